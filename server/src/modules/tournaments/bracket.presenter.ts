import type {
  Bracket,
  BracketGroup,
  BracketGroupKind,
  MatchParticipant,
  StandingRow,
  TournamentFormat,
} from '@esn/contract';
import { defaultSwissRounds } from '@esn/contract';
import type { MatchRow, TournamentRow } from '../../db/schema/index';
import { presentMatch, roundsPerGroup, type MatchContextRef } from '../matches/matches.presenter';
import { computeStandings, type FinalResult, type Standing } from '../matches/standings';

/** Final results of matches as the standings count them (BYEs of Swiss count as a win). */
export function finalResults(
  rows: MatchRow[],
  key: (row: MatchRow, side: 'a' | 'b') => string | null,
): (FinalResult & { round: number })[] {
  const out: (FinalResult & { round: number })[] = [];
  for (const m of rows) {
    if (m.status !== 'completed' || !m.winner) continue;
    const a = key(m, 'a');
    const b = key(m, 'b');
    if (m.bBye && a) out.push({ a, b: null, scoreA: 0, scoreB: 0, winner: 'a', round: m.roundNumber });
    else if (m.aBye && b) out.push({ a: b, b: null, scoreA: 0, scoreB: 0, winner: 'a', round: m.roundNumber });
    else if (a && b)
      out.push({
        a,
        b,
        scoreA: m.scoreA ?? 0,
        scoreB: m.scoreB ?? 0,
        winner: m.winner,
        games: m.games,
        round: m.roundNumber,
      });
  }
  return out;
}

export const participantKey = (m: MatchRow, side: 'a' | 'b') => (side === 'a' ? m.participantAId : m.participantBId);

export const standingRow = (s: Standing, participant: MatchParticipant): StandingRow => ({
  rank: s.rank,
  participant,
  played: s.played,
  won: s.won,
  drawn: s.drawn,
  lost: s.lost,
  scoreFor: s.scoreFor,
  scoreAgainst: s.scoreAgainst,
  difference: s.difference,
  gameScoreDifference: s.gameScoreDifference,
  points: s.points,
});

/** Standings of the participants of some matches (a round-robin group, or all Swiss rounds), seed order kept. */
export function standingsOf(
  rows: MatchRow[],
  seeded: MatchParticipant[],
  swiss: boolean,
): { standings: Standing[]; rows: StandingRow[] } {
  const inRows = new Set<string>();
  for (const m of rows) for (const id of [m.participantAId, m.participantBId]) if (id) inRows.add(id);
  const members = seeded.filter((p) => inRows.has(p.id));
  const byId = new Map(members.map((p) => [p.id, p]));
  const standings = computeStandings(
    members.map((p) => p.id),
    finalResults(rows, participantKey),
    { opponentsPoints: swiss },
  );
  return { standings, rows: standings.map((s) => standingRow(s, byId.get(s.id)!)) };
}

const STAGE_NAMES: Record<TournamentFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
};

/**
 * Swiss rounds that paired someone twice or gave a second BYE, read from the matches themselves: the pairing does
 * so only where no valid pairing existed (bracket/swiss.ts), and the organizer is told.
 */
function relaxedRounds(rows: MatchRow[]): { round: number; rematches: number; repeatByes: number }[] {
  const met = new Set<string>();
  const hadBye = new Set<string>();
  const out: { round: number; rematches: number; repeatByes: number }[] = [];
  const byRound = [...rows].sort((x, y) => x.roundNumber - y.roundNumber || x.matchNumber - y.matchNumber);
  for (let i = 0; i < byRound.length;) {
    const round = byRound[i]!.roundNumber;
    let rematches = 0;
    let repeatByes = 0;
    const seen: (() => void)[] = [];
    for (; i < byRound.length && byRound[i]!.roundNumber === round; i++) {
      const { participantAId: a, participantBId: b } = byRound[i]!;
      if (a && b) {
        const key = a < b ? `${a}|${b}` : `${b}|${a}`;
        if (met.has(key)) rematches++;
        seen.push(() => met.add(key));
      } else if (a ?? b) {
        const id = (a ?? b)!;
        if (hadBye.has(id)) repeatByes++;
        seen.push(() => hadBye.add(id));
      }
    }
    for (const add of seen) add();
    if (rematches + repeatByes > 0) out.push({ round, rematches, repeatByes });
  }
  return out;
}

/** The bracket as a tree: stage → groups (winners, losers, grand final, or round-robin groups) → rounds → matches. */
export function presentBracket(t: TournamentRow, seeded: MatchParticipant[], rows: MatchRow[]): Bracket {
  const context: MatchContextRef = { kind: 'tournament', id: t.id, name: t.name, game: t.game };
  const byId = new Map(seeded.map((p) => [p.id, p]));
  const lookup = (id: string) => byId.get(id);
  const groups = new Map<string, { kind: BracketGroupKind; number: number; rows: MatchRow[] }>();
  for (const m of rows) {
    const key = `${m.groupNumber}`;
    const g = groups.get(key) ?? { kind: m.groupKind, number: m.groupNumber, rows: [] };
    g.rows.push(m);
    groups.set(key, g);
  }
  const swiss = t.format === 'swiss';
  const roundCounts = roundsPerGroup(rows);
  const presentGroups: BracketGroup[] = [...groups.values()]
    .sort((x, y) => x.number - y.number)
    .map((g) => {
      const rounds = new Map<number, MatchRow[]>();
      for (const m of g.rows) rounds.set(m.roundNumber, [...(rounds.get(m.roundNumber) ?? []), m]);
      const table = g.kind === 'round_robin' || g.kind === 'swiss' ? standingsOf(g.rows, seeded, swiss).rows : null;
      return {
        number: g.number,
        kind: g.kind,
        rounds: [...rounds.entries()]
          .sort(([x], [y]) => x - y)
          .map(([number, ms]) => ({
            number,
            matches: ms
              .sort((x, y) => x.matchNumber - y.matchNumber)
              .map((m) => presentMatch(m, context, lookup, roundCounts)),
          })),
        standings: table,
      };
    });
  const totalRounds = t.swissRounds ?? defaultSwissRounds(seeded.length);
  return {
    tournamentId: t.id,
    format: t.format,
    generatedAt: (t.bracketGeneratedAt ?? t.updatedAt).toISOString(),
    participants: seeded,
    stages: [{ number: 1, name: STAGE_NAMES[t.format], type: t.format, groups: presentGroups }],
    swiss: swiss
      ? {
          currentRound: Math.max(0, ...rows.map((m) => m.roundNumber)),
          totalRounds,
          relaxedRounds: relaxedRounds(rows),
        }
      : null,
  };
}
