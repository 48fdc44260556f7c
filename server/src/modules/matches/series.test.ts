import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { checkSeries } from './series';

const bo = (bestOf: number, groupKind = 'single') => ({ bestOf, groupKind });
const g = (scoreA: number, scoreB: number, map?: string) => ({ scoreA, scoreB, ...(map ? { map } : {}) });
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return null;
};

describe('checkSeries', () => {
  it('Bo1: any score, a draw outside elimination only, at most one game equal to the score', () => {
    expect(checkSeries(bo(1), 13, 9)).toEqual([]);
    expect(checkSeries(bo(1, 'round_robin'), 1, 1)).toEqual([]);
    expect(codeOf(() => checkSeries(bo(1), 2, 2))).toBe('draw_not_allowed');
    expect(checkSeries(bo(1), 13, 9, [g(13, 9, 'Ascent')])).toEqual([{ map: 'Ascent', scoreA: 13, scoreB: 9 }]);
    expect(codeOf(() => checkSeries(bo(1), 13, 9, [g(13, 8)]))).toBe('series_games_invalid');
    expect(codeOf(() => checkSeries(bo(1), 1, 0, [g(1, 0), g(1, 0)]))).toBe('series_games_invalid');
  });

  it('Bo3/5/7: the winner has exactly the majority, the loser fewer; a series has no draw', () => {
    for (const [bestOf, toWin] of [
      [3, 2],
      [5, 3],
      [7, 4],
    ] as const) {
      for (let loser = 0; loser < toWin; loser++) {
        expect(checkSeries(bo(bestOf), toWin, loser)).toEqual([]);
        expect(checkSeries(bo(bestOf, 'swiss'), loser, toWin)).toEqual([]);
      }
      for (const [a, b] of [
        [toWin, toWin],
        [toWin + 1, 0],
        [toWin - 1, 0],
        [0, 0],
        [1, 1],
      ])
        expect(
          codeOf(() => checkSeries(bo(bestOf, 'round_robin'), a!, b!)),
          `Bo${bestOf} ${a}-${b}`,
        ).toBe('series_score_invalid');
    }
  });

  it('games: one per game played, each with a winner, adding up to the series, none after the decider', () => {
    const games = [g(13, 9, 'Ascent'), g(7, 13, 'Bind'), g(13, 11)];
    expect(checkSeries(bo(3), 2, 1, games)).toEqual([
      { map: 'Ascent', scoreA: 13, scoreB: 9 },
      { map: 'Bind', scoreA: 7, scoreB: 13 },
      { map: null, scoreA: 13, scoreB: 11 },
    ]);
    // Winners that do not add up to the score, or a drawn game.
    expect(codeOf(() => checkSeries(bo(3), 2, 1, [g(13, 9), g(13, 7)]))).toBe('series_games_invalid');
    expect(codeOf(() => checkSeries(bo(3), 2, 0, [g(13, 9), g(13, 13), g(13, 7)]))).toBe('series_games_invalid');
    expect(codeOf(() => checkSeries(bo(5), 3, 1, [g(13, 9), g(13, 7), g(2, 13)]))).toBe('series_games_invalid');
    // 2–1 in games, but side A had won the series after two games: the third game is one too many.
    expect(codeOf(() => checkSeries(bo(3), 2, 1, [g(13, 9), g(13, 7), g(2, 13)]))).toBe('series_games_after_win');
    expect(codeOf(() => checkSeries(bo(5), 1, 3, [g(0, 1), g(0, 1), g(0, 1), g(1, 0)]))).toBe('series_games_after_win');
    expect(checkSeries(bo(7), 4, 3, [g(1, 0), g(0, 1), g(1, 0), g(0, 1), g(1, 0), g(0, 1), g(1, 0)])).toHaveLength(7);
  });
});
