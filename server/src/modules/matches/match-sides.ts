import type { MatchSideKey } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import type { MatchRow } from '../../db/schema/index';
import { resultsRepository } from './results.repository';

/** The people who act for each side: the team's owner, managers and captain, or the solo player. */
export type SideActors = Record<MatchSideKey, string[]>;

export async function actorsOf(db: DbOrTx, row: MatchRow): Promise<SideActors> {
  const team = await resultsRepository.teamActors(db, row);
  const of = (teamId: string | null, userId: string | null) =>
    userId ? [userId] : teamId ? team.filter((m) => m.teamId === teamId).map((m) => m.userId) : [];
  return { a: of(row.teamAId, row.userAId), b: of(row.teamBId, row.userBId) };
}

/** The sides someone acts for (both, for the owner of both teams). */
export const sidesActedBy = (actors: SideActors, userId: string): MatchSideKey[] =>
  (['a', 'b'] as const).filter((side) => actors[side].includes(userId));

export const otherSide = (side: MatchSideKey): MatchSideKey => (side === 'a' ? 'b' : 'a');

/** Everyone who plays the match (whole rosters and solo players), for the signal that its result is final. */
export async function playersOf(db: DbOrTx, row: MatchRow): Promise<string[]> {
  const members = await resultsRepository.teamMemberIds(db, row);
  return [...new Set([...members, ...[row.userAId, row.userBId].filter((x): x is string => x !== null)])];
}
