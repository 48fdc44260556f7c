import { z } from 'zod';
import { isoDateTime } from '../common';
import { MatchSideKey } from './results';

/**
 * Scheduling a match between its sides (issue 27). A side proposes up to three times; the other side accepts one
 * (it becomes the match's `scheduledAt`) or proposes others, which replace the open ones. The organizer (or an
 * admin) sets the time directly. Times are ISO instants in UTC; each round may have the organizer's "play by"
 * deadline, after which no time may be proposed.
 */
export const MAX_PROPOSED_TIMES = 3;

/** `open`: waiting for the other side; `accepted`: became the match's time; `replaced`: a counter-proposal came;
 * `closed`: another time was accepted or set. */
export const MatchTimeProposalStatus = z.enum(['open', 'accepted', 'replaced', 'closed']);
export type MatchTimeProposalStatus = z.infer<typeof MatchTimeProposalStatus>;

export const MatchTimeProposal = z.object({
  id: z.string(),
  side: MatchSideKey,
  time: z.string(),
  status: MatchTimeProposalStatus,
  proposedBy: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  createdAt: z.string(),
});
export type MatchTimeProposal = z.infer<typeof MatchTimeProposal>;

/**
 * `proposed`: a side's times wait for the other side; `scheduled`: the match has a time (agreed, set by the organizer,
 * or the event's default); `unscheduled`: neither.
 */
export const MatchScheduleState = z.enum(['unscheduled', 'proposed', 'scheduled']);
export type MatchScheduleState = z.infer<typeof MatchScheduleState>;

export const MatchSchedule = z.object({
  matchId: z.string(),
  state: MatchScheduleState,
  scheduledAt: z.string().nullable(),
  /** The round's "play by" deadline, if the organizer set one. */
  playBy: z.string().nullable(),
  round: z.number().int(),
  /** The open proposals (of one side), earliest first. */
  proposals: z.array(MatchTimeProposal),
  /** The side whose times wait for an answer, if any. */
  proposedBy: MatchSideKey.nullable(),
  viewer: z.object({
    /** The side the reader acts for (owner, manager or captain; the solo player), if any. */
    actsFor: MatchSideKey.nullable(),
    canPropose: z.boolean(),
    canAccept: z.boolean(),
    /** The organizer or an admin: sets the time and the round's play-by deadline. */
    canSetTime: z.boolean(),
  }),
});
export type MatchSchedule = z.infer<typeof MatchSchedule>;

const instant = isoDateTime({ offset: true });

export const ProposeTimesBody = z.strictObject({
  times: z.array(instant).min(1).max(MAX_PROPOSED_TIMES),
});
export type ProposeTimesBody = z.infer<typeof ProposeTimesBody>;

/** One of the open proposals, by its id or by its time. */
export const AcceptTimeBody = z.union([
  z.strictObject({ proposalId: z.string().max(100) }),
  z.strictObject({ time: instant }),
]);
export type AcceptTimeBody = z.infer<typeof AcceptTimeBody>;

/** `null` clears the time. */
export const SetMatchTimeBody = z.strictObject({ scheduledAt: instant.nullable() });
export type SetMatchTimeBody = z.infer<typeof SetMatchTimeBody>;

export const RoundParams = z.object({
  id: z.string().max(100),
  round: z.coerce.number().int().min(1).max(10_000),
});

/** `null` removes the deadline. */
export const PlayByBody = z.strictObject({ playBy: instant.nullable() });
export type PlayByBody = z.infer<typeof PlayByBody>;

export const RoundWindow = z.object({ round: z.number().int(), playBy: z.string().nullable() });
export type RoundWindow = z.infer<typeof RoundWindow>;
