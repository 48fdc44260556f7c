import { LEAGUE_POINTS } from '@esn/contract';

/**
 * A final result between two participants (ids: registrations, or teams in a league); `b: null` is a BYE. In a
 * best-of series the score is games won; `games` are the series' games as reported (their own scores), if any.
 */
export type FinalResult = {
  a: string;
  b: string | null;
  scoreA: number;
  scoreB: number;
  winner: 'a' | 'b' | 'draw';
  games?: { scoreA: number; scoreB: number }[];
};

export type Standing = {
  id: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  difference: number;
  /** The reported games' own score differences added up (rounds, goals); 0 where no games were reported. */
  gameScoreDifference: number;
  points: number;
  /** Swiss: the opponents' points added up (Buchholz). */
  opponentsPoints: number;
};

const blank = (id: string): Standing => ({
  id,
  rank: 0,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  difference: 0,
  gameScoreDifference: 0,
  points: 0,
  opponentsPoints: 0,
});

function tally(ids: string[], results: FinalResult[]): Map<string, Standing> {
  const rows = new Map(ids.map((id) => [id, blank(id)]));
  const side = (id: string, mine: number, theirs: number, outcome: 'won' | 'drawn' | 'lost', games = 0) => {
    const r = rows.get(id);
    if (!r) return;
    r.played++;
    r.gameScoreDifference += games;
    r[outcome]++;
    r.scoreFor += mine;
    r.scoreAgainst += theirs;
    r.difference = r.scoreFor - r.scoreAgainst;
    r.points += outcome === 'won' ? LEAGUE_POINTS.win : outcome === 'drawn' ? LEAGUE_POINTS.draw : LEAGUE_POINTS.loss;
  };
  for (const m of results) {
    if (m.b === null) {
      side(m.a, 0, 0, 'won'); // a BYE counts as a win without score
      continue;
    }
    const games = (m.games ?? []).reduce((sum, g) => sum + g.scoreA - g.scoreB, 0);
    side(m.a, m.scoreA, m.scoreB, m.winner === 'a' ? 'won' : m.winner === 'draw' ? 'drawn' : 'lost', games);
    side(m.b, m.scoreB, m.scoreA, m.winner === 'b' ? 'won' : m.winner === 'draw' ? 'drawn' : 'lost', -games);
  }
  return rows;
}

/**
 * A table from final results. Order: points (3/1/0); among participants level on points, the points of the matches
 * between them only (head-to-head), then overall score difference, then scores for, then the difference of the
 * reported games' own scores; then the given order (seed). In a best-of series the score is games won, so the
 * difference is the game differential and "scores for" the games won; the games' own scores (rounds, goals) are the
 * last tiebreak. Swiss (`opponentsPoints`): the opponents' points (Buchholz) come before head-to-head, as Swiss pairs
 * few rematches.
 */
export function computeStandings(
  ids: string[],
  results: FinalResult[],
  opts: { opponentsPoints?: boolean } = {},
): Standing[] {
  const rows = tally(ids, results);
  if (opts.opponentsPoints) {
    for (const m of results) {
      if (m.b === null) continue;
      const a = rows.get(m.a);
      const b = rows.get(m.b);
      if (a && b) {
        a.opponentsPoints += b.points;
        b.opponentsPoints += a.points;
      }
    }
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  const byPoints = new Map<number, Standing[]>();
  for (const r of rows.values()) byPoints.set(r.points, [...(byPoints.get(r.points) ?? []), r]);

  const headToHead = new Map<string, Standing>();
  for (const level of byPoints.values()) {
    if (level.length < 2) continue;
    const members = new Set(level.map((r) => r.id));
    const among = results.filter((m) => m.b !== null && members.has(m.a) && members.has(m.b));
    for (const [id, r] of tally([...members], among)) headToHead.set(id, r);
  }
  const h2h = (id: string) => headToHead.get(id)?.points ?? 0;

  const sorted = [...rows.values()].sort(
    (x, y) =>
      y.points - x.points ||
      (opts.opponentsPoints ? y.opponentsPoints - x.opponentsPoints : 0) ||
      h2h(y.id) - h2h(x.id) ||
      y.difference - x.difference ||
      y.scoreFor - x.scoreFor ||
      y.gameScoreDifference - x.gameScoreDifference ||
      order.get(x.id)! - order.get(y.id)!,
  );
  sorted.forEach((r, i) => (r.rank = i + 1));
  return sorted;
}
