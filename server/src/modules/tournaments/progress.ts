import type { MatchStatus } from '@esn/contract';
import { defaultSwissRounds } from '@esn/contract';
import type { Tx } from '../../db/client';
import type { MatchRow, TournamentRow } from '../../db/schema/index';
import { finalScore, matchesRepository, type NewMatch } from '../matches/matches.repository';
import { resultsRepository } from '../matches/results.repository';
import { participantOf } from '../matches/matches.presenter';
import { finalResults, participantKey, standingsOf } from './bracket.presenter';
import {
  createBracket,
  eliminationRanks,
  recordResult,
  type BracketState,
  type EngineMatch,
  type Slot,
} from './bracket/engine';
import { pairSwissRound } from './bracket/swiss';
import { tournamentsRepository, type ParticipantWithRefs } from './tournaments.repository';

type Who = { teamId: string | null; userId: string | null };
type Entrants = Map<string, Who>;

const whoOf = (entrants: Entrants, slot: Slot) => (slot?.participantId ? entrants.get(slot.participantId) : undefined);

/** Our columns for a match of the library's bracket. */
function rowOf(t: TournamentRow, m: EngineMatch, entrants: Entrants): NewMatch {
  const a = whoOf(entrants, m.a);
  const b = whoOf(entrants, m.b);
  return {
    tournamentId: t.id,
    bracketMatchId: m.bracketMatchId,
    stageNumber: m.stageNumber,
    groupKind: m.groupKind,
    groupNumber: m.groupNumber,
    roundNumber: m.roundNumber,
    matchNumber: m.matchNumber,
    // A registration deleted before entries were kept (older data) leaves its slot empty rather than dangling.
    participantAId: a ? (m.a?.participantId ?? null) : null,
    participantBId: b ? (m.b?.participantId ?? null) : null,
    teamAId: a?.teamId ?? null,
    teamBId: b?.teamId ?? null,
    userAId: a?.userId ?? null,
    userBId: b?.userId ?? null,
    aBye: m.a === null,
    bBye: m.b === null,
    status: m.status,
    scoreA: m.scoreA,
    scoreB: m.scoreB,
    winner: m.winner,
    bestOf: m.final ? t.finalBestOf : t.bestOf,
    // The reported games belong to the result that made the match final; a match reopened upstream loses them.
    ...(m.status === 'completed' ? {} : { games: [] }),
    scheduledAt: m.roundNumber === 1 && m.groupKind !== 'losers' && m.groupKind !== 'grand_final' ? t.startsAt : null,
  };
}

/** Entrants out of the event: withdrawn after the draw, disqualified, or whose account or team was deleted. */
const goneIds = (list: ParticipantWithRefs[]): Set<string> =>
  new Set(list.filter((r) => r.p.withdrawal !== null).map((r) => r.p.id));

/** A table's places with those out of the event after everyone who stayed (a walkover won them points). */
function goneLast(ranks: Map<string, number>, gone: Set<string>): Map<string, number> {
  const order = [...ranks].sort(([a, x], [b, y]) => Number(gone.has(a)) - Number(gone.has(b)) || x - y);
  return new Map(order.map(([id], i) => [id, i + 1]));
}

const entrantsOf = (list: ParticipantWithRefs[]): Entrants =>
  new Map(list.map((r) => [r.p.id, { teamId: r.p.teamId, userId: r.p.userId }]));

function swissRow(
  t: TournamentRow,
  round: number,
  number: number,
  a: string,
  b: string | null,
  entrants: Entrants,
  at: Date | null,
): NewMatch {
  const wa = entrants.get(a);
  const wb = b ? entrants.get(b) : undefined;
  return {
    tournamentId: t.id,
    stageNumber: 1,
    groupKind: 'swiss',
    groupNumber: 1,
    roundNumber: round,
    matchNumber: number,
    participantAId: a,
    participantBId: b,
    teamAId: wa?.teamId ?? null,
    teamBId: wb?.teamId ?? null,
    userAId: wa?.userId ?? null,
    userBId: wb?.userId ?? null,
    aBye: false,
    bBye: b === null,
    status: b === null ? 'completed' : 'ready',
    winner: b === null ? 'a' : null,
    bestOf: t.bestOf,
    scheduledAt: at,
    completedAt: b === null ? new Date() : null,
  };
}

/**
 * Creates the matches of a new bracket, inside the caller's transaction (tournament row locked). `seeded` are the
 * entrants, seed 1 first. Swiss: round 1 now, each next round once the previous one is final.
 */
export async function generateMatches(tx: Tx, t: TournamentRow, seeded: ParticipantWithRefs[]): Promise<void> {
  const entrants = entrantsOf(seeded);
  const ids = seeded.map((r) => r.p.id);
  if (t.format === 'swiss') {
    const { pairs } = pairSwissRound(1, ids, []);
    await matchesRepository.insertMany(
      tx,
      pairs.map((p, i) => swissRow(t, 1, i + 1, p.a, p.b, entrants, t.startsAt)),
    );
    await tournamentsRepository.saveBracketState(tx, t.id, {
      swiss: { rounds: t.swissRounds ?? defaultSwissRounds(ids.length) },
    });
    return;
  }
  const { state, matches } = await createBracket(t.format, ids, { groupCount: t.groupCount });
  await matchesRepository.insertMany(
    tx,
    matches.map((m) => rowOf(t, m, entrants)),
  );
  await tournamentsRepository.saveBracketState(tx, t.id, state);
}

const FINAL: MatchStatus[] = ['completed', 'cancelled'];

/**
 * Records a final score on a tournament match and moves the bracket on (winners and losers to their next matches,
 * the next Swiss round). Returns true when this was the tournament's last open match.
 */
export async function applyTournamentResult(
  tx: Tx,
  t: TournamentRow,
  match: MatchRow,
  scoreA: number,
  scoreB: number,
  byId: string | null,
  now: Date,
): Promise<boolean> {
  const participants = await tournamentsRepository.participants(tx, t.id);
  const entrants = entrantsOf(participants);
  const recorded = finalScore(scoreA, scoreB, byId, now);

  if (t.format === 'swiss' || match.bracketMatchId === null) {
    await matchesRepository.update(tx, match.id, recorded);
    const rows = await tournamentsRepository.matchRows(tx, t.id);
    const round = Math.max(...rows.map((m) => m.roundNumber));
    // Those in the bracket (who did not check in are not), in seed order.
    const inBracket = new Set(
      rows.flatMap((m) => [m.participantAId, m.participantBId]).filter((id): id is string => id !== null),
    );
    const ordered = [...entrants.keys()].filter((id) => inBracket.has(id));
    const total = t.swissRounds ?? defaultSwissRounds(ordered.length);
    const roundDone = rows.filter((m) => m.roundNumber === round).every((m) => FINAL.includes(m.status));
    // Who withdrew, was disqualified or lost the account is paired no more (nor given the BYE).
    const playing = ordered.filter((id) => !goneIds(participants).has(id));
    if (roundDone && round < total && playing.length >= 2) {
      // A round that had to allow a rematch or a second BYE says so in the bracket (`swiss.relaxedRounds`).
      const { pairs } = pairSwissRound(round + 1, playing, finalResults(rows, participantKey));
      await matchesRepository.insertMany(
        tx,
        pairs.map((p, i) => swissRow(t, round + 1, i + 1, p.a, p.b, entrants, null)),
      );
      return false;
    }
    return roundDone;
  }

  const saved = await tournamentsRepository.bracketState(tx, t.id);
  const { state, matches } = await recordResult(saved!.state as BracketState, match.bracketMatchId, scoreA, scoreB);
  const rows = new Map((await tournamentsRepository.matchRows(tx, t.id)).map((r) => [r.bracketMatchId, r]));
  for (const m of matches) {
    const row = rows.get(m.bracketMatchId);
    if (!row) continue;
    const next = rowOf(t, m, entrants);
    if (row.id === match.id) {
      await matchesRepository.update(tx, row.id, { ...next, ...recorded, scheduledAt: row.scheduledAt });
      continue;
    }
    const sidesChanged =
      row.participantAId !== next.participantAId ||
      row.participantBId !== next.participantBId ||
      row.aBye !== next.aBye ||
      row.bBye !== next.bBye;
    // A submitted result or a dispute is ours, not the library's (it sees a ready match): it stays while the sides
    // do; a correction upstream that changes the sides voids it.
    const adjudicating = row.status === 'awaiting_approval' || row.status === 'disputed';
    const status = adjudicating && !sidesChanged && next.status === 'ready' ? row.status : next.status;
    if (adjudicating && sidesChanged) await resultsRepository.voidPending(tx, [row.id], now);
    if (sidesChanged || row.status !== status || row.winner !== next.winner) {
      await matchesRepository.update(tx, row.id, {
        ...next,
        status,
        scheduledAt: row.scheduledAt,
        completedAt: next.status === 'completed' ? (row.completedAt ?? now) : null,
      });
    }
  }
  await tournamentsRepository.saveBracketState(tx, t.id, state);
  return matches.every((m) => m.status === 'completed');
}

/**
 * Final places once every match is final: elimination from the bracket (1 = champion), round robin and Swiss from
 * the table. Sets them on the registrations and returns the champion's registration id.
 */
export async function finish(tx: Tx, t: TournamentRow): Promise<string | null> {
  const all = await tournamentsRepository.participants(tx, t.id);
  const seeded = all.map(participantOf);
  const rows = await tournamentsRepository.matchRows(tx, t.id);
  let ranks = new Map<string, number>();
  if (t.format === 'single_elimination' || t.format === 'double_elimination') {
    // Completed early (by the organizer) an elimination bracket has no final places yet.
    const saved = await tournamentsRepository.bracketState(tx, t.id);
    if (saved && rows.every((m) => FINAL.includes(m.status)))
      ranks = await eliminationRanks(saved.state as BracketState);
  } else if (t.format === 'swiss') {
    for (const s of standingsOf(rows, seeded, true).standings) ranks.set(s.id, s.rank);
  } else {
    // Round-robin groups: group winners first (ranked among themselves by points), then the runners-up, …
    const groups = new Map<number, MatchRow[]>();
    for (const m of rows) groups.set(m.groupNumber, [...(groups.get(m.groupNumber) ?? []), m]);
    const placed = [...groups.values()].flatMap((g) => standingsOf(g, seeded, false).standings);
    placed.sort(
      (x, y) => x.rank - y.rank || y.points - x.points || y.difference - x.difference || y.scoreFor - x.scoreFor,
    );
    placed.forEach((s, i) => ranks.set(s.id, i + 1));
  }
  if (t.format === 'swiss' || t.format === 'round_robin') ranks = goneLast(ranks, goneIds(all));
  await tournamentsRepository.setFinalRanks(tx, t.id, ranks);
  for (const [id, rank] of ranks) if (rank === 1) return id;
  return null;
}
