import { z } from 'zod';
import { Game } from '../teams/schemas';

/**
 * One match, whatever it belongs to: a tournament's bracket, a Swiss round or a league week. Results, approval and
 * disputes (the next feature) act on the same record.
 *
 * - `pending`: a side is not known yet (waits for an earlier match);
 * - `ready`: both sides known, no result;
 * - `in_progress`: started;
 * - `awaiting_approval` / `disputed`: a result was submitted and waits for the other side (results feature);
 * - `completed`: final (`winner` set, or `draw`); a BYE is completed at once with the present side winning;
 * - `cancelled`: not played (its tournament was cancelled).
 */
export const MatchStatus = z.enum([
  'pending',
  'ready',
  'in_progress',
  'awaiting_approval',
  'disputed',
  'completed',
  'cancelled',
]);
export type MatchStatus = z.infer<typeof MatchStatus>;
export const MatchWinner = z.enum(['a', 'b', 'draw']);
export type MatchWinner = z.infer<typeof MatchWinner>;
/** Which part of a bracket a match is in. `single`: a single-elimination bracket. */
export const BracketGroupKind = z.enum([
  'single',
  'winners',
  'losers',
  'grand_final',
  'round_robin',
  'swiss',
  'league',
]);
export type BracketGroupKind = z.infer<typeof BracketGroupKind>;

/** Who plays on one side: a tournament registration (team or solo player) or a league team. */
export const MatchParticipant = z.object({
  /** The tournament registration id; for league matches the team id. */
  id: z.string(),
  /** The team's id for team events, null for a solo player. */
  teamId: z.string().nullable(),
  /** The player's id for a solo event, null for a team. */
  userId: z.string().nullable(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** `/team/{slug}` or `/profile/{nickname}` link target: the team slug or the player's nickname. */
  slug: z.string().nullable(),
  seed: z.number().int().nullable(),
});
export type MatchParticipant = z.infer<typeof MatchParticipant>;

/**
 * One side of a match. `participant: null` means "to be decided" (the winner or loser of an earlier match);
 * a side that is itself `null` in {@link Match} is a BYE (nobody will ever play there).
 */
export const MatchSide = z.object({
  participant: MatchParticipant.nullable(),
  score: z.number().int().nullable(),
  result: z.enum(['win', 'loss', 'draw']).nullable(),
});
export type MatchSide = z.infer<typeof MatchSide>;

/** Where a match sits, for labels ("Quarter-finals · Match 3", "Losers final" or "Week 4"). */
export const MatchPosition = z.object({
  stage: z.number().int(),
  groupKind: BracketGroupKind,
  group: z.number().int(),
  round: z.number().int(),
  number: z.number().int(),
  /**
   * Rounds of the match's group so far (all of an elimination tree's from the draw): with `round`, what names a
   * round the way the bracket does ("Quarter-finals" is the third round from the end).
   */
  rounds: z.number().int(),
});
export type MatchPosition = z.infer<typeof MatchPosition>;

/**
 * Match length: a best-of series of 1, 3, 5 or 7 games. The organizer sets one for the event and one for the final
 * (the single-elimination final, the double-elimination grand final). Bo1: the score is the game's own score (e.g.
 * rounds 13–9); longer: the score is the series, games won by each side, and the winner is who won more than half.
 */
export const BEST_OF = [1, 3, 5, 7] as const;
export const BestOf = z.literal(BEST_OF);
export type BestOf = z.infer<typeof BestOf>;
/** Games a side needs to win a series of `bestOf`. */
export const gamesToWin = (bestOf: number) => Math.floor(bestOf / 2) + 1;

export const MATCH_GAME_MAP_MAX = 60;
/** One game of a series as reported: the map (or mode) and its score, side A's first. */
export const MatchGame = z.object({
  map: z.string().nullable(),
  scoreA: z.number().int(),
  scoreB: z.number().int(),
});
export type MatchGame = z.infer<typeof MatchGame>;
/** A game in a report; its map is optional. */
export const MatchGameInput = z.strictObject({
  map: z.string().trim().max(MATCH_GAME_MAP_MAX).optional(),
  scoreA: z.number().int().min(0).max(999),
  scoreB: z.number().int().min(0).max(999),
});
export type MatchGameInput = z.infer<typeof MatchGameInput>;
export const MatchGamesInput = z.array(MatchGameInput).max(Math.max(...BEST_OF));

export const MatchContext = z.object({
  kind: z.enum(['tournament', 'league']),
  id: z.string(),
  name: z.string(),
  game: Game,
});

export const Match = z.object({
  id: z.string(),
  context: MatchContext,
  position: MatchPosition,
  /** `null` is a BYE. */
  a: MatchSide.nullable(),
  b: MatchSide.nullable(),
  status: MatchStatus,
  winner: MatchWinner.nullable(),
  /** The series length; `a.score`/`b.score` are games won when it is above 1. */
  bestOf: z.number().int(),
  /** The games of the final result, in order, when they were reported (else empty). */
  games: z.array(MatchGame),
  scheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  resultApprovedAt: z.string().nullable(),
});
export type Match = z.infer<typeof Match>;

/** `GET /api/matches/{id}`: the match, its open submission and what the reader may do with it. */
export const MatchDetail = z.object({
  match: Match,
  /**
   * An admin voided this match's rated result: the score and the bracket stand, but it counts neither for ratings nor
   * in the players' verified records.
   */
  resultVoided: z.boolean(),
  /** The result waiting for the other side's answer (status `awaiting_approval`), if any, with its games. */
  submission: z
    .object({
      side: z.enum(['a', 'b']),
      approvalDeadline: z.string(),
      scoreA: z.number().int(),
      scoreB: z.number().int(),
      games: z.array(MatchGame),
    })
    .nullable(),
  viewer: z.object({
    /**
     * The organizer of the tournament or league, or an admin: may set the official result, which also settles a
     * dispute or corrects a final result. Not an organizer who acts for a side of the match (owner, manager or
     * captain of one of its teams, or its solo player): `POST …/official-result` answers them 403 `organizer_is_side`.
     */
    canRecordResult: z.boolean(),
    /** Which side the reader plays for (team member or the solo player), if any. */
    side: z.enum(['a', 'b']).nullable(),
    /** The side the reader may act for (owner, manager or captain of its team; the solo player). */
    actsFor: z.enum(['a', 'b']).nullable(),
    /** May submit a result now (acts for a side, the match is ready and nothing is pending). */
    canSubmitResult: z.boolean(),
    /** May approve or reject the open submission (acts for the other side, before its deadline). */
    canDecideResult: z.boolean(),
    /** May add evidence (acts for a side while a result waits or is disputed). */
    canAddEvidence: z.boolean(),
    /**
     * When the sides may report a result, if that is still ahead (the match's scheduled time, unless the organizer
     * allows early results); null when they may now.
     */
    resultsOpenAt: z.string().nullable(),
    /** The organizer (not a side) or an admin may give the match to one side as a walkover now. */
    canAwardWalkover: z.boolean(),
  }),
});
export type MatchDetail = z.infer<typeof MatchDetail>;

export const MatchIdParams = z.object({ id: z.string().max(100) });
export const MatchList = z.object({ items: z.array(Match) });
export type MatchList = z.infer<typeof MatchList>;

/**
 * `POST /api/matches/{id}/official-result`: the organizer or an admin sets the final score. Elimination matches
 * need a winner (no draw). It advances the bracket, the league table and team statistics.
 */
export const OfficialResultBody = z.strictObject({
  scoreA: z.number().int().min(0).max(999),
  scoreB: z.number().int().min(0).max(999),
  /** Optional: each game of the series (see {@link SubmitResultBody}). */
  games: MatchGamesInput.optional(),
  /** Why (shown in the match's history): the reason of a settlement or a correction. */
  note: z.string().trim().max(500).optional(),
});
export type OfficialResultBody = z.infer<typeof OfficialResultBody>;

/**
 * `POST /api/matches/{id}/walkover`: the organizer or an admin gives a match without a result to `winner` (the other
 * side did not show, withdrew or is gone). The winner's score is the games needed to win (1–0 in a Bo1).
 */
export const WalkoverBody = z.strictObject({
  winner: z.enum(['a', 'b']),
  note: z.string().trim().max(500).optional(),
});
export type WalkoverBody = z.infer<typeof WalkoverBody>;

/** `GET /api/me/matches?scope=upcoming|recent`: the dashboard's card; matches of the reader's teams or solo entries. */
export const MyMatchesQuery = z.object({
  scope: z.enum(['upcoming', 'recent']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * A row of a round-robin, Swiss or league table. Points: win 3, draw 1, loss 0. Ties: head-to-head points among the
 * tied, then score difference, then scores for (Swiss: the opponents' points, Buchholz, before head-to-head). In a
 * best-of series the score is games won, so the difference is the game differential; last come the reported games'
 * own scores (rounds or goals: `gameScoreDifference`), then the seed.
 */
export const StandingRow = z.object({
  rank: z.number().int(),
  participant: MatchParticipant,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scoreFor: z.number().int(),
  scoreAgainst: z.number().int(),
  difference: z.number().int(),
  /** Sum of the reported games' score differences (rounds, goals) in series with games; 0 without. */
  gameScoreDifference: z.number().int(),
  points: z.number().int(),
});
export type StandingRow = z.infer<typeof StandingRow>;
