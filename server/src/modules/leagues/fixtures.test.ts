import { describe, expect, it } from 'vitest';
import { circleFixtures, type Fixture } from './fixtures';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

/** Each team's matches in week order: 'H' home, 'A' away (weeks off are skipped: they do not break a run). */
function sequences(teams: string[], fixtures: Fixture[]): Map<string, string[]> {
  const seq = new Map(teams.map((t) => [t, [] as string[]]));
  for (const f of [...fixtures].sort((x, y) => x.week - y.week || x.number - y.number)) {
    seq.get(f.home)!.push('H');
    seq.get(f.away)!.push('A');
  }
  return seq;
}
const longestRun = (s: string[]) => {
  let best = 0;
  let run = 0;
  s.forEach((x, i) => {
    run = i > 0 && s[i - 1] === x ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
};
const breaksOf = (s: string[]) => s.filter((x, i) => i > 0 && s[i - 1] === x).length;

describe('league fixtures (Berger tables)', () => {
  const sizes = Array.from({ length: 23 }, (_, i) => i + 2);

  it.each(sizes)('single round robin of %i teams: every pair once, once a week, home games balanced', (n) => {
    const teams = teamsOf(n);
    const fixtures = circleFixtures(teams, false);
    const weeks = n % 2 === 0 ? n - 1 : n;
    expect(Math.max(...fixtures.map((f) => f.week))).toBe(weeks);
    expect(fixtures).toHaveLength((n * (n - 1)) / 2);
    const pairs = new Set(fixtures.map((f) => [f.home, f.away].sort().join('|')));
    expect(pairs.size).toBe((n * (n - 1)) / 2);
    for (let w = 1; w <= weeks; w++) {
      const playing = fixtures.filter((f) => f.week === w).flatMap((f) => [f.home, f.away]);
      expect(new Set(playing).size, `week ${w}`).toBe(playing.length);
      expect(
        fixtures.filter((f) => f.week === w).map((f) => f.number),
        `week ${w} numbers`,
      ).toEqual(Array.from({ length: playing.length / 2 }, (_, i) => i + 1));
    }
    const seq = sequences(teams, fixtures);
    const homes = teams.map((t) => seq.get(t)!.filter((x) => x === 'H').length);
    const spread = Math.max(...homes) - Math.min(...homes);
    expect(spread, `home games ${homes.join(' ')}`).toBeLessThanOrEqual(1);
    // Never three home or three away in a row. Breaks (two in a row) are unavoidable with an even count: at
    // least n−2 in all (de Werra); Berger tables reach that bound, and an odd count has none at all.
    for (const t of teams) expect(longestRun(seq.get(t)!), `${t}: ${seq.get(t)!.join('')}`).toBeLessThanOrEqual(2);
    const breaks = teams.reduce((s, t) => s + breaksOf(seq.get(t)!), 0);
    expect(breaks).toBe(n % 2 === 0 ? n - 2 : 0);
  });

  it.each(sizes)('double round robin of %i teams mirrors the first half, never three in a row', (n) => {
    const teams = teamsOf(n);
    const single = circleFixtures(teams, false);
    const fixtures = circleFixtures(teams, true);
    const half = Math.max(...single.map((f) => f.week));
    expect(fixtures).toHaveLength(n * (n - 1));
    expect(fixtures.filter((f) => f.week <= half)).toEqual(single);
    // Every first-half fixture comes back reversed in the second half, week for week a whole first-half week.
    const second = fixtures.filter((f) => f.week > half);
    expect(new Set(second.map((f) => `${f.home}>${f.away}`))).toEqual(
      new Set(single.map((f) => `${f.away}>${f.home}`)),
    );
    for (let w = half + 1; w <= 2 * half; w++) {
      const mirrored = new Set(second.filter((f) => f.week === w).map((f) => `${f.away}>${f.home}`));
      const source = [...new Set(single.map((f) => f.week))].find((sw) =>
        single.filter((f) => f.week === sw).every((f) => mirrored.has(`${f.home}>${f.away}`)),
      );
      expect(source, `week ${w} mirrors a whole first-half week`).toBeDefined();
    }
    const seq = sequences(teams, fixtures);
    const homes = teams.map((t) => seq.get(t)!.filter((x) => x === 'H').length);
    expect(new Set(homes).size).toBe(1);
    for (const t of teams) expect(longestRun(seq.get(t)!), `${t}: ${seq.get(t)!.join('')}`).toBeLessThanOrEqual(2);
  });

  it('the 6-team case of issue 23 (home games were 3 0 4 2 2 4)', () => {
    const teams = teamsOf(6);
    const seq = sequences(teams, circleFixtures(teams, false));
    expect(teams.map((t) => seq.get(t)!.filter((x) => x === 'H').length).sort()).toEqual([2, 2, 2, 3, 3, 3]);
  });
});
