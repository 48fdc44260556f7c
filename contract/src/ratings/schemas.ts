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

/** Whether a rated result counts (in the ratings and the verified record) or was voided by an admin. */
export const AdminResultStatus = z.enum(['counted', 'voided']);
export type AdminResultStatus = z.infer<typeof AdminResultStatus>;

/** `GET /api/admin/results`: the rated results, newest rated first; by game, status and a side's or event's name. */
export const AdminResultsQuery = pageQuery.extend({
  game: Game.optional(),
  status: AdminResultStatus.optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminResultsQuery = z.infer<typeof AdminResultsQuery>;

/** A side of a rated result: a team (its slug) or a person (the nickname), as the match showed it. */
export const AdminResultSide = z.object({
  kind: RatingSubjectKind,
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type AdminResultSide = z.infer<typeof AdminResultSide>;

/** One rated result in the admin area: what it was, how many ratings it moved, and its void if it has one. */
export const AdminResult = z.object({
  matchId: z.string(),
  game: Game,
  scoreA: z.number().int(),
  scoreB: z.number().int(),
  playedAt: z.string(),
  /** The tournament or league it was played in; null once that was deleted. */
  event: z.object({ kind: z.enum(['tournament', 'league']), id: z.string(), name: z.string() }).nullable(),
  /** Null where the side (its team or person) no longer exists. */
  sideA: AdminResultSide.nullable(),
  sideB: AdminResultSide.nullable(),
  /** How many ratings (teams and players) the result moved. */
  rated: z.number().int(),
  status: AdminResultStatus,
  voided: z
    .object({
      at: z.string(),
      by: z.object({ id: z.string(), nickname: z.string() }).nullable(),
      reason: z.string(),
    })
    .nullable(),
});
export type AdminResult = z.infer<typeof AdminResult>;
export const AdminResultPage = page(AdminResult);
export type AdminResultPage = z.infer<typeof AdminResultPage>;

export const AdminResultParams = z.object({ matchId: z.string().max(100) });

/** `POST /api/admin/results/{matchId}/void`: why it no longer counts (the audit log keeps it). */
export const VoidResultBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });
export type VoidResultBody = z.infer<typeof VoidResultBody>;
