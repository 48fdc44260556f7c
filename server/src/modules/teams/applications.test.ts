import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LIMITS, type TeamApplication } from '@esn/contract';
import { teamMembers, teams } from '../../db/schema/index';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { teamsClient, type Person, type TeamFixture } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof teamsClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = teamsClient(t);
});
afterAll(() => t.close());

const apply = (p: Person, teamId: string, body: object = { message: 'I play duelist', role: 'player' }) =>
  k.call('POST', `/api/teams/${teamId}/applications`, p.cookie, body);
const step = (p: Person | undefined, id: string, action: 'accept' | 'reject' | 'withdraw') =>
  k.call('POST', `/api/team-applications/${id}/${action}`, p?.cookie);

async function applied(p: Person, f: TeamFixture, role = 'player'): Promise<TeamApplication> {
  const res = await apply(p, f.team.id, { message: 'Let me in', role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamApplication>();
}

/** A team with an owner, a manager, a coach and a player on the roster. */
async function staffedTeam(games = ['valorant']) {
  const f = await k.teamOf({ games });
  const manager = await k.player();
  const coach = await k.coach();
  const member = await k.player();
  await k.addMember(f, manager, 'manager');
  await k.addMember(f, coach, 'coach');
  await k.addMember(f, member, 'player');
  return { ...f, manager, coach, member };
}

describe('applying to a team', () => {
  it('creates a pending application, tells the owner and managers, and shows on both sides', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    const res = await apply(applicant, f.team.id, { message: '  I play duelist  ' });
    expect(res.statusCode).toBe(201);
    const application = res.json<TeamApplication>();
    expect(application).toMatchObject({
      team: { id: f.team.id, slug: f.team.slug, name: f.team.name },
      applicant: { id: applicant.user.id, nickname: applicant.user.nickname },
      role: 'player',
      message: 'I play duelist',
      status: 'pending',
      decidedAt: null,
    });
    expect(application.applicant).not.toHaveProperty('email');

    for (const leader of [f.owner, f.manager]) {
      const [n] = await k.notificationsOf(leader);
      expect(n).toMatchObject({
        type: 'team_application',
        params: { team: f.team.name, slug: f.team.slug, nickname: applicant.user.nickname, role: 'player' },
        actionUrl: `/team/${f.team.slug}/manage`,
        relatedId: application.id,
        senderId: applicant.user.id,
      });
    }
    expect((await k.notificationsOf(f.coach)).some((n) => n.type === 'team_application')).toBe(false);
    expect((await k.notificationsOf(f.member)).some((n) => n.type === 'team_application')).toBe(false);

    const mine = (await k.call('GET', '/api/me/team-applications', applicant.cookie)).json();
    expect(mine.items.map((a: TeamApplication) => a.id)).toEqual([application.id]);
    expect((await k.detail(f, applicant)).viewer).toMatchObject({
      role: null,
      pendingApplicationId: application.id,
      canManage: false,
    });
  });

  it('refuses a second pending application, members, and a disbanded team', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    await applied(applicant, f);
    const again = await apply(applicant, f.team.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_pending', message: expect.stringContaining('pending') });
    const concurrent = await k.player();
    const both = await Promise.all([apply(concurrent, f.team.id), apply(concurrent, f.team.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    for (const member of [f.owner, f.member, f.manager])
      expect((await apply(member, f.team.id)).json().code).toBe('already_member');
    await k.call('PATCH', `/api/teams/${f.team.id}`, f.owner.cookie, { status: 'disbanded' });
    expect((await apply(await k.player(), f.team.id)).json().code).toBe('team_not_active');
  });

  it('answers bad input with 400 and its field, unknown teams with 404, strangers with 401', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    for (const [body, field] of [
      [{ message: '' }, 'message'],
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(TEAM_LIMITS.applicationMessage + 1) }, 'message'],
      [{ message: 'hi', role: 'manager' }, 'role'],
      [{ message: 'hi', extra: 1 }, ''],
    ] as const) {
      const res = await apply(p, f.team.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await apply(p, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('team_not_found');
    }
    expect(
      (await k.call('POST', `/api/teams/${f.team.id}/applications`, undefined, { message: 'hi' })).statusCode,
    ).toBe(401);
    expect((await k.call('GET', '/api/me/team-applications')).statusCode).toBe(401);
    expect((await k.call('GET', `/api/teams/${f.team.id}/applications`)).statusCode).toBe(401);
  });
});

describe('deciding an application', () => {
  it('accepts into the roster with the counter, tells the applicant, and happens once', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    const a = await applied(applicant, f);
    const res = await step(f.owner, a.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    const d = await k.detail(f, applicant);
    expect(d.roster.find((m) => m.user.id === applicant.user.id)).toMatchObject({ role: 'player', isCaptain: false });
    expect(d.team.members).toBe(5);
    expect(d.stats.members).toBe(5);
    expect(d.viewer).toMatchObject({ role: 'player', pendingApplicationId: null });
    const n = (await k.notificationsOf(applicant)).find((x) => x.type !== 'achievement_unlocked');
    expect(n).toMatchObject({
      type: 'team_application_accepted',
      params: { team: f.team.name, slug: f.team.slug },
      actionUrl: `/team/${f.team.slug}`,
      relatedId: a.id,
    });

    for (const action of ['accept', 'reject', 'withdraw'] as const) {
      const again = await step(action === 'withdraw' ? applicant : f.manager, a.id, action);
      expect(again.statusCode, action).toBe(409);
      expect(again.json().code).toBe('request_not_pending');
    }
  });

  it('lets the owner and managers decide, and nobody else (players, coaches, strangers, admins)', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    const a = await applied(applicant, f);
    for (const who of [f.member, f.coach, await k.player(), await k.admin(), applicant]) {
      for (const action of ['accept', 'reject'] as const) expect((await step(who, a.id, action)).statusCode).toBe(403);
    }
    for (const who of [f.owner, f.manager, f.member, await k.admin()])
      expect((await step(who, a.id, 'withdraw')).statusCode).toBe(403);
    expect((await step(undefined, a.id, 'accept')).statusCode).toBe(401);
    const rejected = await step(f.manager, a.id, 'reject');
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const [n] = await k.notificationsOf(applicant);
    expect(n).toMatchObject({
      type: 'team_application_rejected',
      actionUrl: `/team/${f.team.slug}`,
      senderId: f.manager.user.id,
    });
    expect((await k.detail(f, f.owner)).team.members).toBe(4);
    // Rejected is final for that application, but the person may apply again.
    expect((await apply(applicant, f.team.id)).statusCode).toBe(201);
  });

  it('lets the applicant withdraw, telling the owner and managers', async () => {
    const f = await staffedTeam();
    const applicant = await k.coach();
    const a = await applied(applicant, f, 'coach');
    expect(a.role).toBe('coach');
    const res = await step(applicant, a.id, 'withdraw');
    expect(res.json()).toMatchObject({ status: 'withdrawn' });
    for (const leader of [f.owner, f.manager]) {
      const [n] = await k.notificationsOf(leader);
      expect(n).toMatchObject({
        type: 'team_application_withdrawn',
        params: { nickname: applicant.user.nickname },
        actionUrl: `/team/${f.team.slug}/manage`,
        relatedId: a.id,
      });
    }
    expect((await step(f.owner, a.id, 'accept')).json().code).toBe('request_not_pending');
  });

  it('answers unknown or malformed application ids with 404', async () => {
    const p = await k.player();
    for (const id of ['00000000-0000-0000-0000-000000000000', 'x']) {
      for (const action of ['accept', 'reject', 'withdraw'] as const)
        expect((await step(p, id, action)).statusCode).toBe(404);
    }
  });

  it('lets exactly one of two concurrent accepts win, and counts the member once', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    const a = await applied(applicant, f);
    const results = await Promise.all([step(f.owner, a.id, 'accept'), step(f.manager, a.id, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('request_not_pending');
    const rows = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, f.team.id));
    expect(rows).toHaveLength(5);
    expect((await k.detail(f, f.owner)).team.members).toBe(5);
    expect((await k.notificationsOf(applicant)).filter((n) => n.type === 'team_application_accepted')).toHaveLength(1);
  });

  it('races an accept against a withdrawal: one wins, nothing is half-written', async () => {
    const f = await staffedTeam();
    const applicant = await k.player();
    const a = await applied(applicant, f);
    const [acc, wd] = await Promise.all([step(f.owner, a.id, 'accept'), step(applicant, a.id, 'withdraw')]);
    expect([acc.statusCode, wd.statusCode].sort()).toEqual([200, 409]);
    const onRoster = (await k.detail(f, f.owner)).roster.some((m) => m.user.id === applicant.user.id);
    expect(onRoster).toBe(acc.statusCode === 200);
  });
});

describe('racing the deletion of a team', () => {
  it('never answers 500 when accepts, applications and follows meet a deletion', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await staffedTeam();
      const applicant = await k.player();
      const a = await applied(applicant, f);
      const late = await k.player();
      const results = await Promise.all([
        step(f.owner, a.id, 'accept'),
        k.call('DELETE', `/api/teams/${f.team.id}`, f.owner.cookie),
        apply(late, f.team.id),
        k.call('POST', `/api/teams/${f.team.id}/follow`, late.cookie),
      ]);
      expect(results[1]!.statusCode).toBe(204);
      for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
      expect((await k.call('GET', `/api/teams/slug/${f.team.slug}`, f.owner.cookie)).statusCode).toBe(404);
    }
  });
});

describe('the one-team-per-game rule', () => {
  it('refuses a player who already plays the same game elsewhere, not another game', async () => {
    const a = await k.teamOf({ games: ['valorant'] });
    const b = await k.teamOf({ games: ['cs2', 'valorant'] });
    const c = await k.teamOf({ games: ['lol'] });
    const p = await k.player();
    await k.addMember(a, p, 'player');
    const toB = await applied(p, b);
    const res = await step(b.owner, toB.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'already_in_team_for_game',
      message: expect.stringContaining('same game'),
    });
    // Nothing changed: the application is still pending and the roster as it was.
    expect((await k.call('GET', '/api/me/team-applications', p.cookie)).json().items[0]).toMatchObject({
      id: toB.id,
      status: 'pending',
    });
    expect((await k.detail(b, b.owner)).team.members).toBe(1);
    await step(p, toB.id, 'withdraw');
    // Nor can a player join as the team's coach instead: a player account never coaches.
    expect((await apply(p, b.team.id, { message: 'Coach then', role: 'coach' })).json().code).toBe(
      'team_role_not_allowed',
    );
    const toC = await applied(p, c);
    expect((await step(c.owner, toC.id, 'accept')).statusCode).toBe(200);
    const mine = (await k.call('GET', '/api/me/teams', p.cookie)).json();
    expect(mine.map((m: { team: { id: string }; role: string }) => [m.team.id, m.role]).sort()).toEqual(
      [
        [a.team.id, 'player'],
        [c.team.id, 'player'],
      ].sort(),
    );
  });

  it('lets only one of two teams of the same game take a player who is accepted by both at once', async () => {
    const a = await k.teamOf({ games: ['fortnite'] });
    const b = await k.teamOf({ games: ['fortnite'] });
    const p = await k.player();
    const [toA, toB] = [await applied(p, a), await applied(p, b)];
    const results = await Promise.all([step(a.owner, toA.id, 'accept'), step(b.owner, toB.id, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('already_in_team_for_game');
    expect((await k.call('GET', '/api/me/teams', p.cookie)).json()).toHaveLength(1);
  });

  it('refuses a full roster', async () => {
    const f = await k.teamOf();
    const filler = await Promise.all(Array.from({ length: TEAM_LIMITS.maxMembers - 1 }, () => registerUser(t.app)));
    await t.app.db
      .insert(teamMembers)
      .values(filler.map((u) => ({ teamId: f.team.id, userId: u.user.id, role: 'coach' as const })));
    await t.app.db.update(teams).set({ memberCount: TEAM_LIMITS.maxMembers }).where(eq(teams.id, f.team.id));
    const p = await k.player();
    const a = await applied(p, f);
    const res = await step(f.owner, a.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('team_full');
  });
});

describe('application lists', () => {
  it('pages a team’s applications by status for its leaders and admins only', async () => {
    const f = await staffedTeam();
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await k.player());
    const apps = [];
    for (const p of people) apps.push(await applied(p, f));
    await step(f.owner, apps[0]!.id, 'reject');
    const url = `/api/teams/${f.team.id}/applications`;
    const pending = await k.allPages<TeamApplication>(url, f.owner.cookie, 2);
    expect(pending.map((a) => a.id)).toEqual(
      apps
        .slice(1)
        .map((a) => a.id)
        .reverse(),
    );
    expect((await k.allPages<TeamApplication>(`${url}?status=rejected`, f.manager.cookie, 2)).map((a) => a.id)).toEqual(
      [apps[0]!.id],
    );
    expect((await k.call('GET', url, (await k.admin()).cookie)).statusCode).toBe(200);
    for (const who of [f.member, f.coach, people[1]!])
      expect((await k.call('GET', url, who.cookie)).statusCode).toBe(403);
    for (const q of ['status=maybe', 'limit=0', 'limit=51', 'cursor=garbage'])
      expect((await k.call('GET', `${url}?${q}`, f.owner.cookie)).statusCode, q).toBe(400);
    expect(
      (await k.call('GET', '/api/teams/00000000-0000-0000-0000-000000000000/applications', f.owner.cookie)).statusCode,
    ).toBe(404);
  });
});
