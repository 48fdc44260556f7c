/** One fixture: `home` and `away` are team ids. */
export type Fixture = { week: number; number: number; home: string; away: string };

/**
 * Round-robin fixtures by Berger tables (the circle method with the home side alternating, as FIDE and football
 * schedulers use it). With an even count n, one team stays and week k pairs it with team k; team k+i meets team
 * k−i (mod n−1). The staying team is home in every other week; in each other pair the home side alternates with
 * the distance i. So every pair meets once in n−1 weeks, home games per team differ by at most one, and nobody
 * plays three home or three away in a row: there are n−2 breaks (two in a row) in all, the least possible
 * (de Werra). With an odd count a dummy slot gives one team each week off, and nobody has a break at all.
 *
 * `double`: a second half with every fixture reversed, in the "French" order — the last week first, then the
 * others — so that the turn of the halves adds no third match in a row at home or away.
 */
export function circleFixtures(teamIds: string[], double: boolean): Fixture[] {
  const slots: (string | null)[] = [...teamIds];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const m = n - 1;
  const weeks: [string | null, string | null][][] = [];
  for (let k = 0; k < m; k++) {
    const fixed = slots[m]!;
    const turning = slots[k]!;
    const pairs: [string | null, string | null][] = [k % 2 === 0 ? [turning, fixed] : [fixed, turning]];
    for (let i = 1; i < n / 2; i++) {
      const up = slots[(k + i) % m]!;
      const down = slots[(k - i + m) % m]!;
      pairs.push(i % 2 === 1 ? [up, down] : [down, up]);
    }
    weeks.push(pairs);
  }
  if (double) {
    const reversed = weeks.map((pairs) => pairs.map(([home, away]): [string | null, string | null] => [away, home]));
    weeks.push(reversed[m - 1]!, ...reversed.slice(0, m - 1));
  }
  const out: Fixture[] = [];
  weeks.forEach((pairs, w) => {
    let number = 1;
    for (const [home, away] of pairs)
      if (home !== null && away !== null) out.push({ week: w + 1, number: number++, home, away });
  });
  return out;
}
