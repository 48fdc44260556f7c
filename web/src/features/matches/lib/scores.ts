import type { BracketGroupKind } from '@esn/contract';

/** Elimination brackets need a winner (the server refuses a draw there too). */
const ELIMINATION: ReadonlySet<BracketGroupKind> = new Set(['single', 'winners', 'losers', 'grand_final']);
export const isElimination = (kind: BracketGroupKind): boolean => ELIMINATION.has(kind);

export const SCORE_MAX = 999;

/** A score as typed: a whole number 0..999, else null. */
export function parseScore(text: string): number | null {
  const value = text.trim();
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
}

export type ScoreProblem = 'invalid' | 'noDraw';

/** Both scores, or why they cannot be sent: the same rules as the contract and the server. */
export function checkScores(
  a: string,
  b: string,
  kind: BracketGroupKind,
): { scoreA: number; scoreB: number } | { problem: ScoreProblem } {
  const scoreA = parseScore(a);
  const scoreB = parseScore(b);
  if (scoreA === null || scoreB === null) return { problem: 'invalid' };
  if (scoreA === scoreB && isElimination(kind)) return { problem: 'noDraw' };
  return { scoreA, scoreB };
}

/** One step of a stepper: an empty or unreadable value counts as 0; the result stays within 0..999. */
export function stepScore(text: string, by: 1 | -1): string {
  const current = parseScore(text) ?? 0;
  return String(Math.min(SCORE_MAX, Math.max(0, current + by)));
}
