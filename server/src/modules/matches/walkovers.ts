import { gamesToWin, type Match, type MatchSideKey, type User, type WalkoverBody } from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { MatchRow } from '../../db/schema/index';
import { conflict, forbidden } from '../../lib/errors';
import { cancelLeagueFixture } from '../leagues/leagues.progress';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { announceFinal, applyFinal, ensurePlayable, lockContextOf, type LockedContext } from './finalize';
import { actorsOf, sidesActedBy } from './match-sides';
import { loadMatch, matchRefOf, presentMatches } from './matches.service';
import { matchesRepository } from './matches.repository';
import { resultsRepository } from './results.repository';

const isAdmin = (u: User) => u.userType === 'admin';
/** Statuses of a match whose sides are known and that has no final result. */
const OPEN: MatchRow['status'][] = ['ready', 'in_progress', 'awaiting_approval', 'disputed'];

const sideKey = (row: MatchRow, side: MatchSideKey) =>
  row.leagueId ? (side === 'a' ? row.teamAId : row.teamBId) : side === 'a' ? row.participantAId : row.participantBId;

/** The winner gets the games a series needs (1–0 in a Bo1), the other side none. */
function walkoverScore(bestOf: number, winner: MatchSideKey) {
  const win = gamesToWin(bestOf);
  return winner === 'a' ? { scoreA: win, scoreB: 0 } : { scoreA: 0, scoreB: win };
}

/**
 * Gives the match to `winner` inside the caller's transaction (context locked): a waiting submission is voided, the
 * score is final as an approved one would be (the bracket, the next Swiss round or the table move on), the history
 * records a walkover (by the organizer, by the side that took a forfeit, or by nobody when the other side withdrew).
 */
export async function applyWalkover(
  ctx: AppContext,
  tx: Tx,
  c: LockedContext,
  row: MatchRow,
  winner: MatchSideKey,
  by: User | null,
  note: string | null,
  now: Date,
  /** The side `by` acted for: the winner taking a forfeit it was offered; null for the organizer, an admin or none. */
  bySide: MatchSideKey | null = null,
): Promise<void> {
  const { scoreA, scoreB } = walkoverScore(row.bestOf, winner);
  await resultsRepository.voidPending(tx, [row.id], now);
  // No game was played: a walkover rates nobody.
  const outcome = await applyFinal(tx, ctx.events, c, row, { scoreA, scoreB, games: [] }, by?.id ?? null, now, false);
  await resultsRepository.addEvent(tx, {
    matchId: row.id,
    kind: 'walkover',
    actorId: by?.id ?? null,
    side: bySide,
    scoreA,
    scoreB,
    games: [],
    comment: note,
    createdAt: now,
  });
  await announceFinal(ctx, tx, outcome, by);
}

/** `POST /api/matches/{id}/walkover`: the organizer (not a side) or an admin. */
export async function awardWalkover(ctx: AppContext, by: User, matchId: string, body: WalkoverBody): Promise<Match> {
  const first = await loadMatch(ctx.db, matchId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const c = await lockContextOf(tx, first);
    if (c.row.organizerId !== by.id && !isAdmin(by)) throw forbidden('not_organizer');
    const row = (await matchesRepository.findById(tx, first.id))!;
    const actors = await actorsOf(tx, row);
    if (!isAdmin(by) && sidesActedBy(actors, by.id).length > 0) throw forbidden('organizer_is_side');
    ensurePlayable(c);
    if (!OPEN.includes(row.status) || row.aBye || row.bBye || sideKey(row, body.winner) === null)
      throw conflict('walkover_not_allowed');
    await applyWalkover(ctx, tx, c, row, body.winner, by, body.note || null, now);
    const after = (await matchesRepository.findById(tx, row.id))!;
    await ctx.events.emitInTx(tx, 'match.resultSettled', {
      match: await matchRefOf(tx, after, after.scoreA ?? 0, after.scoreB ?? 0),
      kind: 'walkover',
      by,
      recipientIds: [...actors.a, ...actors.b].filter((id) => id !== by.id),
    });
  });
  const [match] = await presentMatches(ctx.db, [(await matchesRepository.findById(ctx.db, first.id))!]);
  return match!;
}

/** The side that wins an open match because the other is out; null when neither is (or it is not open). */
function forfeitWinner(row: MatchRow, out: Set<string>): MatchSideKey | null {
  if (!OPEN.includes(row.status) || row.aBye || row.bBye) return null;
  const a = sideKey(row, 'a');
  const b = sideKey(row, 'b');
  const aOut = a === null || out.has(a);
  const bOut = b === null || out.has(b);
  if (!aOut && !bOut) return null;
  // Both out: one of them still goes on so the bracket moves (and forfeits its next match in turn), the higher
  // seed's side first, never an empty slot (a registration deleted outright).
  if (aOut && bOut) return a !== null ? 'a' : b !== null ? 'b' : null;
  return aOut ? 'b' : 'a';
}

/** More walkovers than any bracket has matches would mean a loop; stop and let the next event go on. */
const MAX_WALKOVERS = 1024;

/**
 * Every open match of the tournament with a withdrawn, disqualified or deleted side becomes a walkover for the
 * other, one transaction each, until none is left (a walkover can make the next match one too). Idempotent and safe
 * to run concurrently: each match is re-read under the tournament's lock, so it is settled once; run from the
 * outbox after a withdrawal and after every result.
 */
export async function settleWithdrawn(ctx: AppContext, tournamentId: string): Promise<number> {
  // Most results are in events nobody left: no lock taken for them.
  if ((await tournamentsRepository.withdrawnIds(ctx.db, tournamentId)).size === 0) return 0;
  let done = 0;
  while (done < MAX_WALKOVERS) {
    const settled = await ctx.db.transaction(async (tx) => {
      const t = await tournamentsRepository.lock(tx, tournamentId);
      if (!t || !t.bracketGeneratedAt || (t.status !== 'in_progress' && t.status !== 'registration_closed'))
        return false;
      const out = await tournamentsRepository.withdrawnIds(tx, t.id);
      if (out.size === 0) return false;
      for (const row of await tournamentsRepository.matchRows(tx, t.id)) {
        const winner = forfeitWinner(row, out);
        if (!winner) continue;
        await applyWalkover(ctx, tx, { kind: 'tournament', row: t }, row, winner, null, null, ctx.clock.now());
        return true;
      }
      return false;
    });
    if (!settled) return done;
    done++;
  }
  return done;
}

/** League fixtures whose team is gone (deleted) are walkovers for the team still there. */
export async function settleGoneLeagueTeams(ctx: AppContext): Promise<void> {
  for (const first of await matchesRepository.leagueMatchesMissingTeam(ctx.db)) {
    await ctx.db.transaction(async (tx) => {
      const c = await lockContextOf(tx, first);
      if (c.row.status !== 'in_progress') return;
      const row = (await matchesRepository.findById(tx, first.id))!;
      if (c.kind === 'league' && row.teamAId === null && row.teamBId === null && OPEN.includes(row.status)) {
        await resultsRepository.voidPending(tx, [row.id], ctx.clock.now());
        await cancelLeagueFixture(tx, c.row, row);
        return;
      }
      const winner = forfeitWinner(row, new Set());
      if (winner) await applyWalkover(ctx, tx, c, row, winner, null, null, ctx.clock.now());
    });
  }
}
