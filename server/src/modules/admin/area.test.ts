import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOverview, AdminTeamPage, AdminUser, AdminUserPage, AuditPage } from '@esn/contract';
import { createTestApp, openTestDatabase, sameDatabase, type TestApp } from '../../../test/helper';
import { posts, sessions, users } from '../../db/schema/index';
import { challengesClient } from '../challenges/challenges-kit';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const login = (email: string, password: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': lang },
    payload: { email, password },
  });

describe('every admin route refuses everyone but admins', () => {
  it.each([
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/teams'],
    ['PATCH', '/api/admin/teams/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/teams/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/audit-log'],
  ] as const)('%s %s: 401 without credentials, 403 for a player, coach or team owner', async (method, url) => {
    const body = method === 'PATCH' ? { verified: true } : undefined;
    expect((await c.call(method, url, undefined, body)).statusCode).toBe(401);
    for (const who of [await c.player(), await c.coach(), (await c.teamOf()).owner]) {
      const res = await c.call(method, url, who.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const admin = await c.admin();
    expect((await c.call(method, url, admin.cookie, body)).statusCode).not.toBe(403);
  });
});

describe('the overview', () => {
  it('counts people by type, teams, posts, tournaments, open reports, and 30 days of activity', async () => {
    const p = await c.player();
    await c.post(p);
    await c.teamOf();
    const res = await c.call('GET', '/api/admin/overview', (await c.admin()).cookie);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<AdminOverview>();
    expect(o.people.player).toBeGreaterThan(0);
    expect(o.people.team_owner).toBeGreaterThan(0);
    expect(o.teams).toBeGreaterThan(0);
    expect(o.posts).toBeGreaterThan(0);
    expect(o.onlineNow).toBe(0);
    expect(o.days).toHaveLength(30);
    expect(o.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(o.days.at(-1)!.signups).toBeGreaterThan(0);
    expect(o.days.at(-1)!.posts).toBeGreaterThan(0);
  });
});

describe('people', () => {
  it('searches, filters by type and pages; verifies; every change is audited', async () => {
    const admin = await c.admin();
    const tag = `srch${Date.now().toString(36)}`;
    const found = [];
    for (let i = 0; i < 3; i++)
      found.push(
        await c.call('POST', '/api/auth/register', undefined, {
          email: `${tag}${i}@example.test`,
          password: 'correct-horse-9',
          nickname: `${tag}_${i}`,
        }),
      );
    const first = await c.call('GET', `/api/admin/users?q=${tag}&limit=2`, admin.cookie);
    const page = first.json<AdminUserPage>();
    expect(page.items).toHaveLength(2);
    const rest = (
      await c.call('GET', `/api/admin/users?q=${tag}&limit=2&cursor=${page.nextCursor}`, admin.cookie)
    ).json<AdminUserPage>();
    expect(rest).toMatchObject({ items: [expect.objectContaining({ nickname: `${tag}_0` })], nextCursor: null });
    expect(
      (await c.call('GET', `/api/admin/users?q=${tag}&type=coach`, admin.cookie)).json<AdminUserPage>().items,
    ).toEqual([]);

    const target = page.items[0]!;
    const verified = await c.call('PATCH', `/api/admin/users/${target.id}`, admin.cookie, { verified: true });
    expect(verified.json<AdminUser>()).toMatchObject({ id: target.id, verified: true, suspension: null });
    const log = (await c.call('GET', '/api/admin/audit-log', admin.cookie)).json<AuditPage>().items;
    expect(log[0]).toMatchObject({
      action: 'user.verified',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.nickname,
      actor: { id: admin.user.id },
    });
  });

  it('a suspension ends the sessions at once, login says why, lifting it lets him in again', async () => {
    const admin = await c.admin();
    const p = await c.player();
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(200);
    const noReason = await c.call('PATCH', `/api/admin/users/${p.user.id}`, admin.cookie, { suspended: true });
    expect(noReason.statusCode).toBe(400);
    const res = await c.call('PATCH', `/api/admin/users/${p.user.id}`, admin.cookie, {
      suspended: true,
      reason: 'Spam in comments',
    });
    expect(res.json<AdminUser>().suspension).toMatchObject({ reason: 'Spam in comments' });
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, p.user.id))).toEqual([]);
    const refused = await login(p.input.email, p.input.password, 'tr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_suspended',
      message: 'Hesabın askıya alındı: Spam in comments',
    });
    // The wrong password learns nothing about it.
    expect((await login(p.input.email, 'wrong-password-1')).statusCode).toBe(401);
    expect(
      (await c.call('GET', `/api/admin/users?suspended=true&q=${p.user.nickname}`, admin.cookie)).json<AdminUserPage>()
        .items,
    ).toHaveLength(1);

    await c.call('PATCH', `/api/admin/users/${p.user.id}`, admin.cookie, { suspended: false });
    expect((await login(p.input.email, p.input.password)).statusCode).toBe(200);
    const actions = (await c.call('GET', '/api/admin/audit-log', admin.cookie))
      .json<AuditPage>()
      .items.slice(0, 2)
      .map((e) => [e.action, e.details]);
    expect(actions).toEqual([
      ['user.unsuspended', {}],
      ['user.suspended', { reason: 'Spam in comments' }],
    ]);
    const other = await c.admin();
    expect(
      codeOf(
        await c.call('PATCH', `/api/admin/users/${other.user.id}`, admin.cookie, { suspended: true, reason: 'no way' }),
      ),
    ).toBe('cannot_suspend_admin');
  });

  it('deleting an account: a team owner hands his teams over first; then the person and his posts are gone', async () => {
    const admin = await c.admin();
    const f = await c.teamOf();
    const owns = await c.call('DELETE', `/api/admin/users/${f.owner.user.id}`, admin.cookie);
    expect(owns.statusCode).toBe(409);
    expect(codeOf(owns)).toBe('owns_teams');
    const p = await c.player();
    await c.post(p, 'to be removed');
    expect((await c.call('DELETE', `/api/admin/users/${p.user.id}`, admin.cookie)).statusCode).toBe(204);
    expect(await t.app.db.select().from(users).where(eq(users.id, p.user.id))).toEqual([]);
    expect(await t.app.db.select().from(posts).where(eq(posts.authorId, p.user.id))).toEqual([]);
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(401);
    expect((await login(p.input.email, p.input.password)).statusCode).toBe(401);
  });
});

describe('teams', () => {
  it('lists spec §3’s columns, searches, sorts by members; verifies, edits and deletes, audited', async () => {
    const admin = await c.admin();
    const big = await c.teamOf({ name: `Admtst Big ${Date.now().toString(36)}` });
    await c.addMember(big, await c.player());
    await c.teamOf({ name: `Admtst Small ${Date.now().toString(36)}` });
    const list = (await c.call('GET', '/api/admin/teams?q=admtst&sort=members', admin.cookie)).json<AdminTeamPage>();
    expect(list.items[0]).toMatchObject({
      id: big.team.id,
      name: big.team.name,
      owner: { id: big.owner.user.id },
      type: 'amateur',
      games: ['valorant'],
      country: 'TR',
      status: 'active',
      verified: false,
      members: 2,
      tournaments: 0,
      leagues: 0,
      matches: 0,
      wins: 0,
    });
    expect(Object.keys(list.items[0]!)).toEqual(expect.arrayContaining(['founded', 'createdAt']));
    const url = `/api/admin/teams/${big.team.id}`;
    expect((await c.call('PATCH', url, admin.cookie, { verified: true, status: 'inactive' })).json()).toMatchObject({
      verified: true,
      status: 'inactive',
    });
    expect((await c.call('DELETE', url, admin.cookie)).statusCode).toBe(204);
    expect((await c.call('GET', `/api/teams/slug/${big.team.slug}`, admin.cookie)).statusCode).toBe(404);
    const log = (await c.call('GET', '/api/admin/audit-log?limit=3', admin.cookie))
      .json<AuditPage>()
      .items.map((e) => e.action);
    expect(log).toEqual(['team.deleted', 'team.edited', 'team.verified']);
  });

  it('admin actions of other sections are audited too (tournaments, challenges, settings)', async () => {
    const admin = await c.admin();
    await c.challenge({ title: 'Audited challenge' });
    const log = (await c.call('GET', '/api/admin/audit-log?limit=1', admin.cookie)).json<AuditPage>().items;
    expect(log[0]).toMatchObject({
      action: 'challenge.created',
      targetLabel: 'Audited challenge',
      actor: { nickname: admin.user.nickname },
    });
  });
});

describe.runIf(process.env.REDIS_URL)('a suspension across processes', () => {
  it('ends the person’s cached session on the other process at once', async () => {
    const db = await openTestDatabase();
    const one = await createTestApp({}, db);
    const two = await createTestApp({ redisPrefix: one.config.redisPrefix }, await sameDatabase(db));
    try {
      const k1 = challengesClient(one);
      const p = await k1.player();
      const onTwo = () => two.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: p.cookie } });
      expect((await onTwo()).statusCode).toBe(200); // now cached on process two
      await k1.call('PATCH', `/api/admin/users/${p.user.id}`, (await k1.admin()).cookie, {
        suspended: true,
        reason: 'Cheating',
      });
      await expect.poll(async () => (await onTwo()).statusCode, { timeout: 2_000 }).toBe(401);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
