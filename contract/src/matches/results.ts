import { z } from 'zod';
import { Match, MatchGame, MatchGamesInput } from './schemas';

/**
 * Match results: a side submits a score (with a screenshot), the other side approves it or rejects it (a dispute),
 * or nobody answers and it is approved at its deadline. The organizer or an admin settles disputes and may correct
 * any result through `POST /api/matches/{id}/official-result`.
 *
 * Who acts for a side: in a team match the team's owner, its managers and its captain; in a solo match the player.
 */
export const MatchSideKey = z.enum(['a', 'b']);
export type MatchSideKey = z.infer<typeof MatchSideKey>;

const Score = z.number().int().min(0).max(999);

/**
 * `POST /api/matches/{id}/result`: side A's score first, whichever side submits. The screenshot is an upload id.
 * In a series (best of 3, 5, 7) the score is games won: one side reaches the majority, the other stays below it.
 * `games` optionally lists each game in order (map, score): each has a winner, their winners add up to the series
 * score, and none follows the game that decided the series. Bo1: at most one game, whose score is the match's.
 */
export const SubmitResultBody = z.strictObject({
  scoreA: Score,
  scoreB: Score,
  games: MatchGamesInput.optional(),
  screenshotUploadId: z.uuid().optional(),
});
export type SubmitResultBody = z.infer<typeof SubmitResultBody>;

const ResultSide = z.object({ name: z.string(), logoUrl: z.string().nullable() });

/**
 * `GET /api/matches/{id}/pending-result`: exactly spec §3's fields. `homeTeam` is side A and `awayTeam` side B
 * (in a solo match: the players, with their avatars). `screenshotUrl` follows spec §5's path rule on the client.
 */
export const PendingMatchResult = z.object({
  homeTeam: ResultSide,
  awayTeam: ResultSide,
  submittedScoreA: z.number().int(),
  submittedScoreB: z.number().int(),
  submittedBy: z.object({ nickname: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  resultSubmittedAt: z.string(),
  screenshotUrl: z.string().nullable(),
  approvalDeadline: z.string(),
});
export type PendingMatchResult = z.infer<typeof PendingMatchResult>;

/** `POST /api/matches/{id}/approve-result` (spec §7): `true` makes the result final, `false` opens a dispute. */
export const ApproveResultBody = z.strictObject({ approved: z.boolean() });
export type ApproveResultBody = z.infer<typeof ApproveResultBody>;
export const ApproveResultResponse = z.object({ outcome: z.enum(['approved', 'disputed']), match: Match });
export type ApproveResultResponse = z.infer<typeof ApproveResultResponse>;

/** `POST /api/matches/{id}/evidence`: a side's comment and/or screenshot while a result waits or is disputed. */
export const MATCH_EVIDENCE_PER_SIDE = 10;
export const EvidenceBody = z
  .strictObject({
    comment: z.string().trim().max(1000).optional(),
    screenshotUploadId: z.uuid().optional(),
  })
  .refine((b) => Boolean(b.comment) || b.screenshotUploadId !== undefined, {
    message: 'evidence_empty',
    path: ['comment'],
  });
export type EvidenceBody = z.infer<typeof EvidenceBody>;

/**
 * What happened to a match, oldest first: submissions and their answers, evidence, the organizer's settlements
 * and corrections (who and when). `actor` is null for the system (an approval at the deadline).
 */
export const MatchEventKind = z.enum([
  'result_submitted',
  'result_approved',
  'result_auto_approved',
  'result_rejected',
  'evidence_added',
  'dispute_resolved',
  'result_corrected',
  'official_result',
  /**
   * The organizer gave the match to one side, a side took the win by forfeit after the other did not check in (`side`
   * is the taker's), or the other side withdrew or was disqualified (actor null).
   */
  'walkover',
]);
export type MatchEventKind = z.infer<typeof MatchEventKind>;

export const MatchHistoryEntry = z.object({
  id: z.string(),
  kind: MatchEventKind,
  at: z.string(),
  actor: z
    .object({
      id: z.string(),
      nickname: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  /** The side the actor acted for (null: the organizer, an admin or the system). */
  side: MatchSideKey.nullable(),
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  /** The games that came with the score (a submission, its answer, an official result), in order; else empty. */
  games: z.array(MatchGame),
  comment: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
});
export type MatchHistoryEntry = z.infer<typeof MatchHistoryEntry>;
export const MatchHistory = z.object({ items: z.array(MatchHistoryEntry) });
export type MatchHistory = z.infer<typeof MatchHistory>;

/** The match's open submission, for its page: who submitted and until when the other side may answer. */
export const MatchSubmission = z.object({
  side: MatchSideKey,
  approvalDeadline: z.string(),
});
export type MatchSubmission = z.infer<typeof MatchSubmission>;

/** Bounds of the site setting `matchResultApprovalMinutes` (default one day). */
export const MATCH_RESULT_APPROVAL_MINUTES = { default: 24 * 60, min: 1, max: 7 * 24 * 60 } as const;
