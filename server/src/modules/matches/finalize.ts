import type { MatchGame, TournamentStatus, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { LeagueRow, MatchRow, TournamentRow } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { applyLeagueResult, lockLeague } from '../leagues/leagues.progress';
import { applyTournamentResult, finish } from '../tournaments/progress';
import { rateResult } from '../ratings/ratings.service';
import type { EventBus } from '../../lib/events';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { matchesRepository } from './matches.repository';

/** The tournament or league a match belongs to, locked: every change to its matches happens under this lock. */
export type LockedContext = { kind: 'tournament'; row: TournamentRow } | { kind: 'league'; row: LeagueRow };

export async function lockContextOf(
  tx: Tx,
  match: Pick<MatchRow, 'tournamentId' | 'leagueId'>,
): Promise<LockedContext> {
  if (match.tournamentId) {
    const row = await tournamentsRepository.lock(tx, match.tournamentId);
    if (!row) throw notFound('match_not_found');
    return { kind: 'tournament', row };
  }
  return { kind: 'league', row: await lockLeague(tx, match.leagueId!) };
}

/** A result may be played, submitted or set while the tournament runs (or has closed registration) or the league runs. */
export function ensurePlayable(c: LockedContext): void {
  const ok =
    c.kind === 'tournament'
      ? c.row.status === 'in_progress' || c.row.status === 'registration_closed'
      : c.row.status === 'in_progress';
  if (!ok) throw conflict('match_not_ready');
}

/**
 * When the sides may report a result: the match's scheduled time (a later round has none: the event's start),
 * unless the organizer allows early results; null when there is no wait.
 */
export function resultsOpenAt(
  match: Pick<MatchRow, 'scheduledAt'>,
  context: { allowEarlyResults: boolean; startsAt: Date },
): Date | null {
  return context.allowEarlyResults ? null : (match.scheduledAt ?? context.startsAt);
}

/** A result for a match scheduled ahead is refused until its time (409 `match_not_started`). */
export function ensureStarted(c: LockedContext, match: Pick<MatchRow, 'scheduledAt'>, now: Date): void {
  const at = resultsOpenAt(match, c.row);
  if (at && now.getTime() < at.getTime()) throw conflict('match_not_started');
}

/** `nextRound`: the result completed a Swiss round and the next one was paired. */
export type FinalOutcome = { match: MatchRow; completed: boolean; started: boolean; nextRound: boolean };

/**
 * Makes a score final inside the caller's transaction (context locked): the bracket moves on, the next Swiss round
 * is paired, the league table counts it, and the tournament or league completes with its last match. `games` (the
 * series' games as reported and checked, or none) are kept on the match with its score. A played result (not a
 * walkover: `played` false) rates its sides in the game once, and a corrected one recomputes the game's ratings.
 */
export async function applyFinal(
  tx: Tx,
  events: EventBus,
  c: LockedContext,
  match: MatchRow,
  result: { scoreA: number; scoreB: number; games: MatchGame[] },
  byId: string | null,
  now: Date,
  played = true,
): Promise<FinalOutcome> {
  const { scoreA, scoreB } = result;
  if (played) await rateResult(tx, events, c.row.game, match, scoreA, scoreB, now);
  // Before the result: a league's completion or the next Swiss round reads the match as it then is.
  await matchesRepository.update(tx, match.id, { games: result.games });
  if (c.kind === 'league') {
    const completed = await applyLeagueResult(tx, c.row, match, scoreA, scoreB, byId, now);
    return { match, completed, started: false, nextRound: false };
  }
  const t = c.row;
  const done = await applyTournamentResult(tx, t, match, scoreA, scoreB, byId, now);
  // A Swiss round r+1 exists only once round r is final: if it does now and this match was still open, it was just
  // paired (a correction of an earlier round's result pairs nothing).
  const nextRound =
    t.format === 'swiss' &&
    !done &&
    match.status !== 'completed' &&
    (await tournamentsRepository.matchRows(tx, t.id)).some((m) => m.roundNumber === match.roundNumber + 1);
  let status: TournamentStatus = t.status === 'registration_closed' ? 'in_progress' : t.status;
  let championId = t.championId;
  if (done) {
    championId = await finish(tx, t);
    status = 'completed';
  }
  if (status !== t.status || championId !== t.championId)
    await tournamentsRepository.update(tx, t.id, { status, championId });
  return { match, completed: done && t.status !== 'completed', started: t.status === 'registration_closed', nextRound };
}

/**
 * In the result's transaction: the domain events (statistics, XP, notifications) are recorded with it; cached
 * brackets are dropped once it has committed.
 */
export async function announceFinal(ctx: AppContext, tx: Tx, outcome: FinalOutcome, by: User | null): Promise<void> {
  const { match } = outcome;
  if (match.tournamentId) {
    const tournamentId = match.tournamentId;
    ctx.events.afterCommit(tx, () => ctx.tournamentCache.changed(tournamentId));
    const changes = [
      ...(outcome.completed ? (['completed'] as const) : outcome.started ? (['started'] as const) : []),
      ...(outcome.nextRound ? (['next_round'] as const) : []),
    ];
    if (changes.length > 0) {
      const [c] = await matchesRepository.tournamentContexts(tx, [match.tournamentId]);
      const tournament = { id: match.tournamentId, name: c?.name ?? '' };
      for (const change of changes) await ctx.events.emitInTx(tx, 'tournament.updated', { tournament, change, by });
    }
  }
  await ctx.events.emitInTx(tx, 'match.completed', {
    matchId: match.id,
    tournamentId: match.tournamentId,
    leagueId: match.leagueId,
    teamIds: [match.teamAId, match.teamBId].filter((x): x is string => x !== null),
  });
}
