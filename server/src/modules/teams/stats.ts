import type { TeamStats } from '@esn/contract';

/** Results a team has on record: final matches and wins, tournaments entered and leagues joined (matchesRepository.teamRecords). */
export type TeamRecord = { members: number; matches: number; wins: number; tournaments: number; leagues: number };

/**
 * The documented formula of the contract's TeamStats: skill rating = 1000 + 25·wins − 15·losses + 50·tournaments
 * + 30·leagues (never below 0); win rate = wins / matches as a rounded percentage (0 without matches); years of
 * experience = whole years since the founding year, else since the team was created here.
 */
export function computeStats(record: TeamRecord, founded: number | null, createdAt: Date, now = new Date()): TeamStats {
  const losses = Math.max(0, record.matches - record.wins);
  const skillRating = Math.max(
    0,
    1000 + 25 * record.wins - 15 * losses + 50 * record.tournaments + 30 * record.leagues,
  );
  const winRate = record.matches > 0 ? Math.round((100 * record.wins) / record.matches) : 0;
  return { ...record, winRate, skillRating, yearsOfExperience: yearsSince(founded, createdAt, now) };
}

function yearsSince(founded: number | null, createdAt: Date, now: Date): number {
  if (founded !== null) return Math.max(0, now.getUTCFullYear() - founded);
  let years = now.getUTCFullYear() - createdAt.getUTCFullYear();
  const anniversary = new Date(createdAt);
  anniversary.setUTCFullYear(now.getUTCFullYear());
  if (anniversary > now) years--;
  return Math.max(0, years);
}
