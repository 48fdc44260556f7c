import type {
  AcceptTimeBody,
  MatchSchedule,
  MatchSideKey,
  PlayByBody,
  ProposeTimesBody,
  RoundWindow,
  SetMatchTimeBody,
  User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { MatchRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { MatchScheduleRef } from '../../lib/events';
import { actorsOf, otherSide, sidesActedBy, type SideActors } from './match-sides';
import { bracketChanged, loadMatch, matchRefOf } from './matches.service';
import { matchesRepository } from './matches.repository';
import { scheduleRepository, type ProposalWithProposer } from './schedule.repository';

const isAdmin = (u: User) => u.userType === 'admin';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Statuses of a match the sides may still schedule: both sides known, no result in yet. */
const SCHEDULABLE: MatchRow['status'][] = ['ready', 'in_progress'];
/** Statuses of a match the organizer may still give a time: not final. */
const NOT_FINAL: MatchRow['status'][] = ['pending', 'ready', 'in_progress', 'awaiting_approval', 'disputed'];

type EventContext = { organizerId: string; status: string };

async function eventOf(db: DbOrTx, row: MatchRow): Promise<EventContext> {
  const [c] = row.tournamentId
    ? await matchesRepository.tournamentContexts(db, [row.tournamentId])
    : await matchesRepository.leagueContexts(db, [row.leagueId!]);
  if (!c) throw notFound('match_not_found');
  return c;
}

const running = (row: MatchRow, c: EventContext) =>
  row.tournamentId ? c.status === 'in_progress' || c.status === 'registration_closed' : c.status === 'in_progress';

const sidesKnown = (row: MatchRow) =>
  !row.aBye &&
  !row.bBye &&
  (row.leagueId
    ? row.teamAId !== null && row.teamBId !== null
    : row.participantAId !== null && row.participantBId !== null);

/** The sides may agree on a time: both known, no result yet, the event running. */
const schedulable = (row: MatchRow, c: EventContext) =>
  SCHEDULABLE.includes(row.status) && sidesKnown(row) && running(row, c);
/** The organizer may set a time of any match without a final result while the event runs. */
const settable = (row: MatchRow, c: EventContext) => NOT_FINAL.includes(row.status) && running(row, c);

const isJudge = (user: User, c: EventContext) => c.organizerId === user.id || isAdmin(user);

async function scheduleRefOf(db: DbOrTx, row: MatchRow): Promise<MatchScheduleRef> {
  const { id, context, home, away } = await matchRefOf(db, row, 0, 0);
  return { id, context, home, away };
}

function present(
  row: MatchRow,
  c: EventContext,
  open: ProposalWithProposer[],
  playBy: Date | null,
  actors: SideActors,
  viewer: User,
  now: Date,
): MatchSchedule {
  const acts = sidesActedBy(actors, viewer.id);
  const proposedBy = open[0]?.p.side ?? null;
  const canSchedule = schedulable(row, c);
  const windowOpen = playBy === null || now.getTime() < playBy.getTime();
  return {
    matchId: row.id,
    state: open.length > 0 ? 'proposed' : row.scheduledAt ? 'scheduled' : 'unscheduled',
    scheduledAt: iso(row.scheduledAt),
    playBy: iso(playBy),
    round: row.roundNumber,
    proposals: open.map(({ p, nickname }) => ({
      id: p.id,
      side: p.side,
      time: p.time.toISOString(),
      status: p.status,
      proposedBy: p.proposedById && nickname ? { id: p.proposedById, nickname } : null,
      createdAt: p.createdAt.toISOString(),
    })),
    proposedBy,
    viewer: {
      actsFor: acts[0] ?? null,
      canPropose: acts.length > 0 && canSchedule && windowOpen,
      canAccept: canSchedule && proposedBy !== null && acts.includes(otherSide(proposedBy)),
      canSetTime: isJudge(viewer, c) && settable(row, c),
    },
  };
}

async function readSchedule(db: DbOrTx, row: MatchRow, viewer: User, now: Date): Promise<MatchSchedule> {
  const [c, open, playBy, actors] = await Promise.all([
    eventOf(db, row),
    scheduleRepository.openProposals(db, row.id),
    scheduleRepository.playBy(db, row),
    actorsOf(db, row),
  ]);
  return present(row, c, open, playBy, actors, viewer, now);
}

/** `GET /api/matches/{id}/schedule`: anybody signed in sees a match's time, as they see the match. */
export async function getSchedule(ctx: AppContext, viewer: User, matchId: string): Promise<MatchSchedule> {
  return readSchedule(ctx.db, await loadMatch(ctx.db, matchId), viewer, ctx.clock.now());
}

/** The match locked with what every scheduling step checks; 404 for an unknown match. */
async function locked(tx: Tx, matchId: string) {
  const row = isUuid(matchId) ? await scheduleRepository.lockMatch(tx, matchId) : undefined;
  if (!row) throw notFound('match_not_found');
  const [c, actors] = await Promise.all([eventOf(tx, row), actorsOf(tx, row)]);
  return { row, c, actors };
}

/** The match locked for a step of one of its sides: 403 for someone who acts for neither, 409 when not schedulable. */
async function lockedForSide(tx: Tx, matchId: string, by: User) {
  const { row, c, actors } = await locked(tx, matchId);
  const acts = sidesActedBy(actors, by.id);
  if (acts.length === 0) throw forbidden('not_match_side');
  if (!schedulable(row, c)) throw conflict('match_not_schedulable');
  return { row, actors, acts };
}

/** Distinct instants, each ahead of now and not after the round's deadline. */
function checkTimes(raw: string[], now: Date, playBy: Date | null): Date[] {
  const times = raw.map((s) => new Date(s)).sort((x, y) => x.getTime() - y.getTime());
  if (new Set(times.map((d) => d.getTime())).size !== times.length) throw badRequest('schedule_times_repeated');
  if (times.some((d) => d.getTime() <= now.getTime())) throw badRequest('schedule_time_past');
  if (playBy && times.some((d) => d.getTime() > playBy.getTime())) throw badRequest('schedule_after_play_by');
  return times;
}

/**
 * `POST /api/matches/{id}/schedule/proposals`: a side proposes 1–3 times; they replace the open ones (theirs, or the
 * other side's: a counter-proposal). The other side is told.
 */
export async function proposeTimes(
  ctx: AppContext,
  by: User,
  matchId: string,
  body: ProposeTimesBody,
): Promise<MatchSchedule> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { row, actors, acts } = await lockedForSide(tx, matchId, by);
    const times = checkTimes(body.times, now, await scheduleRepository.playBy(tx, row));
    const open = await scheduleRepository.openProposals(tx, row.id);
    // Someone who acts for both sides (the owner of both teams) answers the open times as the other side.
    const side: MatchSideKey = acts.length === 1 ? acts[0]! : open[0] ? otherSide(open[0].p.side) : 'a';
    await scheduleRepository.closeOpen(tx, row.id, 'replaced', now);
    await scheduleRepository.insertProposals(tx, row.id, side, by.id, times, now);
    await ctx.events.emitInTx(tx, 'match.timeProposed', {
      match: await scheduleRefOf(tx, row),
      side,
      by,
      times: times.map((d) => d.toISOString()),
      recipientIds: actors[otherSide(side)].filter((id) => id !== by.id),
    });
    return row;
  });
  return readSchedule(ctx.db, row, by, now);
}

/**
 * `POST /api/matches/{id}/schedule/accept`: the side that did not propose accepts one open time; it becomes the
 * match's time and the other open times close. Under the match's lock, so of two answers at once one wins and the
 * other finds the proposal closed (409).
 */
export async function acceptTime(
  ctx: AppContext,
  by: User,
  matchId: string,
  body: AcceptTimeBody,
): Promise<MatchSchedule> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { row, actors, acts } = await lockedForSide(tx, matchId, by);
    const open = (await scheduleRepository.openProposals(tx, row.id)).map((o) => o.p);
    let proposal;
    if ('proposalId' in body) {
      const found = isUuid(body.proposalId)
        ? await scheduleRepository.proposal(tx, row.id, body.proposalId)
        : undefined;
      if (!found) throw notFound('not_found');
      proposal = open.find((p) => p.id === found.id);
    } else {
      const at = Date.parse(body.time);
      proposal = open.find((p) => p.time.getTime() === at);
    }
    if (!proposal) throw conflict('schedule_proposal_closed');
    if (!acts.includes(otherSide(proposal.side))) throw forbidden('schedule_own_proposal');
    if (proposal.time.getTime() <= now.getTime()) throw badRequest('schedule_time_past');
    await scheduleRepository.closeOpen(tx, row.id, 'closed', now);
    await scheduleRepository.markAccepted(tx, proposal.id, now);
    await scheduleRepository.setMatchTime(tx, row.id, proposal.time, now);
    await ctx.events.emitInTx(tx, 'match.timeAccepted', {
      match: await scheduleRefOf(tx, row),
      side: otherSide(proposal.side),
      by,
      proposalId: proposal.id,
      scheduledAt: proposal.time.toISOString(),
      recipientIds: actors[proposal.side].filter((id) => id !== by.id),
    });
    return row;
  });
  bracketChanged(ctx, row);
  return readSchedule(ctx.db, (await matchesRepository.findById(ctx.db, row.id))!, by, now);
}

/** `PUT /api/matches/{id}/schedule`: the organizer or an admin sets (or clears) the time; open proposals close. */
export async function setTime(
  ctx: AppContext,
  by: User,
  matchId: string,
  body: SetMatchTimeBody,
): Promise<MatchSchedule> {
  const now = ctx.clock.now();
  const at = body.scheduledAt === null ? null : new Date(body.scheduledAt);
  const row = await ctx.db.transaction(async (tx) => {
    const { row, c, actors } = await locked(tx, matchId);
    if (!isJudge(by, c)) throw forbidden('not_organizer');
    if (!settable(row, c)) throw conflict('match_not_schedulable');
    await scheduleRepository.closeOpen(tx, row.id, 'closed', now);
    await scheduleRepository.setMatchTime(tx, row.id, at, now);
    await ctx.events.emitInTx(tx, 'match.timeSet', {
      match: await scheduleRefOf(tx, row),
      by,
      scheduledAt: iso(at),
      recipientIds: [...new Set([...actors.a, ...actors.b])].filter((id) => id !== by.id),
    });
    return row;
  });
  bracketChanged(ctx, row);
  return readSchedule(ctx.db, (await loadMatch(ctx.db, row.id))!, by, now);
}

/** `PUT /api/{tournaments|leagues}/{id}/rounds/{round}/play-by`: the organizer or an admin. */
export async function setRoundPlayBy(
  ctx: AppContext,
  by: User,
  kind: 'tournament' | 'league',
  eventId: string,
  round: number,
  body: PlayByBody,
): Promise<RoundWindow> {
  const playBy = body.playBy === null ? null : new Date(body.playBy);
  await ctx.db.transaction(async (tx) => {
    const event = isUuid(eventId) ? await scheduleRepository.lockEvent(tx, kind, eventId) : undefined;
    if (!event) throw notFound(kind === 'tournament' ? 'tournament_not_found' : 'league_not_found');
    if (event.organizerId !== by.id && !isAdmin(by)) throw forbidden('not_organizer');
    const key = kind === 'tournament' ? { tournamentId: eventId } : { leagueId: eventId };
    await scheduleRepository.setPlayBy(tx, key, round, playBy, ctx.clock.now());
  });
  return { round, playBy: iso(playBy) };
}
