import swissPairing from 'swiss-pairing';
import { LEAGUE_POINTS } from '@esn/contract';
import type { FinalResult } from '../../matches/standings';

/** A pairing of one Swiss round: `b: null` is the BYE (at most one per round, never twice for the same participant). */
export type SwissPair = { a: string; b: string | null };

const pairing = swissPairing({ maxPerRound: LEAGUE_POINTS.win });
const pointsOf = (m: FinalResult, side: 'a' | 'b') =>
  m.winner === 'draw' ? LEAGUE_POINTS.draw : m.winner === side ? LEAGUE_POINTS.win : LEAGUE_POINTS.loss;

/**
 * Pairs round `round` (from 1) with swiss-pairing: participants on equal points meet, rematches are avoided, the
 * higher standing plays on side a. `seeded` is in seed order; `played` holds the final results of earlier rounds.
 */
export function pairSwissRound(round: number, seeded: string[], played: (FinalResult & { round: number })[]): SwissPair[] {
  const participants = seeded.map((id, i) => ({ id, seed: i + 1 }));
  const matches = played.map((m) => ({
    round: m.round,
    home: { id: m.a, points: m.b === null ? LEAGUE_POINTS.win : pointsOf(m, 'a') },
    away: { id: m.b, points: m.b === null ? 0 : pointsOf(m, 'b') },
  }));
  return pairing.getMatchups(round, participants, matches).map((p) => ({ a: p.home, b: p.away }));
}
