import { Worker } from 'node:worker_threads';
import { LEAGUE_POINTS } from '@esn/contract';
import type { FinalResult } from '../../matches/standings';

/** A pairing of one Swiss round: `b: null` is the BYE (at most one per round, never twice for the same participant). */
export type SwissPair = { a: string; b: string | null };

type Matchup = { home: string; away: string | null };
const pointsOf = (m: FinalResult, side: 'a' | 'b') =>
  m.winner === 'draw' ? LEAGUE_POINTS.draw : m.winner === side ? LEAGUE_POINTS.win : LEAGUE_POINTS.loss;

/**
 * Pairs round `round` (from 1); the higher standing plays on side a. `seeded` is in seed order; `played` holds
 * the final results of earlier rounds.
 *
 * Round 1 is the Swiss system's own: the top half of the seeds meets the bottom half (1 v n/2+1, 2 v n/2+2, …),
 * the lowest seed sitting out an odd count. Later rounds come from swiss-pairing: participants on equal points
 * meet and rematches are avoided, through a maximum-weight matching over every pair (edmonds-blossom) that is
 * cubic in the count, 1.5 s of CPU for 256. It runs on a worker thread so that the process keeps answering meanwhile.
 */
export async function pairSwissRound(
  round: number,
  seeded: string[],
  played: (FinalResult & { round: number })[],
): Promise<SwissPair[]> {
  if (round === 1) return pairBySeed(seeded);
  const participants = seeded.map((id, i) => ({ id, seed: i + 1 }));
  const matches = played.map((m) => ({
    round: m.round,
    home: { id: m.a, points: m.b === null ? LEAGUE_POINTS.win : pointsOf(m, 'a') },
    away: { id: m.b, points: m.b === null ? 0 : pointsOf(m, 'b') },
  }));
  const matchups = await onWorker({ maxPerRound: LEAGUE_POINTS.win, round, participants, matches });
  return matchups.map((p) => ({ a: p.home, b: p.away }));
}

export function pairBySeed(seeded: string[]): SwissPair[] {
  const half = Math.floor(seeded.length / 2);
  const pairs: SwissPair[] = seeded.slice(0, half).map((a, i) => ({ a, b: seeded[half + i]! }));
  if (seeded.length % 2 === 1) pairs.push({ a: seeded[seeded.length - 1]!, b: null });
  return pairs;
}

/** One short-lived worker per pairing: a Swiss round ends rarely, and a crashed pairing takes nothing else with it. */
function onWorker(input: unknown): Promise<Matchup[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./swiss-worker.mjs', import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Swiss pairing worker exited with ${code}`)));
  });
}
