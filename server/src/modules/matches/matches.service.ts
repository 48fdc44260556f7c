import type { Match, MatchDetail, OfficialResultBody, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { readAll, type DbOrTx } from '../../db/client';
import type { MatchRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { MatchRef } from '../../lib/events';
import { rosterRepository } from '../teams/roster.repository';
import { announceFinal, applyFinal, lockContextOf, resultsOpenAt, type LockedContext } from './finalize';
import { actorsOf, sidesActedBy } from './match-sides';
import { leagueSideOf, participantOf, presentMatch, type MatchContextRef } from './matches.presenter';
import { matchesRepository } from './matches.repository';
import { resultsRepository } from './results.repository';
import { ratingsRepository } from '../ratings/ratings.repository';
import { checkSeries } from './series';

const isAdmin = (u: User) => u.userType === 'admin';

/** Matches with their context and sides, in as few queries as there are kinds of data. */
export async function presentMatches(db: DbOrTx, rows: MatchRow[]): Promise<Match[]> {
  const tIds = [...new Set(rows.map((r) => r.tournamentId).filter((x): x is string => x !== null))];
  const lIds = [...new Set(rows.map((r) => r.leagueId).filter((x): x is string => x !== null))];
  const pIds = [
    ...new Set(
      rows
        .flatMap((r) => (r.leagueId ? [] : [r.participantAId, r.participantBId]))
        .filter((x): x is string => x !== null),
    ),
  ];
  const teamIds = [
    ...new Set(rows.flatMap((r) => (r.leagueId ? [r.teamAId, r.teamBId] : [])).filter((x): x is string => x !== null)),
  ];
  const [ts, ls, ps, teams, rounds] = await readAll(db, [
    () => matchesRepository.tournamentContexts(db, tIds),
    () => matchesRepository.leagueContexts(db, lIds),
    () => matchesRepository.participantsByIds(db, pIds),
    () => matchesRepository.teamsByIds(db, teamIds),
    () => matchesRepository.roundsPerGroup(db, tIds, lIds),
  ] as const);
  const contexts = new Map<string, MatchContextRef>([
    ...ts.map((t) => [t.id, { kind: 'tournament', id: t.id, name: t.name, game: t.game }] as const),
    ...ls.map((l) => [l.id, { kind: 'league', id: l.id, name: l.name, game: l.game }] as const),
  ]);
  const sides = new Map([
    ...ps.map((p) => [p.p.id, participantOf(p)] as const),
    ...teams.map((t) => [t.id, leagueSideOf(t)] as const),
  ]);
  return rows.map((r) =>
    presentMatch(r, contexts.get((r.tournamentId ?? r.leagueId)!)!, (id) => sides.get(id), rounds),
  );
}

/** Names and score, for the notifications of a match. */
export async function matchRefOf(db: DbOrTx, row: MatchRow, scoreA: number, scoreB: number): Promise<MatchRef> {
  const [m] = await presentMatches(db, [row]);
  return {
    id: row.id,
    context: m!.context.name,
    home: m!.a?.participant?.name ?? '—',
    away: m!.b?.participant?.name ?? '—',
    scoreA,
    scoreB,
  };
}

/** Cached brackets and match lists of the match's tournament are out of date. */
export function bracketChanged(ctx: AppContext, row: Pick<MatchRow, 'tournamentId'>): void {
  if (row.tournamentId) ctx.tournamentCache.changed(row.tournamentId);
}

export async function loadMatch(db: DbOrTx, id: string): Promise<MatchRow> {
  const row = isUuid(id) ? await matchesRepository.findById(db, id) : undefined;
  if (!row) throw notFound('match_not_found');
  return row;
}

async function contextOf(db: DbOrTx, row: MatchRow) {
  const [c] = row.tournamentId
    ? await matchesRepository.tournamentContexts(db, [row.tournamentId])
    : await matchesRepository.leagueContexts(db, [row.leagueId!]);
  return c;
}

const RUNNING = ['registration_closed', 'in_progress'];

export async function getMatch(ctx: AppContext, viewer: User, id: string): Promise<MatchDetail> {
  const row = await loadMatch(ctx.db, id);
  const [[match], context, actors, pending, rated] = await Promise.all([
    presentMatches(ctx.db, [row]),
    contextOf(ctx.db, row),
    actorsOf(ctx.db, row),
    row.status === 'awaiting_approval' ? resultsRepository.pending(ctx.db, row.id) : Promise.resolve(undefined),
    row.status === 'completed' ? ratingsRepository.findRated(ctx.db, row.id) : Promise.resolve(undefined),
  ]);
  const memberOf = async (teamId: string | null) =>
    teamId !== null && (await rosterRepository.find(ctx.db, teamId, viewer.id)) !== undefined;
  const side =
    row.userAId === viewer.id || (await memberOf(row.teamAId))
      ? 'a'
      : row.userBId === viewer.id || (await memberOf(row.teamBId))
        ? 'b'
        : null;
  const acts = sidesActedBy(actors, viewer.id);
  const submission = pending
    ? {
        side: pending.r.side,
        approvalDeadline: pending.r.approvalDeadline.toISOString(),
        scoreA: pending.r.scoreA,
        scoreB: pending.r.scoreB,
        games: pending.r.games,
      }
    : null;
  const organizerId = context?.organizerId ?? null;
  const now = ctx.clock.now();
  const open = row.status === 'ready' || row.status === 'in_progress';
  const beforeDeadline = pending !== undefined && now.getTime() < pending.r.approvalDeadline.getTime();
  const opensAt = context ? resultsOpenAt(row, context) : null;
  const waiting = opensAt !== null && now.getTime() < opensAt.getTime();
  const judge = (organizerId === viewer.id && acts.length === 0) || isAdmin(viewer);
  const sideKnown = (side: 'a' | 'b') => match![side]?.participant != null;
  const walkoverable =
    context !== undefined &&
    RUNNING.includes(context.status) &&
    ['ready', 'in_progress', 'awaiting_approval', 'disputed'].includes(row.status) &&
    !row.aBye &&
    !row.bBye &&
    (sideKnown('a') || sideKnown('b'));
  return {
    match: match!,
    resultVoided: rated?.voidedAt != null,
    submission,
    viewer: {
      canRecordResult: judge,
      side,
      actsFor: acts[0] ?? null,
      canSubmitResult: acts.length > 0 && open && !waiting,
      canDecideResult: submission !== null && beforeDeadline && acts.length > 0 && !acts.includes(submission.side),
      canAddEvidence: acts.length > 0 && (row.status === 'awaiting_approval' || row.status === 'disputed'),
      resultsOpenAt: waiting && open ? opensAt.toISOString() : null,
      canAwardWalkover: judge && walkoverable,
    },
  };
}

function checkSettable(c: LockedContext, row: MatchRow): void {
  if (row.status === 'cancelled') throw conflict('match_already_final');
  if (
    row.aBye ||
    row.bBye ||
    (row.leagueId ? !row.teamAId || !row.teamBId : !row.participantAId || !row.participantBId)
  )
    throw conflict('match_not_ready');
  // A correction may come after the tournament or league has ended; a first result needs it running.
  const running =
    c.kind === 'tournament'
      ? ['in_progress', 'registration_closed'].includes(c.row.status)
      : c.row.status === 'in_progress';
  if (!running && !(row.status === 'completed' && c.row.status === 'completed')) throw conflict('match_not_ready');
}

const settlementOf = (status: MatchRow['status']): 'dispute_resolved' | 'result_corrected' | 'official_result' =>
  status === 'disputed' ? 'dispute_resolved' : status === 'completed' ? 'result_corrected' : 'official_result';

/**
 * The organizer (unless they act for a side of the match) or an admin sets the score: a first result, the settlement of a dispute, the correction of a final
 * result (refused once a following bracket match has its result), or an override of a submission still waiting.
 * The bracket moves on, the next Swiss round is paired, a league table counts it, the tournament or league completes
 * with its last match; the history records who and when, and both sides are told.
 */
export async function recordFinalResult(
  ctx: AppContext,
  matchId: string,
  body: OfficialResultBody,
  by: User,
): Promise<Match> {
  const { scoreA, scoreB } = body;
  const first = await loadMatch(ctx.db, matchId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const c = await lockContextOf(tx, first);
    if (c.row.organizerId !== by.id && !isAdmin(by)) throw forbidden('not_organizer');
    const row = (await matchesRepository.findById(tx, first.id))!;
    // Nobody judges their own match: an organizer who acts for a side leaves it to an admin.
    const actors = await actorsOf(tx, row);
    if (!isAdmin(by) && sidesActedBy(actors, by.id).length > 0) throw forbidden('organizer_is_side');
    checkSettable(c, row);
    const games = checkSeries(row, scoreA, scoreB, body.games);
    const kind = settlementOf(row.status);
    await resultsRepository.voidPending(tx, [row.id], now);
    const outcome = await applyFinal(tx, ctx.events, c, row, { scoreA, scoreB, games }, by.id, now);
    await resultsRepository.addEvent(tx, {
      matchId: row.id,
      kind,
      actorId: by.id,
      scoreA,
      scoreB,
      games,
      comment: body.note || null,
      createdAt: now,
    });
    await announceFinal(ctx, tx, outcome, by);
    await ctx.events.emitInTx(tx, 'match.resultSettled', {
      match: await matchRefOf(tx, (await matchesRepository.findById(tx, first.id))!, scoreA, scoreB),
      kind,
      by,
      recipientIds: [...actors.a, ...actors.b].filter((id) => id !== by.id),
    });
  });
  const row = (await matchesRepository.findById(ctx.db, first.id))!;
  const [match] = await presentMatches(ctx.db, [row]);
  return match!;
}

export async function myMatches(
  ctx: AppContext,
  user: User,
  scope: 'upcoming' | 'recent',
  limit: number,
): Promise<{ items: Match[] }> {
  return { items: await presentMatches(ctx.db, await matchesRepository.ofUser(ctx.db, user.id, scope, limit)) };
}
