import { describe, expect, it } from 'vitest';
import { circleFixtures } from '../leagues/fixtures';
import { computeStandings, type FinalResult } from './standings';

const r = (a: string, b: string, scoreA: number, scoreB: number): FinalResult => ({
  a,
  b,
  scoreA,
  scoreB,
  winner: scoreA > scoreB ? 'a' : scoreA < scoreB ? 'b' : 'draw',
});

describe('standings', () => {
  it('counts played, won, drawn, lost, for, against, difference and 3/1/0 points', () => {
    const [x, y] = computeStandings(['A', 'B'], [r('A', 'B', 3, 1), r('B', 'A', 2, 2)]);
    expect(x).toMatchObject({
      id: 'A',
      rank: 1,
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      scoreFor: 5,
      scoreAgainst: 3,
      difference: 2,
      points: 4,
    });
    expect(y).toMatchObject({
      id: 'B',
      rank: 2,
      played: 2,
      won: 0,
      drawn: 1,
      lost: 1,
      scoreFor: 3,
      scoreAgainst: 5,
      difference: -2,
      points: 1,
    });
  });

  it('breaks a tie on points by head-to-head before the difference', () => {
    // A and B both on 3 points; B has the better difference (+4 against 0) but A beat B.
    const table = computeStandings(
      ['A', 'B', 'C', 'D'],
      [r('A', 'B', 1, 0), r('B', 'C', 5, 0), r('D', 'A', 1, 0), r('C', 'D', 0, 0)],
    );
    expect(table.map((s) => [s.id, s.points, s.difference])).toEqual([
      ['D', 4, 1],
      ['A', 3, 0],
      ['B', 3, 4],
      ['C', 1, -5],
    ]);
  });

  it('a three-way tie with the same mini-table falls to the difference, then scores for, then seed', () => {
    const h2h = computeStandings(['A', 'B', 'C'], [r('A', 'B', 1, 0), r('B', 'C', 5, 0), r('C', 'A', 1, 0)]);
    // All three on 3 points: the mini-table among them is the same, so difference decides: B +4, A 0, C −4.
    expect(h2h.map((s) => s.id)).toEqual(['B', 'A', 'C']);
    // Level on everything but scores for: 2-2 beats 1-1 when each drew with C.
    const scores = computeStandings(['A', 'B', 'C'], [r('A', 'C', 1, 1), r('B', 'C', 2, 2)]);
    expect(scores.map((s) => s.id)).toEqual(['C', 'B', 'A']);
    // Level on everything: the seed order stands.
    const level = computeStandings(['B', 'A'], [r('A', 'B', 1, 1)]);
    expect(level.map((s) => s.id)).toEqual(['B', 'A']);
  });

  it('Swiss: the opponents’ points come before head-to-head', () => {
    const table = computeStandings(['A', 'B', 'C', 'D'], [r('A', 'C', 1, 0), r('B', 'D', 1, 0), r('C', 'D', 1, 0)], {
      opponentsPoints: true,
    });
    expect(table[0]!.id).toBe('A'); // A beat C (3 points), B beat D (0 points)
  });
});

describe('circle-method fixtures', () => {
  for (const n of [2, 3, 4, 5, 8, 11, 20]) {
    it(`${n} teams: every pair once in ${n % 2 ? n : n - 1} weeks, nobody twice in a week; double mirrors home and away`, () => {
      const teams = Array.from({ length: n }, (_, i) => `t${i}`);
      const single = circleFixtures(teams, false);
      expect(single).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(single.map((f) => [f.home, f.away].sort().join('-')));
      expect(pairs.size).toBe(single.length);
      const weeks = Math.max(...single.map((f) => f.week));
      expect(weeks).toBe(n % 2 ? n : n - 1);
      for (let w = 1; w <= weeks; w++) {
        const playing = single.filter((f) => f.week === w).flatMap((f) => [f.home, f.away]);
        expect(new Set(playing).size).toBe(playing.length);
      }
      const double = circleFixtures(teams, true);
      expect(double).toHaveLength(n * (n - 1));
      const homeAway = new Set(double.map((f) => `${f.home}>${f.away}`));
      expect(homeAway.size).toBe(double.length);
    });
  }
});
