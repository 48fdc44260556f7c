import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS, SavedSearch, SavedSearchList, type Notification } from '@esn/contract';
import { createTestApp, onboardedUser, openTestDatabase, sameDatabase, type TestApp } from '../../../test/helper';
import type { Database } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import type { Person } from '../teams/test-kit';
import { rateResult } from '../ratings/ratings.service';
import { transfersClient } from './test-kit';

const DAY = 24 * 3_600_000;
const TASK = 'saved-search-alerts';
const uniqueRole = () => `r${randomBytes(4).toString('hex')}`;

/** The steps every test here takes, on one app. */
function kit(t: TestApp) {
  const k = transfersClient(t);
  const owner = () => onboardedUser(t.app, 'team_owner');

  async function save(by: Person, filters: Record<string, unknown>, name = 'Scouting') {
    const res = await k.call('POST', '/api/transfers/saved-searches', by.cookie, { name, filters });
    expect(res.statusCode, res.body).toBe(201);
    return SavedSearch.parse(res.json());
  }

  /** A player of `role` (valorant) with a profile, available or not. */
  async function marketPlayer(role: string, availability: 'now' | 'not_available', who?: Person): Promise<Person> {
    const p = who ?? (await k.player());
    if (!who) {
      const profile = await k.call('PATCH', '/api/profiles/me', p.cookie, {
        games: [{ game: 'valorant', roles: [role] }],
      });
      expect(profile.statusCode, profile.body).toBe(200);
    }
    const status = await k.call('PUT', '/api/transfers/availability', p.cookie, { availability });
    expect(status.statusCode, status.body).toBe(200);
    await t.app.ctx.events.settled();
    return p;
  }

  async function alerts(p: Person): Promise<Notification[]> {
    return (await k.notificationsOf(p)).filter((n) => n.type === 'market_search_alert');
  }

  return { ...k, owner, save, marketPlayer, alerts };
}

describe('saved searches over HTTP', () => {
  let t: TestApp;
  let k: ReturnType<typeof kit>;
  beforeAll(async () => {
    t = await createTestApp();
    k = kit(t);
  });
  afterAll(() => t.close());

  it('team owners and coaches save, list, rename and delete their searches; the filters are stored parsed', async () => {
    const coach = await k.coach();
    const saved = await k.save(coach, {
      game: 'valorant',
      role: ' Duelist ',
      minAge: '18',
      maxAge: 25,
      verified: 'true',
      lookingForTeam: false,
    });
    expect(saved).toMatchObject({
      name: 'Scouting',
      filters: { game: 'valorant', role: 'Duelist', minAge: 18, maxAge: 25, verified: true, lookingForTeam: false },
    });
    const owner = await k.owner();
    await k.save(owner, {}, 'Anyone');

    const renamed = await k.call('PATCH', `/api/transfers/saved-searches/${saved.id}`, coach.cookie, {
      name: 'Young duelists',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(SavedSearch.parse(renamed.json())).toMatchObject({ name: 'Young duelists', filters: saved.filters });

    const list = await k.call('GET', '/api/transfers/saved-searches', coach.cookie);
    expect(SavedSearchList.parse(list.json()).items.map((s) => s.name)).toEqual(['Young duelists']);
    // The data export lists them.
    const exported = (await k.call('GET', '/api/me/export', coach.cookie)).json<{ savedSearches: unknown[] }>();
    expect(exported.savedSearches).toEqual([
      expect.objectContaining({ name: 'Young duelists', filters: saved.filters }),
    ]);

    // Another person's search is not his to change or delete.
    expect(
      (await k.call('PATCH', `/api/transfers/saved-searches/${saved.id}`, owner.cookie, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await k.call('DELETE', `/api/transfers/saved-searches/${saved.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await k.call('DELETE', `/api/transfers/saved-searches/${saved.id}`, coach.cookie)).statusCode).toBe(204);
    expect((await k.call('DELETE', `/api/transfers/saved-searches/${saved.id}`, coach.cookie)).statusCode).toBe(404);
    expect((await k.call('DELETE', '/api/transfers/saved-searches/not-an-id', coach.cookie)).statusCode).toBe(404);
    expect(
      SavedSearchList.parse((await k.call('GET', '/api/transfers/saved-searches', coach.cookie)).json()).items,
    ).toEqual([]);
  });

  it('players are refused with a translated 403 (their list is empty), and nobody signed out gets in', async () => {
    const p = await k.player();
    const body = { name: 'x', filters: {} };
    const en = await k.call('POST', '/api/transfers/saved-searches', p.cookie, body);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      code: 'saved_search_not_allowed',
      message: 'Only team owners and coaches can save market searches.',
    });
    const tr = await t.app.inject({
      method: 'POST',
      url: '/api/transfers/saved-searches',
      headers: { cookie: p.cookie, 'accept-language': 'tr' },
      payload: body,
    });
    expect(tr.json<{ message: string }>().message).toBe('Arama kaydetmek yalnızca takım sahipleri ve koçlar içindir.');
    const list = await k.call('GET', '/api/transfers/saved-searches', p.cookie);
    expect(list.statusCode).toBe(200);
    expect(SavedSearchList.parse(list.json()).items).toEqual([]);
    expect(
      (
        await k.call('PATCH', '/api/transfers/saved-searches/00000000-0000-4000-8000-000000000000', p.cookie, {
          name: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await k.call('DELETE', '/api/transfers/saved-searches/00000000-0000-4000-8000-000000000000', p.cookie))
        .statusCode,
    ).toBe(403);
    expect((await k.call('GET', '/api/transfers/saved-searches')).statusCode).toBe(401);
    expect((await k.call('POST', '/api/transfers/saved-searches', undefined, body)).statusCode).toBe(401);
  });

  it.each([
    ['no name', { filters: {} }],
    ['a blank name', { name: '   ', filters: {} }],
    ['a name too long', { name: 'x'.repeat(SAVED_SEARCH_LIMITS.name + 1), filters: {} }],
    ['no filters', { name: 'x' }],
    ['an unknown game', { name: 'x', filters: { game: 'chess' } }],
    ['an unknown filter', { name: 'x', filters: { rating: 5 } }],
    ['an age out of range', { name: 'x', filters: { minAge: 7 } }],
    ['a reversed age range', { name: 'x', filters: { minAge: 30, maxAge: 20 } }],
    ['a bad boolean', { name: 'x', filters: { verified: 'yes' } }],
    ['an extra field', { name: 'x', filters: {}, sort: 'views' }],
  ])('refuses %s with a 400 and saves nothing', async (_, body) => {
    const owner = await k.owner();
    const res = await k.call('POST', '/api/transfers/saved-searches', owner.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect(
      SavedSearchList.parse((await k.call('GET', '/api/transfers/saved-searches', owner.cookie)).json()).items,
    ).toEqual([]);
  });

  it('an update needs something to change and keeps to the same rules', async () => {
    const owner = await k.owner();
    const s = await k.save(owner, { game: 'valorant' });
    const url = `/api/transfers/saved-searches/${s.id}`;
    expect((await k.call('PATCH', url, owner.cookie, {})).statusCode).toBe(400);
    expect((await k.call('PATCH', url, owner.cookie, { name: '' })).statusCode).toBe(400);
    expect((await k.call('PATCH', url, owner.cookie, { filters: { minAge: 40, maxAge: 30 } })).statusCode).toBe(400);
    const changed = await k.call('PATCH', url, owner.cookie, { filters: { game: 'cs2', skill: 'elite' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(SavedSearch.parse(changed.json()).filters).toEqual({ game: 'cs2', skill: 'elite' });
  });

  it(`allows ${SAVED_SEARCH_LIMITS.perPerson} searches a person, then a translated 409, also when sent at once`, async () => {
    const owner = await k.owner();
    const results = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMITS.perPerson + 3 }, (_, i) =>
        k.call('POST', '/api/transfers/saved-searches', owner.cookie, { name: `S${i}`, filters: {} }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(SAVED_SEARCH_LIMITS.perPerson);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'saved_search_limit',
      message: `You can save at most ${SAVED_SEARCH_LIMITS.perPerson} searches; delete one to save another.`,
    });
    const list = SavedSearchList.parse((await k.call('GET', '/api/transfers/saved-searches', owner.cookie)).json());
    expect(list.items).toHaveLength(SAVED_SEARCH_LIMITS.perPerson);
  });
});

describe('alerts, on one process', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let k: ReturnType<typeof kit>;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    k = kit(t);
  });
  afterAll(() => t.close());

  it('a player who comes to match is told of once; players who matched when it was saved never', async () => {
    clock.set(new Date());
    const role = uniqueRole();
    const already = await k.marketPlayer(role, 'now');
    const later = await k.marketPlayer(role, 'not_available');
    const coach = await k.coach();
    const search = await k.save(coach, { game: 'valorant', role, availability: 'now' }, 'Available duelists');

    // Nobody new yet: the player who matched when it was saved is known to it.
    await k.marketPlayer(role, 'now', already);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);
    expect(await k.alerts(coach)).toEqual([]);

    await k.marketPlayer(role, 'now', later);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(1);
    const [alert, ...more] = await k.alerts(coach);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      senderId: null,
      relatedId: search.id,
      actionUrl: `/transfers?game=valorant&role=${role}&availability=now`,
      params: { search: 'Available duelists', count: 1, names: later.user.nickname },
      title: '"Available duelists" aramana uyan yeni oyuncular',
    });

    // A day later he changes again, still matching, and is not told of twice.
    clock.advance(DAY);
    await k.marketPlayer(role, 'not_available', later);
    await k.marketPlayer(role, 'now', later);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);
    expect(await k.alerts(coach)).toHaveLength(1);
  });

  it('a player whose rating comes to reach the search’s minimum is told of; a minimum needs a game', async () => {
    clock.set(new Date());
    const role = uniqueRole();
    const player = await k.marketPlayer(role, 'now');
    const owner = await k.owner();
    const noGame = await k.call('POST', '/api/transfers/saved-searches', owner.cookie, {
      name: 'Rated',
      filters: { minRating: 1050 },
    });
    expect(noGame.statusCode, noGame.body).toBe(400);
    expect(noGame.json()).toMatchObject({
      code: 'validation',
      issues: [
        { path: 'filters.game', message: 'Choose a game to filter or sort by rating: a rating is kept per game.' },
      ],
    });
    const search = await k.save(owner, { game: 'valorant', role, minRating: '1050' }, 'Rated duelists');
    expect(search.filters).toEqual({ game: 'valorant', role, minRating: 1050 });
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);

    // Rated wins (against someone the market does not list) lift him over the minimum: the rating is the change.
    for (let i = 0; i < 3; i++) {
      const match = { id: randomUUID(), teamAId: null, teamBId: null, userAId: player.user.id, userBId: randomUUID() };
      await t.app.ctx.db.transaction((tx) =>
        rateResult(tx, t.app.ctx.events, 'valorant', { ...match, aBye: false, bBye: false }, 2, 0, clock.now()),
      );
    }
    expect(await t.app.ctx.work.runAll(TASK)).toBe(1);
    expect(await k.alerts(owner)).toMatchObject([
      {
        relatedId: search.id,
        actionUrl: `/transfers?game=valorant&role=${role}&minRating=1050`,
        params: { count: 1, names: player.user.nickname },
      },
    ]);
  });

  it('at most one alert a day per search: the players who come to match meanwhile are told of together the next day', async () => {
    clock.set(new Date());
    const role = uniqueRole();
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => k.marketPlayer(role, 'not_available')));
    const owner = await k.owner();
    await k.save(owner, { role, availability: 'now' }, 'Any game');

    await k.marketPlayer(role, 'now', a!);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(1);
    await k.marketPlayer(role, 'now', b!);
    await k.marketPlayer(role, 'now', c!);
    clock.advance(DAY - 1);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);
    expect(await k.alerts(owner)).toHaveLength(1);

    clock.advance(1);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(1);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);
    const [second, first] = await k.alerts(owner);
    expect(first!.params).toMatchObject({ count: 1, names: a!.user.nickname });
    expect(second!.params.count).toBe(2);
    expect(String(second!.params.names).split(', ').sort()).toEqual([b!.user.nickname, c!.user.nickname].sort());
  });

  it('a player who stops matching is not told of; changed filters know the players they list at once', async () => {
    clock.set(new Date());
    const role = uniqueRole();
    const p = await k.marketPlayer(role, 'not_available');
    const owner = await k.owner();
    const s = await k.save(owner, { role, availability: 'now' });
    await k.marketPlayer(role, 'now', p);
    await k.marketPlayer(role, 'not_available', p);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);

    // The filters now list him: he is known, not new.
    const changed = await k.call('PATCH', `/api/transfers/saved-searches/${s.id}`, owner.cookie, {
      filters: { role, availability: 'not_available' },
    });
    expect(changed.statusCode).toBe(200);
    await k.marketPlayer(role, 'not_available', p);
    expect(await t.app.ctx.work.runAll(TASK)).toBe(0);
    expect(await k.alerts(owner)).toEqual([]);
  });
});

/**
 * Two apps on one database stand for two processes (their own pools on PostgreSQL), as in matches/deadlines.test.ts.
 */
describe('alerts, across processes', () => {
  const clockA = new ManualClock();
  const clockB = new ManualClock();
  let db: Database;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase();
    one = await createTestApp({}, db, { clock: clockA });
    two = await createTestApp({}, await sameDatabase(db), { clock: clockB });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('two processes running the task at the same moment send one alert per search', async () => {
    const now = new Date();
    clockA.set(now);
    clockB.set(now);
    const k = kit(one);
    const role = uniqueRole();
    const players = await Promise.all([0, 1, 2].map(() => k.marketPlayer(role, 'not_available')));
    const owners = await Promise.all([0, 1, 2, 3].map(() => k.owner()));
    for (const o of owners) await k.save(o, { role, availability: 'now' });
    for (const p of players) await k.marketPlayer(role, 'now', p);

    const [a, b] = await Promise.all([one.app.ctx.work.runAll(TASK), two.app.ctx.work.runAll(TASK)]);
    expect(a + b).toBe(owners.length);
    await two.app.ctx.events.settled();
    for (const o of owners) {
      const [alert, ...more] = await k.alerts(o);
      expect(more).toEqual([]);
      expect(alert!.params.count).toBe(players.length);
    }
  });

  it('a restart loses no alert: the change is kept in the database and a new process sends it', async () => {
    const clock = new ManualClock(new Date());
    const first = await createTestApp({}, await sameDatabase(db), { clock });
    const k1 = kit(first);
    const role = uniqueRole();
    const p = await k1.marketPlayer(role, 'not_available');
    const coach = await k1.coach();
    await k1.save(coach, { role, availability: 'now' }, 'Restart');
    await k1.marketPlayer(role, 'now', p);
    // This process ends before its task ran.
    await first.close();

    const restarted = await createTestApp({}, await sameDatabase(db), { clock });
    try {
      expect(await restarted.app.ctx.work.runAll(TASK)).toBeGreaterThanOrEqual(1);
      const alerts = await kit(restarted).alerts(coach);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.params).toMatchObject({ search: 'Restart', count: 1, names: p.user.nickname });
    } finally {
      await restarted.close();
    }
  });
});
