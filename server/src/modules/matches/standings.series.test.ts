import { describe, expect, it } from 'vitest';
import { computeStandings, type FinalResult } from './standings';

/** A best-of series: the score is games won, `games` the games' own scores (side A's first). */
const series = (a: string, b: string, games: [number, number][]): FinalResult => {
  const scoreA = games.filter(([x, y]) => x > y).length;
  const scoreB = games.length - scoreA;
  return {
    a,
    b,
    scoreA,
    scoreB,
    winner: scoreA > scoreB ? 'a' : 'b',
    games: games.map(([x, y]) => ({ scoreA: x, scoreB: y })),
  };
};

describe('standings of best-of series', () => {
  it('level on points and head-to-head (a cycle): the game differential decides, then games won', () => {
    // A beats B 2–0, B beats C 2–1, C beats A 2–1: each has 3 points and 3 head-to-head points.
    const table = computeStandings(
      ['C', 'B', 'A'],
      [
        series('A', 'B', [
          [13, 5],
          [13, 5],
        ]),
        series('B', 'C', [
          [13, 5],
          [5, 13],
          [13, 5],
        ]),
        series('C', 'A', [
          [13, 5],
          [5, 13],
          [13, 5],
        ]),
      ],
    );
    // Game differential: A +2 −1 = +1, B −2 +1 = −1, C −1 +1 = 0.
    expect(table.map((r) => [r.id, r.difference])).toEqual([
      ['A', 1],
      ['C', 0],
      ['B', -1],
    ]);
  });

  it('level on game differential and games won: the reported games’ own scores decide, before the seed', () => {
    // Every side wins once 2–1 and loses once 1–2; the maps' rounds differ.
    const table = computeStandings(
      ['A', 'B', 'C'],
      [
        series('A', 'B', [
          [13, 11],
          [11, 13],
          [13, 11],
        ]),
        series('B', 'C', [
          [13, 0],
          [0, 13],
          [13, 0],
        ]),
        series('C', 'A', [
          [13, 11],
          [11, 13],
          [13, 11],
        ]),
      ],
    );
    expect(table.map((r) => [r.id, r.points, r.difference, r.scoreFor])).toEqual([
      ['B', 3, 0, 3],
      ['A', 3, 0, 3],
      ['C', 3, 0, 3],
    ]);
    // Rounds: B −2 against A and +13 against C (+11); A +2 − 2 = 0; C −13 + 2 = −11.
    expect(table.map((r) => r.gameScoreDifference)).toEqual([11, 0, -11]);
  });

  it('without reported games the order is as before (seed last)', () => {
    const table = computeStandings(['A', 'B'], [{ a: 'A', b: 'B', scoreA: 1, scoreB: 1, winner: 'draw' }]);
    expect(table.map((r) => [r.id, r.gameScoreDifference])).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
  });
});
