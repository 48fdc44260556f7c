import { z } from 'zod';
import { MatchSideKey } from '../matches/results';

/** How long before a scheduled match its check-in opens. */
export const CHECK_IN_OPENS_MINUTES = 15;
/** The organizer's grace after the scheduled time, in minutes (the default is 10). */
export const CHECK_IN_GRACE = { min: 0, max: 120, default: 10 } as const;

/** The per-event check-in settings (tournaments and leagues carry them; the organizer sets them in the edit form). */
export const MatchCheckInSettings = z.object({
  /** Each match asks its sides to check in, from 15 minutes before its time until the grace ends. */
  matchCheckInEnabled: z.boolean(),
  matchCheckInGraceMinutes: z.number().int().min(CHECK_IN_GRACE.min).max(CHECK_IN_GRACE.max),
  /** When the grace ends with exactly one side checked in, that side may take the win by forfeit. */
  forfeitNoShow: z.boolean(),
});
export type MatchCheckInSettings = z.infer<typeof MatchCheckInSettings>;

/**
 * What the clock decided at the end of the grace: `offered` (one side checked in; it may take the win), `accepted`,
 * `declined` (the match stays open for the organizer), `no_show` (the organizer was told), `both` (both came).
 */
export const NoShowOutcome = z.enum(['offered', 'accepted', 'declined', 'no_show', 'both']);
export type NoShowOutcome = z.infer<typeof NoShowOutcome>;

export const CheckInSide = z.object({
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
});

/**
 * `GET /api/matches/{id}/check-in`: whether the match asks for a check-in and its window (null without a scheduled
 * time), each side's check-in for the current time, the reader's sides, and what the clock decided.
 */
export const MatchCheckInState = z.object({
  enabled: z.boolean(),
  forfeitNoShow: z.boolean(),
  graceMinutes: z.number().int(),
  scheduledAt: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** `upcoming` before it opens, `open`, `closed` after the grace; `off` when not asked or not scheduled. */
  phase: z.enum(['off', 'upcoming', 'open', 'closed']),
  sides: z.object({ a: CheckInSide, b: CheckInSide }),
  /** The sides the reader acts for (owner, manager, captain; the solo player). */
  mySides: z.array(MatchSideKey),
  canCheckIn: z.boolean(),
  decision: z
    .object({
      outcome: NoShowOutcome,
      /** The side that checked in, when exactly one did. */
      side: MatchSideKey.nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
  /** The reader may accept or decline the win by forfeit now. */
  canAnswerForfeit: z.boolean(),
  /** The server's clock, so that the countdown agrees with it. */
  now: z.string(),
});
export type MatchCheckInState = z.infer<typeof MatchCheckInState>;
