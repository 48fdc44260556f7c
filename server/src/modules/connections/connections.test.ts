import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, teamMembers, teams } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { listedUser } from '../../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Person = Awaited<ReturnType<typeof onboardedUser>>;
type Item = {
  id: string;
  status: string;
  reason: { sharedGames: string[]; sharedTeams: number; mutualConnections: number; sharedRoles: string[] } | null;
};

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const connect = (from: Person, to: Person) => call('POST', `/api/connections/${to.user.id}`, from.cookie);
const accept = (by: Person, requester: Person) =>
  call('POST', `/api/connections/${requester.user.id}/accept`, by.cookie);
const decline = (by: Person, requester: Person) =>
  call('POST', `/api/connections/${requester.user.id}/decline`, by.cookie);
const remove = (by: Person, other: Person) => call('DELETE', `/api/connections/${other.user.id}`, by.cookie);
const withdraw = (by: Person, other: Person) => call('POST', `/api/connections/${other.user.id}/withdraw`, by.cookie);
const statusOf = async (me: Person, other: Person) =>
  (await call('GET', `/api/connections/${other.user.id}/status`, me.cookie)).json().status;
async function befriend(a: Person, b: Person) {
  expect((await connect(a, b)).statusCode).toBe(200);
  expect((await accept(b, a)).statusCode).toBe(200);
}
/** The person's notifications of this feature (a first connection also unlocks an achievement, told apart). */
async function notificationsOf(p: Person) {
  await t.app.ctx.events.settled();
  const all = (await call('GET', '/api/notifications', p.cookie)).json() as {
    type: string;
    actionUrl: string;
    relatedId: string;
    params: object;
    senderId: string;
    sender: object;
  }[];
  return all.filter((n) => n.type.startsWith('connection_'));
}
async function rowsBetween(a: Person, b: Person) {
  return t.app.db
    .select()
    .from(connections)
    .where(
      sql`least(${connections.requesterId}, ${connections.addresseeId}) = least(${a.user.id}::uuid, ${b.user.id}::uuid) and greatest(${connections.requesterId}, ${connections.addresseeId}) = greatest(${a.user.id}::uuid, ${b.user.id}::uuid)`,
    );
}
/** Every item of a paginated list, following nextCursor, checking the page size. */
async function allPages(url: string, cookie: string, limit: number): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await call('GET', `${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return seen;
}
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('connection lifecycle', () => {
  it('requests, accepts and removes, with both notifications', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const req = await connect(a, b);
    expect(req.statusCode).toBe(200);
    expect(req.json()).toEqual({ status: 'pending_outgoing' });
    expect(await statusOf(a, b)).toBe('pending_outgoing');
    expect(await statusOf(b, a)).toBe('pending_incoming');

    const [request] = await notificationsOf(b);
    expect(request).toMatchObject({
      type: 'connection_request',
      actionUrl: '/network?tab=connections&filter=incoming',
      relatedId: a.user.id,
      senderId: a.user.id,
      params: { nickname: a.user.nickname },
    });
    expect(request!.sender).not.toHaveProperty('email');

    const again = await connect(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('connection_exists');

    expect((await accept(b, a)).json()).toEqual({ status: 'connected' });
    expect(await statusOf(a, b)).toBe('connected');
    expect(await statusOf(b, a)).toBe('connected');
    const [accepted] = await notificationsOf(a);
    expect(accepted).toMatchObject({
      type: 'connection_accepted',
      actionUrl: `/profile/${b.user.id}`,
      relatedId: b.user.id,
      params: { nickname: b.user.nickname },
    });
    expect((await connect(b, a)).statusCode).toBe(409);
    expect((await accept(b, a)).statusCode).toBe(404);

    expect((await remove(a, b)).json()).toEqual({ status: 'none' });
    expect(await statusOf(b, a)).toBe('none');
    const twice = await remove(a, b);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ status: 'none' });
    expect(await rowsBetween(a, b)).toHaveLength(0);
    expect(await notificationsOf(a)).toHaveLength(1);
    expect(await notificationsOf(b)).toHaveLength(1);
  });

  it('lets only the addressee decline, silently, after which either may ask again', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await connect(a, b);
    const byRequester = await decline(a, b);
    expect(byRequester.statusCode).toBe(404);
    expect(byRequester.json().code).toBe('no_pending_request');
    expect((await accept(a, b)).json().code).toBe('no_pending_request');
    expect(await statusOf(a, b)).toBe('pending_outgoing');

    expect((await decline(b, a)).json()).toEqual({ status: 'none' });
    expect((await decline(b, a)).statusCode).toBe(404);
    expect(await statusOf(a, b)).toBe('none');
    expect(await notificationsOf(a)).toHaveLength(0);
    expect((await connect(b, a)).json()).toEqual({ status: 'pending_outgoing' });
  });

  it('withdraws a request; asking again the same day does not notify twice', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await connect(a, b);
    expect((await remove(a, b)).json()).toEqual({ status: 'none' });
    expect((await accept(b, a)).statusCode).toBe(404);
    expect((await connect(a, b)).json()).toEqual({ status: 'pending_outgoing' });
    expect((await notificationsOf(b)).filter((n) => n.type === 'connection_request')).toHaveLength(1);
  });

  it('withdraws only a pending request of mine: one accepted meanwhile stays a connection (404)', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const c = await onboardedUser(t.app);
    await connect(a, b);
    expect((await withdraw(a, b)).json()).toEqual({ status: 'none' });
    expect(await statusOf(b, a)).toBe('none');
    // B accepts while A's page still shows the request: A's stale "Withdraw" must not end the connection.
    await befriend(a, c);
    const late = await withdraw(a, c);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({
      code: 'no_pending_request',
      message: 'There is no pending connection request.',
    });
    expect(await statusOf(a, c)).toBe('connected');
    // Nor can the addressee withdraw a request they received (that is declining).
    await connect(b, c);
    expect((await withdraw(c, b)).statusCode).toBe(404);
    expect(await statusOf(c, b)).toBe('pending_incoming');
    expect((await call('POST', `/api/connections/not-a-uuid/withdraw`, a.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/connections/${b.user.id}/withdraw`)).statusCode).toBe(401);
  });

  it('removes an incoming request too when the addressee deletes the pair', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await connect(a, b);
    expect((await remove(b, a)).json()).toEqual({ status: 'none' });
    expect(await statusOf(a, b)).toBe('none');
  });

  it('treats asking someone who already asked me as accepting their request', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await connect(a, b);
    const back = await connect(b, a);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'connected' });
    expect(await rowsBetween(a, b)).toEqual([
      expect.objectContaining({ requesterId: a.user.id, status: 'accepted', acceptedAt: expect.any(Date) }),
    ]);
    expect((await notificationsOf(a)).map((n) => n.type)).toEqual(['connection_accepted']);
    expect((await notificationsOf(b)).map((n) => n.type)).toEqual(['connection_request']);
  });

  it('keeps exactly one row under concurrent requests', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const same = await Promise.all([connect(a, b), connect(a, b), connect(a, b)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await rowsBetween(a, b)).toHaveLength(1);

    const c = await onboardedUser(t.app);
    const d = await onboardedUser(t.app);
    const crossed = await Promise.all([connect(c, d), connect(d, c)]);
    expect(crossed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsBetween(c, d)).toEqual([expect.objectContaining({ status: 'accepted' })]);
    expect(await statusOf(c, d)).toBe('connected');
  });

  it('refuses oneself (400), unknown people (404) and strangers (401)', async () => {
    const a = await onboardedUser(t.app);
    for (const res of [
      await connect(a, a),
      await remove(a, a),
      await call('GET', `/api/connections/${a.user.id}/status`, a.cookie),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('cannot_connect_self');
    }
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      expect((await call('POST', `/api/connections/${id}`, a.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/connections/${id}`, a.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/connections/${id}/status`, a.cookie)).statusCode).toBe(404);
      const acc = await call('POST', `/api/connections/${id}/accept`, a.cookie);
      expect(acc.statusCode).toBe(404);
      expect(acc.json().code).toBe('no_pending_request');
      expect((await call('POST', `/api/connections/${id}/decline`, a.cookie)).json().code).toBe('no_pending_request');
    }
    expect((await call('POST', `/api/connections/${a.user.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/connections')).statusCode).toBe(401);
    expect((await call('GET', '/api/network/discover')).statusCode).toBe(401);
    expect((await call('GET', '/api/network/suggestions')).statusCode).toBe(401);
    expect(await notificationsOf(a)).toHaveLength(0);
  });
});

describe('GET /api/connections', () => {
  it('lists connections, incoming and outgoing requests newest first, page by page', async () => {
    const me = await onboardedUser(t.app);
    const others: Person[] = [];
    for (let i = 0; i < 9; i++) others.push(await onboardedUser(t.app));
    const incoming = others.slice(0, 3);
    const outgoing = others.slice(3, 6);
    const connected = others.slice(6);
    for (const o of incoming) await connect(o, me);
    for (const o of outgoing) await connect(me, o);
    for (const o of connected) await befriend(o, me);
    // Connections are ordered by when they were accepted, not asked.
    await remove(me, connected[0]!);
    await befriend(me, connected[0]!);

    const newestFirst = (ps: Person[]) => ps.map((p) => p.user.id).reverse();
    const inc = await allPages('/api/connections?filter=incoming', me.cookie, 2);
    expect(ids(inc)).toEqual(newestFirst(incoming));
    expect(inc.every((i) => i.status === 'pending_incoming' && i.reason === null)).toBe(true);
    const out = await allPages('/api/connections?filter=outgoing', me.cookie, 2);
    expect(ids(out)).toEqual(newestFirst(outgoing));
    expect(out.every((i) => i.status === 'pending_outgoing')).toBe(true);
    const con = await allPages('/api/connections', me.cookie, 1);
    expect(ids(con)).toEqual([connected[0]!.user.id, connected[2]!.user.id, connected[1]!.user.id]);
    expect(con.every((i) => i.status === 'connected')).toBe(true);
    expect(ids(await allPages('/api/connections?filter=connected', connected[1]!.cookie, 5))).toEqual([me.user.id]);
  });

  it('pages rows written in one transaction (equal timestamps) without losing any', async () => {
    const me = await onboardedUser(t.app);
    const others: Person[] = [];
    for (let i = 0; i < 5; i++) others.push(await registerUser(t.app));
    await t.app.db.insert(connections).values(others.map((o) => ({ requesterId: o.user.id, addresseeId: me.user.id })));
    const seen = await allPages('/api/connections?filter=incoming', me.cookie, 2);
    expect(ids(seen).sort()).toEqual(others.map((o) => o.user.id).sort());
  });

  it('refuses a bad filter, limit or cursor', async () => {
    const me = await onboardedUser(t.app);
    for (const q of [
      'filter=blocked',
      'limit=0',
      'limit=101',
      'cursor=garbage',
      `cursor=${Buffer.from('{"at":"x","id":"y"}').toString('base64url')}`,
    ]) {
      const res = await call('GET', `/api/connections?${q}`, me.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe(q.startsWith('cursor') ? 'invalid_cursor' : 'validation');
    }
  });
});

describe('GET /api/network/discover', () => {
  it('finds people by nickname or name, newest first, with my standing, never me', async () => {
    const tag = `zq${randomBytes(3).toString('hex')}`;
    const me = await onboardedUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: me.cookie },
      payload: { firstName: tag },
    });
    const byNick = await listedUser(t.app, { nickname: `${tag}_nick` });
    const byFirst = await listedUser(t.app, { firstName: `Ada${tag.toUpperCase()}` });
    const byLast = await listedUser(t.app, { lastName: `x${tag}x` });
    const byFull = await listedUser(t.app, { firstName: 'Grace', lastName: `Hopper${tag}` });
    await listedUser(t.app, { firstName: 'Unrelated' });
    await connect(me, byNick as Person);
    await connect(byFirst as Person, me);
    await befriend(me, byLast as Person);

    const found = await allPages(`/api/network/discover?q=${tag}`, me.cookie, 2);
    expect(ids(found)).toEqual([byFull, byLast, byFirst, byNick].map((p) => p.user.id));
    expect(found.map((i) => i.status)).toEqual(['none', 'connected', 'pending_incoming', 'pending_outgoing']);
    expect(
      ids(
        (await call('GET', `/api/network/discover?q=${encodeURIComponent(`grace hopper${tag}`)}`, me.cookie)).json()
          .items,
      ),
    ).toEqual([byFull.user.id]);
    const everyone = (await call('GET', '/api/network/discover?limit=100', me.cookie)).json();
    expect(ids(everyone.items)).not.toContain(me.user.id);
    expect(ids(everyone.items)).toContain(byNick.user.id);
  });

  it('treats % and _ in the search as text, not wildcards', async () => {
    const me = await onboardedUser(t.app);
    expect((await call('GET', `/api/network/discover?q=${encodeURIComponent('%')}`, me.cookie)).json().items).toEqual(
      [],
    );
    expect(
      (await call('GET', `/api/network/discover?q=${encodeURIComponent('u\\_')}`, me.cookie)).json().items,
    ).toEqual([]);
    expect((await call('GET', `/api/network/discover?q=${'x'.repeat(101)}`, me.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/network/suggestions', () => {
  const setGames = (p: Person, games: { game: string; roles: string[] }[]) =>
    t.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: { cookie: p.cookie }, payload: { games } });

  it('suggests people sharing games, roles, teams or friends, ranked, and never existing connections', async () => {
    const me = await onboardedUser(t.app, 'team_owner');
    await setGames(me, [
      { game: 'mlbb', roles: ['Jungler'] },
      { game: 'tft', roles: [] },
    ]);
    const gameMate = await onboardedUser(t.app);
    await setGames(gameMate, [{ game: 'mlbb', roles: ['roamer'] }]);
    const roleMate = await onboardedUser(t.app);
    await setGames(roleMate, [{ game: 'mlbb', roles: ['jungler', 'mid'] }]);
    const twoGames = await onboardedUser(t.app);
    await setGames(twoGames, [
      { game: 'tft', roles: [] },
      { game: 'mlbb', roles: [] },
    ]);
    const otherGame = await onboardedUser(t.app);
    await setGames(otherGame, [{ game: 'fc', roles: ['jungler'] }]);
    const friend = await onboardedUser(t.app);
    await setGames(friend, [{ game: 'mlbb', roles: [] }]);
    await befriend(me, friend);
    const pending = await onboardedUser(t.app);
    await setGames(pending, [{ game: 'mlbb', roles: [] }]);
    await connect(pending, me);
    const friendOfFriend = await onboardedUser(t.app);
    await befriend(friend, friendOfFriend);
    const teamMate = await onboardedUser(t.app);
    const [team] = await t.app.db
      .select({ id: teams.id })
      .from(teams)
      .where(sql`${teams.ownerId} = ${me.user.id}`);
    await t.app.db.insert(teamMembers).values({ teamId: team!.id, userId: teamMate.user.id, role: 'player' });

    const items = await allPages('/api/network/suggestions', me.cookie, 2);
    const mine = items.filter((i) =>
      [friendOfFriend, twoGames, roleMate, gameMate, teamMate, otherGame, friend, pending].some(
        (p) => p.user.id === i.id,
      ),
    );
    expect(ids(mine)).toEqual([friendOfFriend, twoGames, roleMate, gameMate, teamMate].map((p) => p.user.id));
    expect(mine.map((i) => i.reason)).toEqual([
      { mutualConnections: 1, sharedGames: [], sharedTeams: 0, sharedRoles: [] },
      { mutualConnections: 0, sharedGames: ['mlbb', 'tft'], sharedTeams: 0, sharedRoles: [] },
      { mutualConnections: 0, sharedGames: ['mlbb'], sharedTeams: 0, sharedRoles: ['jungler'] },
      { mutualConnections: 0, sharedGames: ['mlbb'], sharedTeams: 0, sharedRoles: [] },
      { mutualConnections: 0, sharedGames: [], sharedTeams: 1, sharedRoles: [] },
    ]);
    expect(items.every((i) => i.status === 'none')).toBe(true);
    expect(ids(items)).not.toContain(me.user.id);
    expect(new Set(ids(items)).size).toBe(items.length);

    // Once connected, a suggestion is no longer made.
    await befriend(me, gameMate);
    expect(ids(await allPages('/api/network/suggestions', me.cookie, 50))).not.toContain(gameMate.user.id);
  });

  it('suggests nobody to someone with no games, teams or connections', async () => {
    const loner = await registerUser(t.app);
    const res = await call('GET', '/api/network/suggestions', loner.cookie);
    expect(res.json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a bad limit or cursor', async () => {
    const me = await onboardedUser(t.app);
    expect((await call('GET', '/api/network/suggestions?limit=51', me.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/network/suggestions?cursor=abc', me.cookie)).statusCode).toBe(400);
    const wrongKind = Buffer.from(JSON.stringify({ at: '2024-01-01T00:00:00.000000Z', id: me.user.id })).toString(
      'base64url',
    );
    expect((await call('GET', `/api/network/suggestions?cursor=${wrongKind}`, me.cookie)).statusCode).toBe(400);
  });
});
