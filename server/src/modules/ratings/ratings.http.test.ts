import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingLeaderboard, RatingList, displayRating, type Game } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { teamsClient, type Person } from '../teams/test-kit';
import { rateResult } from './ratings.service';

let t: TestApp;
let c: ReturnType<typeof teamsClient>;
let people: Person[];

/** A played solo result in `game` between two people, through the rating function the results use. */
const played = (game: Game, a: Person, b: Person, scoreA: number, scoreB: number) =>
  t.app.ctx.db.transaction((tx) =>
    rateResult(
      tx,
      t.app.ctx.events,
      game,
      {
        id: randomUUID(),
        teamAId: null,
        teamBId: null,
        userAId: a.user.id,
        userBId: b.user.id,
        aBye: false,
        bBye: false,
      },
      scoreA,
      scoreB,
      new Date(),
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  c = teamsClient(t);
  people = [];
  for (let i = 0; i < 5; i++) people.push(await c.player());
  // tft: p0 beats everyone, p1 beats p2..p4, …; lol: one game, so p0 and p1 are provisional there.
  for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) await played('tft', people[i]!, people[j]!, 1, 0);
  await played('lol', people[0]!, people[1]!, 1, 1);
});
afterAll(() => t.close());

describe('GET /api/users/:id/ratings', () => {
  it('lists the person’s rating per game (most played first) with its history, in the contract’s shape', async () => {
    const [p0] = people;
    const res = await c.call('GET', `/api/users/${p0!.user.id}/ratings`, people[3]!.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = RatingList.parse(res.json());
    expect(body.items.map((r) => r.game)).toEqual(['tft', 'lol']);
    const [tft, lol] = body.items;
    expect(tft).toMatchObject({ games: 4, provisional: true, rating: displayRating(tft!.mu, tft!.sigma) });
    expect(tft!.history).toHaveLength(4);
    // Four wins: the line only climbs, and ends at the rating.
    const line = tft!.history.map((h) => h.rating);
    expect([...line].sort((x, y) => x - y)).toEqual(line);
    expect(line.at(-1)).toBe(tft!.rating);
    expect(lol).toMatchObject({ games: 1, provisional: true });
  });

  it('is empty for someone never rated, 404 for nobody, 401 signed out', async () => {
    const fresh = await c.player();
    expect((await c.call('GET', `/api/users/${fresh.user.id}/ratings`, fresh.cookie)).json()).toEqual({ items: [] });
    expect((await c.call('GET', `/api/users/${randomUUID()}/ratings`, fresh.cookie)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/users/not-a-uuid/ratings`, fresh.cookie)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/users/${fresh.user.id}/ratings`)).statusCode).toBe(401);
  });
});

describe('GET /api/teams/:teamId/ratings', () => {
  it('is empty for a team never rated and 404 for an unknown team', async () => {
    const f = await c.teamOf();
    const res = await c.call('GET', `/api/teams/${f.team.id}/ratings`, f.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    const unknown = await c.call('GET', `/api/teams/${randomUUID()}/ratings`, f.owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('team_not_found');
  });
});

describe('GET /api/ratings/leaderboard', () => {
  it('ranks a game’s players by conservative rating, page by page, each once', async () => {
    const viewer = people[4]!.cookie;
    const first = await c.call('GET', '/api/ratings/leaderboard?game=tft&limit=2', viewer);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = RatingLeaderboard.parse(first.json());
    expect(page1.items.map((e) => [e.rank, e.subject.id])).toEqual([
      [1, people[0]!.user.id],
      [2, people[1]!.user.id],
    ]);
    expect(page1.items[0]!.subject).toMatchObject({ kind: 'user', nickname: people[0]!.user.nickname });
    expect(page1.nextCursor).not.toBeNull();
    const all = await c.allPages<RatingLeaderboard['items'][number]>('/api/ratings/leaderboard?game=tft', viewer, 2);
    expect(all.map((e) => e.subject.id)).toEqual(people.map((p) => p.user.id));
    expect(all.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    const ratings = all.map((e) => e.rating);
    expect([...ratings].sort((x, y) => y - x)).toEqual(ratings);
  });

  it('a draw ties the two players on one rank; teams of a game with none rated give an empty page', async () => {
    const viewer = people[0]!.cookie;
    const lol = RatingLeaderboard.parse(
      (await c.call('GET', '/api/ratings/leaderboard?game=lol&limit=1', viewer)).json(),
    );
    expect(lol.items[0]!.rank).toBe(1);
    const next = RatingLeaderboard.parse(
      (await c.call('GET', `/api/ratings/leaderboard?game=lol&limit=1&cursor=${lol.nextCursor}`, viewer)).json(),
    );
    expect(next.items[0]).toMatchObject({ rank: 1, provisional: true });
    expect(next.nextCursor).toBeNull();
    const teams = await c.call('GET', '/api/ratings/leaderboard?game=lol&kind=team', viewer);
    expect(teams.json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses an unknown game, a broken cursor and a signed-out reader', async () => {
    const viewer = people[0]!.cookie;
    expect((await c.call('GET', '/api/ratings/leaderboard?game=chess', viewer)).statusCode).toBe(400);
    expect((await c.call('GET', '/api/ratings/leaderboard', viewer)).statusCode).toBe(400);
    const broken = await c.call('GET', '/api/ratings/leaderboard?game=tft&cursor=abc', viewer);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ code: string }>().code).toBe('invalid_cursor');
    expect((await c.call('GET', '/api/ratings/leaderboard?game=tft')).statusCode).toBe(401);
  });
});
