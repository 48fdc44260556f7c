import { eq } from 'drizzle-orm';
import type { Game } from '@esn/contract';
import type { TestApp } from '../../../test/helper';
import { ratings } from '../../db/schema/index';
import { replay, subjectKey } from './rating-math';
import { rateResult } from './ratings.service';

/** A solo match between two made-up players (ratings keep no foreign key to people: the arithmetic alone). */
export const soloMatch = (id: string, a: string, b: string) => ({
  id,
  teamAId: null,
  teamBId: null,
  userAId: a,
  userBId: b,
  aBye: false,
  bBye: false,
});
export type SoloMatch = ReturnType<typeof soloMatch>;

/** A played solo result: the match and its (latest) score. */
export type SoloResult = { match: SoloMatch; scoreA: number; scoreB: number };

/** What a replay of these solo results, in this order, makes of their game. */
export const replaySolos = (played: SoloResult[]) =>
  replay(
    played.map((p) => ({
      matchId: p.match.id,
      scoreA: p.scoreA,
      scoreB: p.scoreB,
      subjects: [
        { kind: 'user', id: p.match.userAId, side: 'a' },
        { kind: 'user', id: p.match.userBId, side: 'b' },
      ],
    })),
  );

/** Rating a result and reading a game's ratings back, on the test app's database. */
export function ratingsKit(t: TestApp) {
  const rate = (game: string, match: SoloMatch, scoreA: number, scoreB: number) =>
    t.app.ctx.db.transaction((tx) => rateResult(tx, t.app.ctx.events, game as Game, match, scoreA, scoreB, new Date()));

  /** Everything a game's ratings hold, keyed by subject. */
  async function stored(game: string) {
    const rows = await t.app.ctx.db
      .select()
      .from(ratings)
      .where(eq(ratings.game, game as Game));
    return new Map(
      rows.map((r) => [subjectKey(r.subjectKind, r.subjectId), { mu: r.mu, sigma: r.sigma, games: r.games }]),
    );
  }

  return { rate, stored };
}
