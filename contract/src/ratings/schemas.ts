import { z } from 'zod';
import { page, pageQuery } from '../common';
import { ChallengeSubject } from '../challenges/schemas';
import { Game } from '../teams/schemas';

export const RatingSubjectKind = z.enum(['user', 'team']);
export type RatingSubjectKind = z.infer<typeof RatingSubjectKind>;

/** One rated match in a subject's history: the rating after it (display scale), and when it was played. */
export const RatingPoint = z.object({ at: z.string(), rating: z.number().int(), matchId: z.string() });
export type RatingPoint = z.infer<typeof RatingPoint>;

/**
 * A subject's rating in one game: `rating` is the familiar number (see `displayRating`), `mu`/`sigma` the model's
 * values; `provisional` until `RATING_PROVISIONAL_GAMES` rated games; `history` the latest points, oldest first.
 */
export const GameRating = z.object({
  game: Game,
  rating: z.number().int(),
  mu: z.number(),
  sigma: z.number(),
  games: z.number().int(),
  provisional: z.boolean(),
  history: z.array(RatingPoint),
});
export type GameRating = z.infer<typeof GameRating>;

/** `GET /api/users/:id/ratings`, `GET /api/teams/:teamId/ratings`: one entry per game rated, most games first. */
export const RatingList = z.object({ items: z.array(GameRating) });
export type RatingList = z.infer<typeof RatingList>;

export const RatingLeaderboardQuery = pageQuery.extend({ game: Game, kind: RatingSubjectKind.default('user') });
export type RatingLeaderboardQuery = z.infer<typeof RatingLeaderboardQuery>;

export const RatingLeaderboardEntry = z.object({
  rank: z.number().int(),
  subject: ChallengeSubject,
  rating: z.number().int(),
  games: z.number().int(),
  provisional: z.boolean(),
});
export type RatingLeaderboardEntry = z.infer<typeof RatingLeaderboardEntry>;

/** `GET /api/ratings/leaderboard?game=&kind=`: highest conservative rating first, cursor paginated. */
export const RatingLeaderboard = page(RatingLeaderboardEntry);
export type RatingLeaderboard = z.infer<typeof RatingLeaderboard>;

/** A minimum rating on the display scale (see ratings/scale.ts). */
export const RatingParam = z.coerce.number().int().min(0).max(10_000);
/** A rating filter or sort reads the rating of one game: the query must name it. */
export const ratingNeedsGame = (q: { game?: string; minRating?: number; sort?: string }) =>
  q.game !== undefined || (q.minRating === undefined && q.sort !== 'rating');
