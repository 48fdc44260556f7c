import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, RatingList, User } from '@esn/contract';
import { adminUser, createTestApp, type TestApp } from '../../../test/helper';
import { ratedMatches, ratingChanges, ratings } from '../../db/schema/index';
import { resultsClient } from '../matches/results-kit';
import { replay, subjectKey, type RatingEntry } from './rating-math';
import { rateResult, restoreResult, voidResult } from './ratings.service';
import { ratingsKit, replaySolos, soloMatch, type SoloResult } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;
let rate: ReturnType<typeof ratingsKit>['rate'];
let stored: ReturnType<typeof ratingsKit>['stored'];
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
  ({ rate, stored } = ratingsKit(t));
  admin = (await adminUser(t.app)).user;
});
afterAll(() => t.close());

const ratingsOf = async (path: string, cookie: string): Promise<RatingList['items']> => {
  const res = await c.call('GET', path, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RatingList>().items;
};

const changesOf = (matchId: string) =>
  t.app.ctx.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, matchId));

describe('rating a result', () => {
  it('an approved team result rates both teams and their rosters (coaches aside) once, winner up', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const mate = await c.player();
    const coach = await c.coach();
    await c.addMember(a, mate, 'player');
    await c.addMember(a, coach, 'coach');
    await c.submitted(a.owner, match.id, 2, 0);
    expect((await c.decide(b.owner, match.id, true)).statusCode).toBe(200);

    const changes = await changesOf(match.id);
    expect(changes.map((r) => `${r.subjectKind}:${r.side}`).sort()).toEqual(
      ['team:a', 'team:b', 'user:a', 'user:a', 'user:b'].sort(),
    );
    expect(changes.some((r) => r.subjectId === coach.user.id)).toBe(false);
    const [teamA] = await ratingsOf(`/api/teams/${a.team.id}/ratings`, organizer.cookie);
    const [teamB] = await ratingsOf(`/api/teams/${b.team.id}/ratings`, organizer.cookie);
    expect(teamA).toMatchObject({ game: 'valorant', games: 1, provisional: true });
    expect(teamA!.rating).toBeGreaterThan(teamB!.rating);
    expect(teamA!.history).toHaveLength(1);
    expect(teamA!.history[0]).toMatchObject({ matchId: match.id, rating: teamA!.rating });
    const [mateRating] = await ratingsOf(`/api/users/${mate.user.id}/ratings`, mate.cookie);
    expect(mateRating).toMatchObject({ game: 'valorant', games: 1 });
    expect(await ratingsOf(`/api/users/${coach.user.id}/ratings`, coach.cookie)).toEqual([]);

    // The same result again (a retried approval, a repeated settlement) rates nobody a second time.
    const row = (await t.app.ctx.db.select().from(ratedMatches).where(eq(ratedMatches.matchId, match.id)))[0]!;
    await t.app.ctx.db.transaction((tx) =>
      rateResult(
        tx,
        t.app.ctx.events,
        'valorant',
        { ...soloMatch(match.id, a.owner.user.id, b.owner.user.id), teamAId: a.team.id, teamBId: b.team.id },
        2,
        0,
        new Date(),
      ),
    );
    expect(await changesOf(match.id)).toHaveLength(5);
    expect((await ratingsOf(`/api/teams/${a.team.id}/ratings`, organizer.cookie))[0]!.games).toBe(1);
    expect((await t.app.ctx.db.select().from(ratedMatches).where(eq(ratedMatches.matchId, match.id)))[0]).toEqual(row);
  });

  it('a solo result rates the two players and no team', async () => {
    const host = await c.player();
    const solo = await c.host(host, { participantKind: 'solo', game: 'fc', maxParticipants: 2 });
    const [p1, p2] = [await c.player(), await c.player()];
    for (const p of [p1, p2])
      expect((await c.call('POST', `/api/tournaments/${solo.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${solo.id}/bracket`, host.cookie)).statusCode).toBe(201);
    const final = (await c.matchesOf(solo.id, host.cookie)).find((m) => m.status === 'ready')!;
    expect((await c.official(host, final.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
    const changes = await changesOf(final.id);
    expect(changes.map((r) => r.subjectKind)).toEqual(['user', 'user']);
    const winnerId = final.a!.participant!.userId!;
    const loserId = final.b!.participant!.userId!;
    const [w] = await ratingsOf(`/api/users/${winnerId}/ratings`, host.cookie);
    const [l] = await ratingsOf(`/api/users/${loserId}/ratings`, host.cookie);
    expect(w).toMatchObject({ game: 'fc', games: 1 });
    expect(w!.rating).toBeGreaterThan(l!.rating);
  });

  it('a result final before the ratings existed is rated by the backfill, once', async () => {
    const host = await c.player();
    const solo = await c.host(host, { participantKind: 'solo', game: 'pubg', maxParticipants: 2 });
    const [p1, p2] = [await c.player(), await c.player()];
    for (const p of [p1, p2])
      expect((await c.call('POST', `/api/tournaments/${solo.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${solo.id}/bracket`, host.cookie)).statusCode).toBe(201);
    const final = (await c.matchesOf(solo.id, host.cookie)).find((m) => m.status === 'ready')!;
    expect((await c.official(host, final.id, { scoreA: 0, scoreB: 1 })).statusCode).toBe(200);
    const live = await stored('pubg');
    // As if the result predated the ratings: its history and the ratings it made are gone.
    await t.app.ctx.db.delete(ratedMatches).where(eq(ratedMatches.matchId, final.id));
    await t.app.ctx.db.delete(ratings).where(eq(ratings.game, 'pubg'));
    expect(await t.app.ctx.work.runAll('ratings-backfill')).toBeGreaterThanOrEqual(1);
    expect(await stored('pubg')).toEqual(live);
    expect(await changesOf(final.id)).toHaveLength(2);
    expect(await t.app.ctx.work.runAll('ratings-backfill')).toBe(0);
    expect(await changesOf(final.id)).toHaveLength(2);
  });

  it('a walkover rates nobody: no game was played', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const res = await c.call('POST', `/api/matches/${match.id}/walkover`, organizer.cookie, { winner: 'a' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.detail(organizer, match.id)).match.status).toBe('completed');
    expect(await changesOf(match.id)).toEqual([]);
    // Nor does the backfill of results older than the ratings take it for one.
    expect(await t.app.ctx.work.runAll('ratings-backfill')).toBe(0);
    expect(await changesOf(match.id)).toEqual([]);
    expect(await ratingsOf(`/api/teams/${a.team.id}/ratings`, organizer.cookie)).toEqual([]);
    expect(await ratingsOf(`/api/users/${b.owner.user.id}/ratings`, organizer.cookie)).toEqual([]);
  });

  it('a corrected result recomputes the game: the numbers equal a replay of the history with the new score', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const semis = (await c.matchesOf(tour.id, organizer.cookie)).filter((m) => m.status === 'ready');
    expect(semis).toHaveLength(2);
    for (const m of semis) expect((await c.official(organizer, m.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
    const [first] = semis;
    const before = await stored('valorant');
    // The first semi's score is corrected to a win for B, while the final has no result yet.
    const fixed = await c.official(organizer, first!.id, { scoreA: 0, scoreB: 1 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after = await stored('valorant');
    expect(after).not.toEqual(before);

    const history = await t.app.ctx.db.select().from(ratedMatches).where(eq(ratedMatches.game, 'valorant'));
    expect(history.find((h) => h.matchId === first!.id)).toMatchObject({ scoreA: 0, scoreB: 1 });
    const changes = await t.app.ctx.db.select().from(ratingChanges).where(eq(ratingChanges.game, 'valorant'));
    const entries: RatingEntry[] = history
      .sort((x, y) => x.seq - y.seq)
      .map((h) => ({
        matchId: h.matchId,
        scoreA: h.scoreA,
        scoreB: h.scoreB,
        subjects: changes
          .filter((ch) => ch.matchId === h.matchId)
          .map((ch) => ({ kind: ch.subjectKind, id: ch.subjectId, side: ch.side })),
      }));
    expect(after).toEqual(replay(entries).skills);
    const a = teamOf(first!.a!.participant!.teamId);
    const [ra] = await ratingsOf(`/api/teams/${a.team.id}/ratings`, organizer.cookie);
    expect(ra!.games).toBe(1);
    expect(ra!.rating).toBeLessThan(1000);
  });

  it('two approvals of different matches at once are both counted', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const semis = (await c.matchesOf(tour.id, organizer.cookie)).filter((m) => m.status === 'ready');
    for (const m of semis) await c.submitted(teamOf(m.a!.participant!.teamId).owner, m.id, 1, 0);
    const answers = await Promise.all(semis.map((m) => c.decide(teamOf(m.b!.participant!.teamId).owner, m.id, true)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rated = await t.app.ctx.db
      .select()
      .from(ratedMatches)
      .where(
        inArray(
          ratedMatches.matchId,
          semis.map((m) => m.id),
        ),
      );
    expect(rated).toHaveLength(2);
    const teams = await t.app.ctx.db
      .select()
      .from(ratings)
      .where(
        and(
          eq(ratings.subjectKind, 'team'),
          inArray(
            ratings.subjectId,
            semis.flatMap((m) => [m.a!.participant!.teamId!, m.b!.participant!.teamId!]),
          ),
        ),
      );
    expect(teams).toHaveLength(4);
    expect(teams.every((r) => r.games === 1)).toBe(true);
  });

  it('results sharing a player, rated at once in two transactions, both count for him', async () => {
    const game = `race-${randomUUID()}`;
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const m1 = soloMatch(randomUUID(), u1, u2);
    const m2 = soloMatch(randomUUID(), u1, u3);
    await Promise.all([rate(game, m1, 1, 0), rate(game, m2, 1, 0)]);
    const got = await stored(game);
    expect(got.get(subjectKey('user', u1))!.games).toBe(2);
    const order = await t.app.ctx.db
      .select()
      .from(ratedMatches)
      .where(eq(ratedMatches.game, game as Game));
    const bySeq = order.sort((x, y) => x.seq - y.seq).map((h) => (h.matchId === m1.id ? m1 : m2));
    const expected = replaySolos(bySeq.map((match) => ({ match, scoreA: 1, scoreB: 0 })));
    expect(got).toEqual(expected.skills);
  });
});

describe('a recompute from history', () => {
  it('gives exactly the ratings kept live through any sequence of results, corrections, voids and restores', async () => {
    const players = Array.from({ length: 5 }, () => randomUUID());
    const op = fc.record({
      // A new result between two players, a correction of the k-th result so far, or its void (or restore).
      kind: fc.constantFrom('play', 'correct', 'toggle'),
      k: fc.nat(),
      a: fc.nat({ max: 4 }),
      b: fc.nat({ max: 4 }),
      scoreA: fc.nat({ max: 3 }),
      scoreB: fc.nat({ max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const game = `prop-${randomUUID()}`;
        const played: (SoloResult & { voided: boolean })[] = [];
        for (const o of ops) {
          const p = played[o.k % Math.max(1, played.length)];
          if (o.kind === 'correct' && p) {
            Object.assign(p, { scoreA: o.scoreA, scoreB: o.scoreB });
            await rate(game, p.match, o.scoreA, o.scoreB);
          } else if (o.kind === 'toggle' && p) {
            if (p.voided) await restoreResult(t.app.ctx, admin, p.match.id);
            else await voidResult(t.app.ctx, admin, p.match.id, 'property');
            p.voided = !p.voided;
          } else if (o.a !== o.b) {
            const next = {
              match: soloMatch(randomUUID(), players[o.a]!, players[o.b]!),
              scoreA: o.scoreA,
              scoreB: o.scoreB,
              voided: false,
            };
            played.push(next);
            await rate(game, next.match, next.scoreA, next.scoreB);
          }
        }
        const counting = played.filter((p) => !p.voided);
        const fromScratch = replaySolos(counting);
        expect(await stored(game)).toEqual(fromScratch.skills);
        // Every counting match's before/after in the history is the replay's too.
        for (const p of counting) {
          const rows = await changesOf(p.match.id);
          for (const r of rows) {
            const want = fromScratch.changes.get(p.match.id)!.find((ch) => ch.id === r.subjectId)!;
            expect([r.muBefore, r.sigmaBefore, r.muAfter, r.sigmaAfter]).toEqual([
              want.before.mu,
              want.before.sigma,
              want.after.mu,
              want.after.sigma,
            ]);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
