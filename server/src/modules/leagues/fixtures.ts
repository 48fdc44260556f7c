/** One fixture: `home` and `away` are team ids. */
export type Fixture = { week: number; number: number; home: string; away: string };

/**
 * Round-robin fixtures by the circle method: one team stays, the others rotate one place each week, so every
 * pair meets exactly once in n−1 weeks (n even; with an odd count a dummy slot gives one team a week off each
 * week). Home and away alternate for the fixed team and flip by week for the rest. `double`: a second half
 * with every fixture reversed.
 */
export function circleFixtures(teamIds: string[], double: boolean): Fixture[] {
  const slots: (string | null)[] = [...teamIds];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const weeks = n - 1;
  const out: Fixture[] = [];
  let ring = slots.slice(1);
  for (let w = 0; w < weeks; w++) {
    const round = [slots[0]!, ...ring];
    let number = 1;
    for (let i = 0; i < n / 2; i++) {
      const x = round[i]!;
      const y = round[n - 1 - i]!;
      if (x === null || y === null) continue;
      const flip = i === 0 ? w % 2 === 1 : (w + i) % 2 === 1;
      out.push({ week: w + 1, number: number++, home: flip ? y : x, away: flip ? x : y });
    }
    ring = [ring[ring.length - 1]!, ...ring.slice(0, -1)];
  }
  if (double) {
    const first = [...out];
    for (const f of first) out.push({ week: f.week + weeks, number: f.number, home: f.away, away: f.home });
  }
  return out;
}
