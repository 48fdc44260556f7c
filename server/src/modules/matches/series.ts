import { gamesToWin, type MatchGame, type MatchGameInput } from '@esn/contract';
import { badRequest } from '../../lib/errors';

const ELIMINATION = new Set(['single', 'winners', 'losers', 'grand_final']);

/**
 * Checks a reported score against the match's length and returns the games to keep.
 *
 * - Bo1: the score is the game's own (rounds, goals); a draw only outside elimination; at most one game, whose score
 *   is the match's.
 * - Bo3/5/7: the score is games won; the winner has exactly the majority and the other side fewer (no draw). Games,
 *   when given, are one per game played (winners adding up to the score), each with a winner, and the last one is
 *   the one that decided the series (none after it).
 */
export function checkSeries(
  match: { bestOf: number; groupKind: string },
  scoreA: number,
  scoreB: number,
  games: MatchGameInput[] = [],
): MatchGame[] {
  const kept = games.map((g) => ({ map: g.map ? g.map : null, scoreA: g.scoreA, scoreB: g.scoreB }));
  if (match.bestOf <= 1) {
    if (scoreA === scoreB && ELIMINATION.has(match.groupKind)) throw badRequest('draw_not_allowed');
    const [only] = kept;
    if (kept.length > 1 || (only && (only.scoreA !== scoreA || only.scoreB !== scoreB)))
      throw badRequest('series_games_invalid');
    return kept;
  }
  const toWin = gamesToWin(match.bestOf);
  const params = { bestOf: match.bestOf, toWin };
  if (Math.max(scoreA, scoreB) !== toWin || Math.min(scoreA, scoreB) >= toWin)
    throw badRequest('series_score_invalid', params);
  if (kept.length === 0) return kept;
  let a = 0;
  let b = 0;
  for (const g of kept) {
    if (a === toWin || b === toWin) throw badRequest('series_games_after_win', params);
    if (g.scoreA === g.scoreB) throw badRequest('series_games_invalid');
    if (g.scoreA > g.scoreB) a++;
    else b++;
  }
  if (a !== scoreA || b !== scoreB) throw badRequest('series_games_invalid');
  return kept;
}
