import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LEADERBOARD_SIZE,
  type Challenge,
  type CreateChallengeBody,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardType,
} from '@esn/contract';
import type { Database } from '../../db/client';
import { users, xpAwards, xpTotals } from '../../db/schema/index';
import {
  adminUser,
  createTestApp,
  onboardedUser,
  openTestDatabase,
  registerUser,
  sameDatabase,
  type TestApp,
} from '../../../test/helper';
import { ensureAdmin } from '../admin/admin.service';
import { teamsClient, type Person, type TeamFixture } from '../teams/test-kit';
import { rowsOf } from '../tournaments/tournaments.repository';
import { weekStart } from './leaderboard.repository';

/**
 * Several server processes on one PostgreSQL database and one Redis: XP awarded concurrently through all of them is
 * applied in place by every process (no process reads a whole ranking again), and every process's leaderboards
 * then equal a ranking computed in SQL. Without REDIS_URL (no bus between processes) one process plays them all.
 */
const INSTANCES = process.env.REDIS_URL ? 3 : 1;
let database: Database;
let apps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  apps = [await createTestApp({}, database)];
  for (let i = 1; i < INSTANCES; i++)
    apps.push(await createTestApp({ redisPrefix: apps[0]!.config.redisPrefix }, await sameDatabase(database)));
}, 120_000);
afterAll(async () => {
  // The first closes the database the others share (on PGlite, one connection).
  for (const t of [...apps].reverse()) await t.close();
});

const app = (i: number) => apps[i % apps.length]!;
const TYPES: LeaderboardType[] = ['all', 'individual', 'coach', 'team'];
const PERIODS: LeaderboardPeriod[] = ['all', 'week'];

async function call(i: number, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return app(i).app.inject({ method, url, headers: { cookie, 'accept-language': 'en' }, payload });
}

async function challenge(admin: Person, over: Partial<CreateChallengeBody>): Promise<Challenge> {
  const res = await call(0, 'POST', '/api/admin/challenges', admin.cookie, {
    title: 'Award me',
    type: 'individual',
    difficulty: 'easy',
    xpReward: 100,
    targetValue: 1,
    metric: 'posts_shared',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ challenge: Challenge }>().challenge;
}

async function join(i: number, by: Person, c: Challenge, teamId?: string) {
  const res = await call(i, 'POST', `/api/challenges/${c.id}/join`, by.cookie, teamId ? { teamId } : {});
  expect(res.statusCode, res.body).toBe(201);
}

async function board(i: number, by: Person, type: LeaderboardType, period: LeaderboardPeriod): Promise<Leaderboard> {
  const res = await call(i, 'GET', `/api/leaderboard?type=${type}&period=${period}`, by.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Leaderboard>();
}

/** The ranking in SQL, independently of the server's queries: competition ranks by rank(), ties in id order. */
async function truth(type: LeaderboardType, period: LeaderboardPeriod) {
  const kind = type === 'team' ? 'team' : 'user';
  const totals: SQL =
    period === 'all'
      ? sql`select subject_id as id, xp from ${xpTotals} where subject_kind = ${kind} and xp > 0`
      : sql`select subject_id as id, sum(amount)::int as xp from ${xpAwards}
          where subject_kind = ${kind} and created_at >= ${weekStart(new Date()).toISOString()}::timestamptz group by subject_id`;
  const who =
    type === 'team'
      ? sql`exists (select 1 from teams x where x.id = t.id)`
      : type === 'all'
        ? sql`u.user_type is distinct from 'admin'`
        : sql`u.user_type = ${type === 'coach' ? 'coach' : 'player'}`;
  const rows = rowsOf<{ id: string; xp: number; rank: number }>(
    await database.db.execute(
      sql`select t.id::text as id, t.xp::int as xp, (rank() over (order by t.xp desc))::int as rank
        from (${totals}) t left join ${users} u on u.id = t.id where ${who} order by t.xp desc, t.id`,
    ),
  );
  return new Map(rows.map((r) => [r.id, r])) as Map<string, { id: string; xp: number; rank: number }> & {
    top?: never;
  };
}

/** The teams someone is on (his entry in the teams' ranking is his best team's). */
async function teamsOf(person: Person): Promise<string[]> {
  const res = await database.db.execute(
    sql`select team_id::text as id from team_members where user_id = ${person.user.id}`,
  );
  return rowsOf<{ id: string }>(res).map((r) => r.id);
}

async function expectEveryProcessExact(readers: Person[]) {
  for (const type of TYPES) {
    for (const period of PERIODS) {
      const ranked = await truth(type, period);
      const top = [...ranked.values()].slice(0, LEADERBOARD_SIZE).map((r) => [r.id, r.xp, r.rank]);
      for (let i = 0; i < apps.length; i++) {
        for (const person of readers) {
          const teams = type === 'team' ? await teamsOf(person) : [];
          const got = await board(i, person, type, period);
          const where = `process ${i}, ${type}/${period}, reader ${person.user.nickname}`;
          expect(
            got.items.map((e) => [e.subject.id, e.xp, e.rank]),
            where,
          ).toEqual(top);
          const mine = (type === 'team' ? teams : [person.user.id])
            .map((id) => ranked.get(id))
            .filter((r) => r !== undefined)
            .sort((a, b) => b.xp - a.xp)[0];
          expect(got.me && [got.me.subject.id, got.me.xp, got.me.rank], where).toEqual(
            mine ? [mine.id, mine.xp, mine.rank] : null,
          );
        }
      }
    }
  }
}

const fullLoads = () => apps.map((t) => t.app.ctx.leaderboard.fullLoads);

describe('XP awarded in several processes at once', () => {
  it('is applied in place by every process, which then agree with SQL; none reads a ranking again', async () => {
    const admin = await adminUser(app(0).app);
    // 150 people with XP already, in every kind, with ties: awards below push some of them out of the top 100.
    const background = Array.from({ length: 150 }, (_, i) => ({
      email: `bg${i}@example.test`,
      nickname: `bg_${i}`,
      passwordHash: 'x',
      userType: (['player', 'coach', null, 'team_owner'] as const)[i % 4],
    }));
    const bg = await database.db.insert(users).values(background).returning({ id: users.id });
    await database.db
      .insert(xpTotals)
      .values(bg.map(({ id }, i) => ({ subjectKind: 'user' as const, subjectId: id, xp: 10 * (1 + (i % 75)) })));
    await database.db.insert(xpAwards).values(
      bg
        .filter((_, i) => i % 3 === 0)
        .map(({ id }, i) => ({
          subjectKind: 'user' as const,
          subjectId: id,
          amount: 5 * (1 + (i % 20)),
          sourceId: id,
          createdAt: new Date(),
        })),
    );

    const solo = [100, 150, 230, 310, 470, 50].map((xpReward) => challenge(admin, { xpReward }));
    const coaching = [120, 240, 90].map((xpReward) => challenge(admin, { type: 'coach', xpReward }));
    const forTeams = [200, 300, 700].map((xpReward) =>
      challenge(admin, { type: 'team', metric: 'members_joined', xpReward }),
    );
    const [soloC, coachC, teamC] = await Promise.all([Promise.all(solo), Promise.all(coaching), Promise.all(forTeams)]);
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => onboardedUser(app(i).app, 'player')));
    const coaches = await Promise.all(Array.from({ length: 3 }, (_, i) => onboardedUser(app(i).app, 'coach')));
    const noRole = await registerUser(app(1).app);
    const teams: TeamFixture[] = [await teamsClient(app(0)).teamOf(), await teamsClient(app(1)).teamOf()];
    const recruits = await Promise.all([0, 1].map((i) => onboardedUser(app(i).app, 'player')));
    const readers = [...players, ...coaches, noRole, ...recruits, ...teams.map((f) => f.owner)];

    // Every process reads every ranking once, before any award: from here on they are kept.
    await expectEveryProcessExact(readers);
    const loaded = fullLoads();
    expect(loaded.every((n) => n === TYPES.length * PERIODS.length)).toBe(true);

    // Joins through one process, the posts that complete them through another: the awards happen wherever the
    // outbox runs them, many at once, several for the same person (ties come from equal sums).
    const joins = [
      ...players.map((p, i) => soloC.filter((_, k) => (k + i) % 3 !== 0).map((c) => join(i, p, c))),
      ...coaches.map((p, i) => coachC.filter((_, k) => k !== i).map((c) => join(i + 1, p, c))),
      soloC.slice(0, 3).map((c) => join(2, noRole, c)),
      ...teams.map((f, i) => teamC.filter((_, k) => k !== i).map((c) => join(i, f.owner, c, f.team.id))),
    ].flat();
    await Promise.all(joins);
    const post = (i: number, p: Person) => call(i, 'POST', '/api/posts', p.cookie, { type: 'text', body: 'gg' });
    await Promise.all([
      ...[...players, ...coaches, noRole].map((p, i) => post(i + 1, p)),
      ...teams.map((f, i) => teamsClient(app(i + 1)).addMember(f, recruits[i]!)),
    ]);
    const expectedAwards = 6 * 4 + 3 * 2 + 3 + 2 * 2;
    await vi.waitFor(
      async () => {
        await Promise.all(apps.map((t) => t.app.ctx.events.settled()));
        const [row] = rowsOf<{ n: number }>(
          await database.db.execute(sql`select count(*)::int as n from ${xpAwards} where challenge_id is not null`),
        );
        expect(row!.n).toBe(expectedAwards);
      },
      { timeout: 30_000, interval: 100 },
    );

    // The bus carries each award to every process within moments.
    await vi.waitFor(() => expectEveryProcessExact(readers), { timeout: 15_000, interval: 200 });
    expect(fullLoads()).toEqual(loaded);

    // Someone with XP chooses his role: he enters the players' ranking everywhere, still without a full read.
    const chosen = await call(apps.length - 1, 'POST', '/api/onboarding/role', noRole.cookie, { userType: 'player' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await Promise.all(apps.map((t) => t.app.ctx.events.settled()));
    await vi.waitFor(() => expectEveryProcessExact(readers), { timeout: 15_000, interval: 200 });
    expect((await board(0, noRole, 'individual', 'all')).me).toMatchObject({ subject: { id: noRole.user.id } });
    expect(fullLoads()).toEqual(loaded);
  }, 120_000);

  it('leaves the rankings of every process when an admin is made of someone (a rare change: read again)', async () => {
    const admin = await adminUser(app(0).app);
    const c = await challenge(admin, { xpReward: 10_000 });
    const p = await onboardedUser(app(1).app, 'player');
    await join(1, p, c);
    await call(2, 'POST', '/api/posts', p.cookie, { type: 'text', body: 'gg' });
    const first = async () =>
      Promise.all(apps.map(async (_, i) => (await board(i, admin, 'all', 'all')).items[0]?.subject.id));
    await vi.waitFor(
      async () => {
        await Promise.all(apps.map((t) => t.app.ctx.events.settled()));
        expect(await first()).toEqual(apps.map(() => p.user.id));
      },
      { timeout: 15_000, interval: 100 },
    );
    const before = fullLoads();
    await ensureAdmin(app(apps.length - 1).app.ctx, p.input.email, 'promoted-password-1');
    await vi.waitFor(async () => expect((await first()).includes(p.user.id)).toBe(false), { timeout: 15_000 });
    expect(fullLoads().every((n, i) => n > before[i]!)).toBe(true);
  }, 60_000);
});
