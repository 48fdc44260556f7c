import type { MatchHistoryEntry } from '@esn/contract';
import type { MatchEventRow } from '../../db/schema/index';

type Actor = {
  id: string;
  nickname: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  profileImageUrl: string | null;
} | null;

export function presentHistory({ e, actor }: { e: MatchEventRow; actor: Actor }): MatchHistoryEntry {
  return {
    id: e.id,
    kind: e.kind,
    at: e.createdAt.toISOString(),
    actor: actor && {
      id: actor.id,
      nickname: actor.nickname,
      firstName: actor.firstName,
      lastName: actor.lastName,
      avatarUrl: actor.avatarUrl ?? actor.profileImageUrl,
    },
    side: e.side,
    scoreA: e.scoreA,
    scoreB: e.scoreB,
    games: e.games,
    comment: e.comment,
    screenshotUrl: e.screenshotUrl,
  };
}
