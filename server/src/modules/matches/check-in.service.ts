import { CHECK_IN_OPENS_MINUTES, type MatchCheckInState, type MatchSideKey, type User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { MatchNoShowRow, MatchRow } from '../../db/schema/index';
import type { DeferredTask } from '../../lib/deferred-work';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { checkInRepository, type CheckInContext } from './check-in.repository';
import { ensurePlayable, lockContextOf } from './finalize';
import { actorsOf, otherSide, playersOf, sidesActedBy, type SideActors } from './match-sides';
import { bracketChanged, loadMatch, matchRefOf } from './matches.service';
import { matchesRepository } from './matches.repository';
import { applyWalkover } from './walkovers';

const MINUTE = 60_000;
/** The statuses of a match that may still be played: sides known, no result submitted or final. */
const PLAYABLE: MatchRow['status'][] = ['ready', 'in_progress'];

type Window = { opensAt: Date; closesAt: Date };

/** The check-in window of a scheduled match of an event that asks for it; null otherwise. */
function windowOf(row: MatchRow, c: CheckInContext | undefined): Window | null {
  if (!c?.matchCheckInEnabled || !row.scheduledAt) return null;
  const at = row.scheduledAt.getTime();
  return {
    opensAt: new Date(at - CHECK_IN_OPENS_MINUTES * MINUTE),
    closesAt: new Date(at + c.matchCheckInGraceMinutes * MINUTE),
  };
}

const playable = (row: MatchRow) => PLAYABLE.includes(row.status) && !row.aBye && !row.bBye;

/** `GET /api/matches/{id}/check-in`, and the answer of every change. */
export async function checkInState(ctx: AppContext, user: User, matchId: string): Promise<MatchCheckInState> {
  const row = await loadMatch(ctx.db, matchId);
  const c = await checkInRepository.contextOf(ctx.db, row);
  const now = ctx.clock.now();
  const w = windowOf(row, c);
  const [checkIns, decision, actors] = await Promise.all([
    row.scheduledAt ? checkInRepository.checkIns(ctx.db, row.id, row.scheduledAt) : [],
    row.scheduledAt ? checkInRepository.decision(ctx.db, row.id, row.scheduledAt) : undefined,
    actorsOf(ctx.db, row),
  ]);
  const mySides = sidesActedBy(actors, user.id);
  const side = (s: MatchSideKey) => {
    const at = checkIns.find((x) => x.side === s)?.checkedInAt;
    return { checkedIn: at !== undefined, checkedInAt: at?.toISOString() ?? null };
  };
  const phase =
    !w || !playable(row) ? 'off' : now < w.opensAt ? 'upcoming' : now < w.closesAt && !decision ? 'open' : 'closed';
  const sides = { a: side('a'), b: side('b') };
  return {
    enabled: c?.matchCheckInEnabled ?? false,
    forfeitNoShow: c?.forfeitNoShow ?? false,
    graceMinutes: c?.matchCheckInGraceMinutes ?? 0,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    opensAt: w?.opensAt.toISOString() ?? null,
    closesAt: w?.closesAt.toISOString() ?? null,
    phase,
    sides,
    mySides,
    canCheckIn: phase === 'open' && mySides.some((s) => !sides[s].checkedIn),
    decision: decision
      ? { outcome: decision.outcome, side: decision.side, decidedAt: decision.decidedAt.toISOString() }
      : null,
    canAnswerForfeit:
      decision?.outcome === 'offered' && decision.side !== null && mySides.includes(decision.side) && playable(row),
    now: now.toISOString(),
  };
}

/**
 * A side checks in (every side the person acts for). Under the match's row lock, so a check-in racing the end of
 * the grace either counts or finds the window closed, never both.
 */
export async function checkIn(ctx: AppContext, user: User, matchId: string): Promise<MatchCheckInState> {
  const first = await loadMatch(ctx.db, matchId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = (await checkInRepository.lockMatch(tx, first.id))!;
    const c = await checkInRepository.contextOf(tx, row);
    const w = windowOf(row, c);
    if (!w || !row.scheduledAt || !playable(row)) throw conflict('match_check_in_disabled');
    const actors = await actorsOf(tx, row);
    const sides = sidesActedBy(actors, user.id);
    if (sides.length === 0) throw forbidden('not_match_side');
    if (now < w.opensAt) throw badRequest('match_check_in_not_open');
    if (now >= w.closesAt || (await checkInRepository.decision(tx, row.id, row.scheduledAt)))
      throw badRequest('match_check_in_closed');
    for (const side of sides) {
      if (!(await checkInRepository.checkIn(tx, row.id, side, row.scheduledAt, user.id, now))) continue;
      await ctx.events.emitInTx(tx, 'match.checkedIn', {
        match: await matchRefOf(tx, row, 0, 0),
        side,
        by: user,
        scheduledAt: row.scheduledAt.toISOString(),
        recipientIds: participantsOf(actors, c!.organizerId),
      });
    }
  });
  return checkInState(ctx, user, matchId);
}

const participantsOf = (actors: SideActors, organizerId: string | null) => [
  ...new Set([...actors.a, ...actors.b, ...(organizerId ? [organizerId] : [])]),
];

/**
 * The side offered the win answers: accepted, the match is a walkover for it (the bracket, Swiss round or table move
 * on as with any result); declined, the match stays open for the organizer. Under the event's lock, as every result.
 */
export async function answerForfeit(
  ctx: AppContext,
  user: User,
  matchId: string,
  accept: boolean,
): Promise<MatchCheckInState> {
  const first = await loadMatch(ctx.db, matchId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const lc = await lockContextOf(tx, first);
    const row = (await checkInRepository.lockMatch(tx, first.id))!;
    const offer = row.scheduledAt ? await checkInRepository.decision(tx, row.id, row.scheduledAt, true) : undefined;
    const actors = await actorsOf(tx, row);
    if (!offer || offer.outcome !== 'offered' || !offer.side) {
      if (sidesActedBy(actors, user.id).length === 0) throw forbidden('not_match_side');
      throw conflict('forfeit_not_offered');
    }
    if (!actors[offer.side].includes(user.id)) throw forbidden('not_match_side');
    if (!playable(row)) throw conflict('forfeit_not_offered');
    ensurePlayable(lc);
    await checkInRepository.answer(tx, row.id, offer.scheduledFor, accept ? 'accepted' : 'declined', user.id, now);
    const loser = otherSide(offer.side);
    if (accept) await applyWalkover(ctx, tx, lc, row, offer.side, user, null, now, offer.side);
    const after = (await matchesRepository.findById(tx, row.id))!;
    const match = await matchRefOf(tx, after, after.scoreA ?? 0, after.scoreB ?? 0);
    const organizerId = lc.row.organizerId;
    if (accept)
      await ctx.events.emitInTx(tx, 'match.forfeitAccepted', {
        match,
        side: offer.side,
        by: user,
        recipientIds: actors[loser],
        organizerId,
      });
    else await ctx.events.emitInTx(tx, 'match.forfeitDeclined', { match, side: offer.side, by: user, organizerId });
    return row;
  });
  if (accept) bracketChanged(ctx, row);
  return checkInState(ctx, user, matchId);
}

/**
 * The end of one match's grace, once per match and time however many processes sweep (the decision's primary key,
 * claimed under the match's row lock that a check-in also takes): one side checked in and forfeits on → it is offered
 * the win; nobody, or one side with forfeits off → the organizer is told; both → nothing to do.
 */
async function judgeNoShow(ctx: AppContext, tx: Tx, matchId: string, now: Date): Promise<boolean> {
  const row = await checkInRepository.lockMatch(tx, matchId);
  if (!row?.scheduledAt || !playable(row)) return false;
  const c = await checkInRepository.contextOf(tx, row);
  const w = windowOf(row, c);
  if (!c || !w || now < w.closesAt) return false;
  const came = (await checkInRepository.checkIns(tx, row.id, row.scheduledAt)).map((x) => x.side);
  const one = came.length === 1 ? came[0]! : null;
  const outcome: MatchNoShowRow['outcome'] =
    came.length === 2 ? 'both' : one && c.forfeitNoShow ? 'offered' : 'no_show';
  const claimed = await checkInRepository.decide(tx, {
    matchId: row.id,
    scheduledFor: row.scheduledAt,
    outcome,
    side: one,
    decidedAt: now,
  });
  if (!claimed || outcome === 'both') return claimed;
  const match = await matchRefOf(tx, row, 0, 0);
  if (outcome === 'offered') {
    const actors = await actorsOf(tx, row);
    await ctx.events.emitInTx(tx, 'match.forfeitOffered', {
      match,
      side: one!,
      recipientIds: actors[one!],
      organizerId: c.organizerId,
    });
  } else {
    await ctx.events.emitInTx(tx, 'match.noShow', { match, checkedIn: one, organizerId: c.organizerId });
  }
  return true;
}

/** A reminder of a match for its current time, once (the claim's primary key), with its outbox event. */
async function remind(ctx: AppContext, tx: Tx, matchId: string, kind: '24h' | '1h', now: Date): Promise<boolean> {
  const row = await checkInRepository.lockMatch(tx, matchId);
  if (!row?.scheduledAt || !playable(row) || row.scheduledAt <= now) return false;
  const dueKind = row.scheduledAt.getTime() - now.getTime() <= 60 * MINUTE ? '1h' : '24h';
  if (dueKind !== kind || !(await checkInRepository.claimReminder(tx, row.id, kind, row.scheduledAt, now)))
    return false;
  const c = await checkInRepository.contextOf(tx, row);
  const players = await playersOf(tx, row);
  await ctx.events.emitInTx(tx, 'match.reminderDue', {
    match: await matchRefOf(tx, row, 0, 0),
    kind,
    scheduledAt: row.scheduledAt.toISOString(),
    recipientIds: [...new Set([...players, ...(c ? [c.organizerId] : [])])],
  });
  return true;
}

const BATCH = 50;
/** How long after the grace a match is still judged (the server was down): later, the organizer decides. */
const NO_SHOW_LATEST_MS = 12 * 60 * MINUTE;

async function sendDueReminders(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const due of await checkInRepository.dueReminders(ctx.db, now, BATCH))
    if (await ctx.db.transaction((tx) => remind(ctx, tx, due.id, due.kind, now))) sent++;
  return sent;
}

async function judgeDueNoShows(ctx: AppContext, now: Date): Promise<number> {
  let judged = 0;
  for (const due of await checkInRepository.dueNoShows(ctx.db, now, NO_SHOW_LATEST_MS, BATCH))
    if (await ctx.db.transaction((tx) => judgeNoShow(ctx, tx, due.id, now))) judged++;
  return judged;
}

/** Every process runs both; each reminder and each decision happens once (see remind and judgeNoShow). */
export const matchReminders = (ctx: AppContext): DeferredTask => ({
  name: 'match-reminders',
  everyMs: 30_000,
  run: (now) => sendDueReminders(ctx, now),
});

export const matchNoShows = (ctx: AppContext): DeferredTask => ({
  name: 'match-no-shows',
  everyMs: 10_000,
  run: (now) => judgeDueNoShows(ctx, now),
});
