import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { AchievementKey, UserAchievements } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { backfills, connections, userAchievements, userActiveDays } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { challengesClient } from '../challenges/challenges-kit';
import type { Person } from '../teams/test-kit';
import { transfersClient } from '../transfers/test-kit';
import { fixtures, uploaded } from '../uploads/test-fixtures';
import { backfillAchievements } from './achievements.service';
import { ActivityTracker } from './activity';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;
let tr: ReturnType<typeof transfersClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
  tr = transfersClient(t);
});
afterAll(() => t.close());

async function earned(p: Person): Promise<AchievementKey[]> {
  await t.app.ctx.events.settled();
  const res = await c.call('GET', `/api/users/${p.user.id}/achievements`, p.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserAchievements>().items.map((a) => a.key);
}
async function has(p: Person, key: AchievementKey): Promise<boolean> {
  return (await earned(p)).includes(key);
}

/** Connects `p` with `n` fresh people. */
async function connectWith(p: Person, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await c.connect(await c.player(), p);
}

describe('spec §5’s achievements, each at its threshold and not one step before', () => {
  it('profile 100% complete', async () => {
    const p = await c.player();
    const almost = {
      firstName: 'Ada',
      lastName: 'Demir',
      avatarUrl: (await uploaded(t.app, p.cookie, fixtures.png())).url,
      biography: 'Entry fragger',
      location: 'İzmir',
      birthDate: '2000-01-01',
      games: [{ game: 'valorant', roles: ['duelist'] }],
      skillLevel: 'expert',
      socialLinks: { x: '@ada', twitch: '@ada' },
    };
    expect((await c.call('PATCH', '/api/profiles/me', p.cookie, almost)).json()).toMatchObject({
      profile: { completeness: 90 },
    });
    expect(await has(p, 'profile_complete')).toBe(false);
    await c.call('PATCH', '/api/profiles/me', p.cookie, {
      coverImageUrl: (await uploaded(t.app, p.cookie, fixtures.png())).url,
    });
    expect(await has(p, 'profile_complete')).toBe(true);
    const [n] = (await c.notificationsOf(p)).filter((x) => x.type === 'achievement_unlocked');
    expect(n).toMatchObject({ params: { key: 'profile_complete' }, actionUrl: `/profile/${p.user.id}` });
  });

  // Seconds alone; a minute allowed, as on a machine busy with other work (CI once took 46 s here).
  it('a first friend, then 25 connections', { timeout: 60_000 }, async () => {
    const p = await c.player();
    expect(await earned(p)).toEqual([]);
    await connectWith(p, 1);
    expect(await has(p, 'first_friend')).toBe(true);
    await connectWith(p, 23);
    expect(await has(p, 'well_connected')).toBe(false);
    await connectWith(p, 1);
    expect(await has(p, 'well_connected')).toBe(true);
  });

  it('5 new connections within a week; older ones do not make up the five', async () => {
    const p = await c.player();
    await connectWith(p, 4);
    await t.app.db
      .update(connections)
      .set({ acceptedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(connections.addresseeId, p.user.id));
    await connectWith(p, 4);
    expect(await has(p, 'weekly_networker')).toBe(false);
    await connectWith(p, 1);
    expect(await has(p, 'weekly_networker')).toBe(true);
  });

  it('5 completed challenges', async () => {
    const p = await c.player();
    for (let i = 0; i < 4; i++) await c.join(p, (await c.challenge({ targetValue: 1, xpReward: 10 })).id);
    await c.post(p);
    expect((await c.mine(p)).items.filter((x) => x.status === 'completed')).toHaveLength(4);
    expect(await has(p, 'challenger')).toBe(false);
    await c.join(p, (await c.challenge({ targetValue: 1, xpReward: 10 })).id);
    await c.post(p);
    expect(await has(p, 'challenger')).toBe(true);
  });

  it('10 posts shared', async () => {
    const p = await c.player();
    for (let i = 0; i < 9; i++) await c.post(p);
    expect(await has(p, 'storyteller')).toBe(false);
    await c.post(p);
    expect(await has(p, 'storyteller')).toBe(true);
  });

  it('3 tournaments registered', async () => {
    const organizer = await c.player();
    const f = await c.teamOf();
    for (let i = 0; i < 2; i++) expect((await c.registerTeam(f, (await c.host(organizer)).id)).statusCode).toBe(201);
    expect(await has(f.owner, 'tournament_regular')).toBe(false);
    expect((await c.registerTeam(f, (await c.host(organizer)).id)).statusCode).toBe(201);
    expect(await has(f.owner, 'tournament_regular')).toBe(true);
  });

  it('advanced (7+) in two skills', async () => {
    const p = await c.player();
    const skills = (b: number) => [
      { name: 'Aim', rating: 9 },
      { name: 'Game sense', rating: b },
    ];
    await c.call('PATCH', '/api/profiles/me', p.cookie, { skills: skills(6) });
    expect(await has(p, 'skilled')).toBe(false);
    const res = await c.call('PATCH', '/api/profiles/me', p.cookie, { skills: skills(7) });
    expect(res.json()).toMatchObject({ profile: { skills: skills(7) } });
    expect(await has(p, 'skilled')).toBe(true);
  });

  it('host 2 tournaments of 8 participants each', async () => {
    const organizer = await c.player();
    const first = await c.host(organizer);
    const second = await c.host(organizer);
    await c.teamsRegistered(first.id, 8);
    await c.teamsRegistered(second.id, 7);
    expect(await has(organizer, 'host')).toBe(false);
    await c.teamsRegistered(second.id, 1);
    expect(await has(organizer, 'host')).toBe(true);
  });

  it('3 accepted transfer offers', async () => {
    const player = await c.player();
    for (let i = 0; i < 3; i++) {
      if (i === 2) expect(await has(player, 'dealmaker')).toBe(false);
      const f = await c.teamOf();
      const offer = await tr.offer(f.owner, f, player);
      expect((await tr.respond(player, offer.id, 'accept')).statusCode).toBe(200);
    }
    expect(await has(player, 'dealmaker')).toBe(true);
  });

  it('create a team, join a team', async () => {
    const owner = await c.teamOf();
    expect(await has(owner.owner, 'founder')).toBe(true);
    expect(await has(owner.owner, 'team_player')).toBe(false);
    const p = await c.player();
    expect(await has(p, 'team_player')).toBe(false);
    await c.addMember(owner, p);
    expect(await earned(p)).toEqual(['team_player']);
  });

  it('unknown people have no achievements to show', async () => {
    const p = await c.player();
    expect(
      (await c.call('GET', '/api/users/00000000-0000-4000-8000-000000000000/achievements', p.cookie)).statusCode,
    ).toBe(404);
    expect((await c.call('GET', '/api/users/nobody/achievements', p.cookie)).statusCode).toBe(404);
  });
});

describe('on the transfer market', () => {
  it('cards carry the achievements and the level, and "has achievements" filters', async () => {
    const [star, rookie] = [await c.player(), await c.player()];
    for (const p of [star, rookie]) {
      expect(
        (await tr.call('PUT', '/api/transfers/availability', p.cookie, { availability: 'now', country: 'IS' }))
          .statusCode,
      ).toBe(200);
    }
    for (let i = 0; i < 10; i++) await c.post(star);
    await c.join(star, (await c.challenge({ targetValue: 1, xpReward: 120 })).id);
    await c.post(star);
    await t.app.ctx.events.settled();
    type Card = { id: string; achievements: string[]; level: number };
    const market = async (q: string) =>
      (await tr.call('GET', `/api/transfers/players?country=IS&${q}`, star.cookie)).json<{ items: Card[] }>().items;
    const withThem = await market('hasAchievements=true');
    expect(withThem.map((p) => p.id)).toEqual([star.user.id]);
    expect(withThem[0]).toMatchObject({ achievements: ['storyteller'], level: 2 });
    expect((await market('hasAchievements=false')).map((p) => p.id)).toEqual([rookie.user.id]);
  });
});

describe('7 consecutive active days', () => {
  const clock = new ManualClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, undefined, { clock });
  });
  afterAll(() => app.close());

  it('counts the days someone signs in; a missed day starts the count again', async () => {
    const k = challengesClient(app);
    const day = (n: number) => new Date(Date.UTC(2027, 0, 4 + n, 9));
    // Signing up is a visit too: a month before, so it is its own island.
    clock.set(day(-30));
    const p = await k.player();
    const visit = async (n: number) => {
      clock.set(day(n));
      expect((await k.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(200);
      // A second visit the same day records nothing more.
      await k.call('GET', '/api/auth/user', p.cookie);
    };
    const streak = async () => {
      await app.app.ctx.events.settled();
      return (await k.call('GET', `/api/users/${p.user.id}/achievements`, p.cookie))
        .json<UserAchievements>()
        .items.some((a) => a.key === 'streak');
    };
    // Days are written in the background of the requests: wait until they all are, then look.
    const recorded = async () =>
      (await app.app.db.select().from(userActiveDays).where(eq(userActiveDays.userId, p.user.id))).length;
    for (const n of [0, 1, 2, 4, 5, 6, 7, 8, 9]) await visit(n);
    await expect.poll(recorded).toBe(10);
    expect(await streak()).toBe(false);
    await visit(10);
    await expect.poll(streak).toBe(true);
  });
});

describe('recording active days', () => {
  const daysOf = async (id: string) =>
    (await t.app.db.select().from(userActiveDays).where(eq(userActiveDays.userId, id))).length;
  /** New players once the app's own tracker has written the day of their sign-up requests: its batch landing after
   *  a test's delete would put back a day the test expects gone (or meet its mocked insert). */
  const newPeople = async (n: number) => {
    const people = await Promise.all(Array.from({ length: n }, () => c.player()));
    await expect.poll(() => Promise.all(people.map((p) => daysOf(p.user.id)))).toEqual(people.map(() => 1));
    return people;
  };

  it('writes the people seen together, and one deleted meanwhile costs the others nothing', async () => {
    const tracker = new ActivityTracker(t.app.ctx);
    const people = await newPeople(5);
    const gone = randomUUID(); // no such user: the insert of a batch holding it fails
    await t.app.db.delete(userActiveDays).where(
      inArray(
        userActiveDays.userId,
        people.map((p) => p.user.id),
      ),
    );
    for (const p of people) tracker.seen(p.user.id);
    tracker.seen(gone);
    await tracker.flush();
    expect(await Promise.all(people.map((p) => daysOf(p.user.id)))).toEqual([1, 1, 1, 1, 1]);
    expect(await daysOf(gone)).toBe(0);
    // Seen again the same day: only the one whose write failed is tried again (and fails alone, quietly).
    await t.app.db.delete(userActiveDays).where(eq(userActiveDays.userId, people[0]!.user.id));
    for (const p of people) tracker.seen(p.user.id);
    tracker.seen(gone);
    await tracker.flush();
    expect(await daysOf(people[0]!.user.id)).toBe(0);
  });

  it('forgets a batch at once when the database is away, and writes it when the people come back', async () => {
    const tracker = new ActivityTracker(t.app.ctx);
    const people = await newPeople(3);
    const ids = people.map((p) => p.user.id);
    await t.app.db.delete(userActiveDays).where(inArray(userActiveDays.userId, ids));
    const away = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const insert = vi.spyOn(t.app.ctx.db, 'insert').mockImplementation(() => {
      throw away;
    });
    try {
      for (const id of ids) tracker.seen(id);
      await tracker.flush();
      expect(insert).toHaveBeenCalledTimes(1); // not once more per person, as for a deleted one
    } finally {
      insert.mockRestore();
    }
    for (const id of ids) tracker.seen(id);
    await tracker.flush();
    const written = await t.app.db.select().from(userActiveDays).where(inArray(userActiveDays.userId, ids));
    expect(written).toHaveLength(3);
  });
});

describe('the backfill when achievements arrive', () => {
  it('awards everyone who already meets a threshold, once per database, without notifications', async () => {
    const p = await c.player();
    for (let i = 0; i < 10; i++) await c.post(p);
    await c.connect(await c.player(), p);
    expect(await earned(p)).toEqual(expect.arrayContaining(['storyteller', 'first_friend']));
    // As if they had been earned before achievements existed.
    await t.app.db.delete(userAchievements).where(eq(userAchievements.userId, p.user.id));
    await t.app.db.delete(backfills);
    const before = (await c.notificationsOf(p)).filter((n) => n.type === 'achievement_unlocked').length;
    expect(await backfillAchievements(t.app.ctx)).toBeGreaterThanOrEqual(2);
    expect(await earned(p)).toEqual(expect.arrayContaining(['storyteller', 'first_friend']));
    expect((await c.notificationsOf(p)).filter((n) => n.type === 'achievement_unlocked')).toHaveLength(before);
    expect(await backfillAchievements(t.app.ctx)).toBe(0);
  });
});
