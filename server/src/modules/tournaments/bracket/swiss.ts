import { LEAGUE_POINTS } from '@esn/contract';
import type { FinalResult } from '../../matches/standings';
import { Matching } from './swiss-matching';

/** A pairing of one Swiss round: `b: null` is the BYE (at most one per round). */
export type SwissPair = { a: string; b: string | null };

/** What a round had to give up because no pairing without it existed (both 0 in a normal round). */
type SwissRelaxation = { rematches: number; repeatByes: number };

export type SwissRound = { pairs: SwissPair[]; relaxed: SwissRelaxation | null };

type Played = FinalResult & { round: number };

const pointsOf = (m: FinalResult, side: 'a' | 'b') =>
  m.b === null
    ? LEAGUE_POINTS.win
    : m.winner === 'draw'
      ? LEAGUE_POINTS.draw
      : m.winner === side
        ? LEAGUE_POINTS.win
        : LEAGUE_POINTS.loss;

/**
 * Pairs round `round` (from 1) of a Swiss event, Dutch style; the higher-ranked participant plays on side a.
 * `seeded` is in seed order (seed 1 first); `played` holds the final results of the earlier rounds.
 *
 * Rank: points (3/1/0, a BYE counts as a win), then seed. Rules, in order of precedence:
 * 1. Hard constraints: nobody meets an opponent twice, nobody gets a second BYE. They give way only when no pairing
 *    of the whole field (every score group merged) satisfies them, and then as little as possible: the round pairs
 *    the most participants validly that any pairing can (a maximum matching of the allowed pairs), and says how
 *    many rematches and repeat BYEs it took in `relaxed`.
 * 2. The BYE (odd count) goes to the lowest-ranked participant without one for whom the rest can still be paired.
 * 3. From the top of the ranking down, each participant meets, within its score group, the top half against the
 *    bottom half (1st v (m/2+1)th, the bottom half next, then the top half upwards, Dutch transpositions); a
 *    participant with nobody left in its group floats down to the highest-ranked of the groups below. A choice is
 *    taken only if the rest can still be paired as well as the whole round can (checked with an incremental
 *    maximum-cardinality matching, Edmonds' blossoms), so the greedy order never paints the round into a corner.
 * Round 1 (everyone on 0 points) is therefore 1 v n/2+1, 2 v n/2+2, …, the lowest seed sitting out an odd count.
 */
export function pairSwissRound(round: number, seeded: string[], played: Played[]): SwissRound {
  const seedOf = new Map(seeded.map((id, i) => [id, i]));
  const points = new Map(seeded.map((id) => [id, 0]));
  const byes = new Map(seeded.map((id) => [id, 0]));
  const met = new Map<string, number>();
  const pairKey = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
  for (const m of played) {
    if (m.round >= round) continue;
    if (!seedOf.has(m.a) || (m.b !== null && !seedOf.has(m.b))) continue;
    points.set(m.a, points.get(m.a)! + pointsOf(m, 'a'));
    if (m.b === null) {
      byes.set(m.a, byes.get(m.a)! + 1);
      continue;
    }
    points.set(m.b, points.get(m.b)! + pointsOf(m, 'b'));
    met.set(pairKey(m.a, m.b), (met.get(pairKey(m.a, m.b)) ?? 0) + 1);
  }
  const ranked = [...seeded].sort((x, y) => points.get(y)! - points.get(x)! || seedOf.get(x)! - seedOf.get(y)!);
  const n = ranked.length;
  const odd = n % 2 === 1;
  const BYE = n; // vertex of the BYE when the count is odd
  const size = odd ? n + 1 : n;
  // How often each pair met (the BYE's row: how many BYEs each has had); 0 = allowed.
  const meetings = new Int32Array(size * size);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const k = met.get(pairKey(ranked[i]!, ranked[j]!)) ?? 0;
      meetings[i * size + j] = meetings[j * size + i] = k;
    }
    if (odd) meetings[i * size + BYE] = meetings[BYE * size + i] = byes.get(ranked[i]!)!;
  }
  const allowed = (i: number, j: number) => meetings[i * size + j] === 0;

  const matching = new Matching(size, allowed);
  let target = matching.maximise(); // valid pairs the whole round can have
  const taken: [number, number][] = [];

  /** Pairs `p` with the first candidate that keeps the round as valid as it can be. */
  const pairFirst = (p: number, candidates: number[]) => {
    const valid = candidates.filter((c) => allowed(p, c));
    const invalid = candidates
      .filter((c) => !allowed(p, c))
      .sort((x, y) => meetings[p * size + x]! - meetings[p * size + y]!);
    for (const c of [...valid, ...invalid]) {
      const ok = allowed(p, c) ? 1 : 0;
      if (matching.tryRemove(p, c, target - ok)) {
        target -= ok;
        taken.push([p, c]);
        return;
      }
    }
    throw new Error('Swiss pairing found no candidate'); // unreachable: the maximum matching's own partner fits
  };

  if (odd) {
    const byLowest = [...ranked.keys()].reverse();
    const fresh = byLowest.filter((i) => byes.get(ranked[i]!) === 0);
    const again = byLowest.filter((i) => byes.get(ranked[i]!)! > 0);
    pairFirst(BYE, [...fresh, ...again]);
  }
  for (;;) {
    const active = matching.activeVertices().filter((v) => v !== BYE);
    if (active.length === 0) break;
    const [p, ...rest] = active;
    const group = active.filter((v) => points.get(ranked[v]!) === points.get(ranked[p!]!));
    const half = Math.max(1, Math.floor(group.length / 2));
    const dutch = [...group.slice(half), ...group.slice(1, half).reverse()];
    pairFirst(p!, [...dutch, ...rest.slice(group.length - 1)]);
  }

  let rematches = 0;
  let repeatByes = 0;
  const pairs: SwissPair[] = [];
  let bye: SwissPair | null = null;
  for (const [x, y] of taken) {
    if (x === BYE) {
      bye = { a: ranked[y]!, b: null };
      if (!allowed(x, y)) repeatByes++;
      continue;
    }
    if (!allowed(x, y)) rematches++;
    pairs.push(x < y ? { a: ranked[x]!, b: ranked[y]! } : { a: ranked[y]!, b: ranked[x]! });
  }
  if (bye) pairs.push(bye);
  return { pairs, relaxed: rematches + repeatByes > 0 ? { rematches, repeatByes } : null };
}
