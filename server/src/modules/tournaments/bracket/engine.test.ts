import { describe, expect, it } from 'vitest';
import {
  createBracket,
  defaultGroupCount,
  eliminationRanks,
  recordResult,
  slotsFor,
  standardOrder,
  type EngineMatch,
} from './engine';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const seedOf = (id: string) => Number(id.slice(1));
const playable = (ms: EngineMatch[]) => ms.filter((m) => m.a !== null && m.b !== null);
const ALL = Array.from({ length: 255 }, (_, i) => i + 2);
// Every count from 2 to 256 builds a whole bracket through brackets-manager: seconds of CPU on a quiet machine,
// many more when the test files run in parallel on two cores.
const EVERY_COUNT_TIMEOUT = 120_000;

describe('elimination shapes for every count from 2 to 256', { timeout: EVERY_COUNT_TIMEOUT }, () => {
  it('single elimination: 2^k − 1 matches, n − 1 played, the top seeds get the BYEs', async () => {
    for (const n of ALL) {
      const { matches } = await createBracket('single_elimination', ids(n));
      const size = slotsFor(n);
      expect(matches, `n=${n}`).toHaveLength(size - 1);
      expect(playable(matches), `n=${n}`).toHaveLength(n - 1);
      const firstRound = matches.filter((m) => m.roundNumber === 1);
      const byes = firstRound.filter((m) => m.a === null || m.b === null);
      expect(byes, `n=${n}`).toHaveLength(size - n);
      // Never a BYE against a BYE, and the BYEs are seeds 1..(size − n), each completed at once.
      expect(firstRound.every((m) => m.a !== null || m.b !== null)).toBe(true);
      const byeSeeds = byes.map((m) => seedOf((m.a ?? m.b)!.participantId!)).sort((x, y) => x - y);
      expect(byeSeeds).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
      expect(byes.every((m) => m.status === 'completed')).toBe(true);
    }
  });

  it('double elimination (one grand final): 2·2^k − 2 matches and 2n − 2 played from 3 participants', async () => {
    for (const n of ALL) {
      const { matches } = await createBracket('double_elimination', ids(n));
      const size = slotsFor(n);
      if (n === 2) {
        expect(matches).toHaveLength(1);
        continue;
      }
      expect(matches, `n=${n}`).toHaveLength(2 * size - 2);
      expect(playable(matches), `n=${n}`).toHaveLength(2 * n - 2);
      expect(new Set(matches.map((m) => m.groupKind))).toEqual(new Set(['winners', 'losers', 'grand_final']));
      expect(matches.filter((m) => m.groupKind === 'grand_final')).toHaveLength(1);
    }
  });

  it('round robin: everyone meets everyone in their group once; groups of at most 16 by default', async () => {
    for (const n of ALL) {
      const { matches } = await createBracket('round_robin', ids(n));
      const groups = new Map<number, Set<string>>();
      const pairs = new Set<string>();
      for (const m of matches) {
        const a = m.a!.participantId!;
        const b = m.b!.participantId!;
        const g = groups.get(m.groupNumber) ?? new Set();
        g.add(a).add(b);
        groups.set(m.groupNumber, g);
        const key = [a, b].sort().join('-');
        expect(pairs.has(key), `n=${n} rematch ${key}`).toBe(false);
        pairs.add(key);
      }
      expect(groups.size, `n=${n}`).toBe(defaultGroupCount(n));
      const sizes = [...groups.values()].map((g) => g.size);
      expect(sizes.reduce((x, y) => x + y, 0)).toBe(n);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(matches).toHaveLength(sizes.reduce((sum, s) => sum + (s * (s - 1)) / 2, 0));
    }
  });

  it('standard order: seed 1 meets seed 8, the two top seeds only in the final', () => {
    expect(standardOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(standardOrder(2)).toEqual([1, 2]);
  });
});

/** Plays every ready match with the better seed winning until nothing is left to play. */
async function playOut(format: 'single_elimination' | 'double_elimination' | 'round_robin', n: number) {
  let { state, matches } = await createBracket(format, ids(n));
  for (let guard = 0; guard < 5000; guard++) {
    const next = matches.find((m) => m.status === 'ready');
    if (!next) break;
    const a = seedOf(next.a!.participantId!);
    const b = seedOf(next.b!.participantId!);
    ({ state, matches } = await recordResult(state, next.bracketMatchId, a < b ? 2 : 0, a < b ? 0 : 2));
  }
  return { state, matches };
}

describe('playing a bracket to the end', () => {
  for (const n of [2, 3, 5, 6, 8, 13, 32, 100]) {
    it(`single and double elimination with ${n}: every match is decided and seed 1 is champion`, async () => {
      for (const format of ['single_elimination', 'double_elimination'] as const) {
        const { state, matches } = await playOut(format, n);
        expect(
          matches.every((m) => m.status === 'completed'),
          `${format} ${n}`,
        ).toBe(true);
        const ranks = await eliminationRanks(state);
        expect(ranks.get('p1'), `${format} ${n}`).toBe(1);
        expect(ranks.size).toBe(n);
      }
    });
  }

  it('a draw is recorded in a round robin', async () => {
    const { state, matches } = await createBracket('round_robin', ids(4));
    const after = await recordResult(state, matches[0]!.bracketMatchId, 1, 1);
    expect(after.matches.find((m) => m.bracketMatchId === matches[0]!.bracketMatchId)).toMatchObject({
      status: 'completed',
      winner: 'draw',
    });
  });

  it('a 256-team double elimination plays out with the top seed winning', async () => {
    const { matches } = await playOut('double_elimination', 256);
    expect(matches.filter((m) => m.status === 'completed')).toHaveLength(510);
  }, 60_000);
});

/** Plays the winners bracket's first round with the better seed winning; returns the bracket after it. */
async function afterWinnersRoundOne(n: number) {
  let { state, matches } = await createBracket('double_elimination', ids(n));
  for (const m of matches.filter((x) => x.groupKind === 'winners' && x.roundNumber === 1 && x.status === 'ready')) {
    const a = seedOf(m.a!.participantId!);
    const b = seedOf(m.b!.participantId!);
    ({ state, matches } = await recordResult(state, m.bracketMatchId, a < b ? 2 : 0, a < b ? 0 : 2));
  }
  return matches;
}

/** A side as a seed number, 0 for a BYE, -1 for a side still waiting. */
const seedsOf = (m: EngineMatch) =>
  [m.a, m.b].map((s) => (s === null ? 0 : s.participantId ? seedOf(s.participantId) : -1));

describe('double elimination: who meets whom in the losers bracket', () => {
  it('its first round pairs the losers of winners matches 1 and 2, 3 and 4, …; a BYE where a winners match had one', async () => {
    for (const n of [3, 4, 5, 6, 7, 8, 11, 12, 16, 23, 32, 64]) {
      const matches = await afterWinnersRoundOne(n);
      const winners = matches.filter((m) => m.groupKind === 'winners' && m.roundNumber === 1);
      const losers = matches.filter((m) => m.groupKind === 'losers' && m.roundNumber === 1);
      expect(losers, `n=${n}`).toHaveLength(slotsFor(n) / 4);
      // The loser of a winners match: the worse seed; none (a BYE) when it was a BYE.
      const loserOf = (m: EngineMatch) => (m.a === null || m.b === null ? 0 : Math.max(...seedsOf(m)));
      const expected = losers.map((_, k) => [loserOf(winners[2 * k]!), loserOf(winners[2 * k + 1]!)]);
      expect(losers.map(seedsOf), `n=${n}`).toEqual(expected);
      // Everyone who lost in the first round is there exactly once; nobody waits any more.
      const placed = losers.flatMap(seedsOf).filter((s) => s > 0);
      expect(
        placed.sort((x, y) => x - y),
        `n=${n}`,
      ).toEqual(
        winners
          .map(loserOf)
          .filter((s) => s > 0)
          .sort((x, y) => x - y),
      );
    }
  });

  it('for 8 and 16 entrants: 8–5 and 7–6; 16–9, 13–12, 15–10 and 14–11', async () => {
    expect(
      (await afterWinnersRoundOne(8)).filter((m) => m.groupKind === 'losers' && m.roundNumber === 1).map(seedsOf),
    ).toEqual([
      [8, 5],
      [7, 6],
    ]);
    expect(
      (await afterWinnersRoundOne(16)).filter((m) => m.groupKind === 'losers' && m.roundNumber === 1).map(seedsOf),
    ).toEqual([
      [16, 9],
      [13, 12],
      [15, 10],
      [14, 11],
    ]);
  });

  it('a losers-bracket BYE sends the other side on at once, and a BYE against a BYE is simply over', async () => {
    // 5 entrants: winners round 1 is 1–BYE, 4–5, 2–BYE, 3–BYE.
    const losers = (await afterWinnersRoundOne(5)).filter((m) => m.groupKind === 'losers' && m.roundNumber === 1);
    expect(losers.map(seedsOf)).toEqual([
      [0, 5],
      [0, 0],
    ]);
    expect(losers.map((m) => m.status)).toEqual(['completed', 'completed']);
    expect(losers[0]!.winner).toBe('b');
  });
});

describe('the final plays the final’s length', () => {
  it('single elimination: only the last round’s match is the final', async () => {
    for (const n of [2, 3, 8, 13]) {
      const { matches } = await createBracket('single_elimination', ids(n));
      const finals = matches.filter((m) => m.final);
      expect(finals, `n=${n}`).toHaveLength(1);
      expect(finals[0]!.roundNumber).toBe(Math.max(...matches.map((m) => m.roundNumber)));
    }
  });

  it('double elimination: the grand final (a lone winners final for two); round robin has none', async () => {
    for (const n of [3, 4, 8, 13]) {
      const { matches } = await createBracket('double_elimination', ids(n));
      expect(
        matches.filter((m) => m.final).map((m) => m.groupKind),
        `n=${n}`,
      ).toEqual(['grand_final']);
    }
    expect((await createBracket('double_elimination', ids(2))).matches.filter((m) => m.final)).toHaveLength(1);
    expect((await createBracket('round_robin', ids(6))).matches.some((m) => m.final)).toBe(false);
  });
});
