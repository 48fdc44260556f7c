import { gamesToWin, type BracketGroupKind, type MatchGameInput } from '@esn/contract';

/** Elimination brackets need a winner (the server refuses a draw there too). */
const ELIMINATION: ReadonlySet<BracketGroupKind> = new Set(['single', 'winners', 'losers', 'grand_final']);
export const isElimination = (kind: BracketGroupKind): boolean => ELIMINATION.has(kind);

export const SCORE_MAX = 999;

/** A score as typed: a whole number 0..999, else null. */
export function parseScore(text: string): number | null {
  const value = text.trim();
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
}

export type ScoreProblem = 'invalid' | 'noDraw' | 'series' | 'gamesInvalid' | 'gamesAfterWin';

/**
 * Both scores, or why they cannot be sent: the same rules as the contract and the server. In a series (`bestOf`
 * above 1) the scores are games won: the winner has exactly the majority, the other side fewer.
 */
export function checkScores(
  a: string,
  b: string,
  kind: BracketGroupKind,
  bestOf = 1,
): { scoreA: number; scoreB: number } | { problem: ScoreProblem } {
  const scoreA = parseScore(a);
  const scoreB = parseScore(b);
  if (scoreA === null || scoreB === null) return { problem: 'invalid' };
  if (bestOf > 1) {
    const toWin = gamesToWin(bestOf);
    if (Math.max(scoreA, scoreB) !== toWin || Math.min(scoreA, scoreB) >= toWin) return { problem: 'series' };
    return { scoreA, scoreB };
  }
  if (scoreA === scoreB && isElimination(kind)) return { problem: 'noDraw' };
  return { scoreA, scoreB };
}

/** A game as typed in the report: its map (optional) and both scores as text. */
export interface GameDraft {
  map: string;
  a: string;
  b: string;
}

/**
 * The games of a report, or why they cannot be sent (the server's rules): none at all is fine; otherwise each has
 * two readable scores and a winner (Bo1: one game, whose score is the match's), the games' winners add up to the
 * series score, and no game follows the one that decided the series.
 */
export function checkGames(
  drafts: GameDraft[],
  score: { scoreA: number; scoreB: number },
  bestOf: number,
): { games: MatchGameInput[] } | { problem: ScoreProblem } {
  const games: MatchGameInput[] = [];
  for (const d of drafts) {
    const scoreA = parseScore(d.a);
    const scoreB = parseScore(d.b);
    if (scoreA === null || scoreB === null) return { problem: 'gamesInvalid' };
    games.push(d.map.trim() ? { map: d.map.trim(), scoreA, scoreB } : { scoreA, scoreB });
  }
  if (games.length === 0) return { games };
  if (bestOf <= 1) {
    const [only] = games;
    const same = games.length === 1 && only!.scoreA === score.scoreA && only!.scoreB === score.scoreB;
    return same ? { games } : { problem: 'gamesInvalid' };
  }
  const toWin = gamesToWin(bestOf);
  let a = 0;
  let b = 0;
  for (const g of games) {
    if (a === toWin || b === toWin) return { problem: 'gamesAfterWin' };
    if (g.scoreA === g.scoreB) return { problem: 'gamesInvalid' };
    if (g.scoreA > g.scoreB) a++;
    else b++;
  }
  return a === score.scoreA && b === score.scoreB ? { games } : { problem: 'gamesInvalid' };
}

/** One step of a stepper: an empty or unreadable value counts as 0; the result stays within 0..999. */
export function stepScore(text: string, by: 1 | -1): string {
  const current = parseScore(text) ?? 0;
  return String(Math.min(SCORE_MAX, Math.max(0, current + by)));
}
