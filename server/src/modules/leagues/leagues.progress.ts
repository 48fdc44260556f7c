import type { Tx } from '../../db/client';
import type { LeagueRow, MatchRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { finalScore, matchesRepository } from '../matches/matches.repository';
import { leaguesRepository } from './leagues.repository';

export async function lockLeague(tx: Tx, id: string): Promise<LeagueRow> {
  const l = isUuid(id) ? await leaguesRepository.lock(tx, id) : undefined;
  if (!l) throw notFound('league_not_found');
  return l;
}

/** Records a league result; the league completes with its last fixture. Returns whether it did. */
export async function applyLeagueResult(
  tx: Tx,
  league: LeagueRow,
  match: MatchRow,
  scoreA: number,
  scoreB: number,
  byId: string | null,
  now: Date,
): Promise<boolean> {
  await matchesRepository.update(tx, match.id, finalScore(scoreA, scoreB, byId, now));
  return completeIfDone(tx, league);
}

/** A fixture neither of whose teams is left (both deleted) is not played; the league may complete without it. */
export async function cancelLeagueFixture(tx: Tx, league: LeagueRow, match: MatchRow): Promise<boolean> {
  await matchesRepository.update(tx, match.id, { status: 'cancelled' });
  return completeIfDone(tx, league);
}

async function completeIfDone(tx: Tx, league: LeagueRow): Promise<boolean> {
  const rows = await leaguesRepository.matchRows(tx, league.id);
  const done = rows.every((m) => m.status === 'completed' || m.status === 'cancelled');
  if (done) await leaguesRepository.update(tx, league.id, { status: 'completed' });
  return done;
}
