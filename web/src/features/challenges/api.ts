import type {
  ChallengeList,
  ChallengeParticipation,
  ChallengeType,
  Leaderboard,
  LeaderboardPeriod,
  LeaderboardType,
  MyChallenges,
} from '@esn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../shared/api/http';

/** The page's tabs: the contract's challenge types, and "all". */
export type ChallengeTab = 'all' | ChallengeType;

export const challengesKey = ['/api/challenges'] as const;
export const leaderboardKey = ['/api/leaderboard'] as const;

export const challengeKeys = {
  list: (tab: ChallengeTab) => [...challengesKey, 'list', tab] as const,
  mine: [...challengesKey, 'mine'] as const,
  leaderboard: (type: LeaderboardType, period: LeaderboardPeriod) => [...leaderboardKey, type, period] as const,
};

export const challengeListUrl = (tab: ChallengeTab) =>
  tab === 'all' ? '/api/challenges' : `/api/challenges?type=${encodeURIComponent(tab)}`;
export const joinUrl = (id: string) => `/api/challenges/${encodeURIComponent(id)}/join`;
export const leaderboardUrl = (type: LeaderboardType, period: LeaderboardPeriod) =>
  `/api/leaderboard?${new URLSearchParams({ type, period }).toString()}`;

/**
 * Progress moves with what people do elsewhere in the app, so the page's reads are never taken as fresh: a visit
 * reads them again (the cached answer shows meanwhile).
 */
const LIVE = { staleTime: 0 } as const;

/** `GET /api/challenges?type=`: the active challenges, each with what the reader may do with it. */
export function useChallenges(tab: ChallengeTab) {
  return useQuery({
    queryKey: challengeKeys.list(tab),
    queryFn: ({ signal }) => getJson<ChallengeList>(challengeListUrl(tab), signal),
    ...LIVE,
  });
}

/** `GET /api/challenges/mine`: the reader's (and his teams') participations, XP, level and badges. */
export function useMyChallenges() {
  return useQuery({
    queryKey: challengeKeys.mine,
    queryFn: ({ signal }) => getJson<MyChallenges>('/api/challenges/mine', signal),
    ...LIVE,
  });
}

/** `GET /api/leaderboard?type=&period=`: the top 100 and the reader's own entry. */
export function useLeaderboard(type: LeaderboardType, period: LeaderboardPeriod) {
  return useQuery({
    queryKey: challengeKeys.leaderboard(type, period),
    queryFn: ({ signal }) => getJson<Leaderboard>(leaderboardUrl(type, period), signal),
    ...LIVE,
  });
}

/** `POST /api/challenges/{id}/join` with `teamId` for a team challenge; the cards and "my progress" read again. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, teamId }: { id: string; teamId?: string }) =>
      apiRequest<{ participation: ChallengeParticipation }>('POST', joinUrl(id), teamId ? { teamId } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengesKey }),
  });
}
