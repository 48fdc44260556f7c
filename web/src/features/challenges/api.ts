import type { ChallengeType, LeaderboardPeriod, LeaderboardType } from '@esn/contract';
import { challengesApi } from '@esn/contract/challenges/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, queryKey, urlOf } from '../../shared/api';

/** The page's tabs: the contract's challenge types, and "all". */
export type ChallengeTab = 'all' | ChallengeType;

const listArgs = (tab: ChallengeTab) => ({ query: { type: tab === 'all' ? undefined : tab } });
const boardArgs = (type: LeaderboardType, period: LeaderboardPeriod) => ({ query: { type, period } });

/** Reads are keyed by `shared/api` (the URL path, then the query); `queryFilter(route)` finds every tab or board. */
export const challengeKeys = {
  list: (tab: ChallengeTab) => queryKey(challengesApi.listChallenges, listArgs(tab)),
  mine: queryKey(challengesApi.listMyChallenges),
  leaderboard: (type: LeaderboardType, period: LeaderboardPeriod) =>
    queryKey(challengesApi.getLeaderboard, boardArgs(type, period)),
};

export const challengeListUrl = (tab: ChallengeTab) => urlOf(challengesApi.listChallenges, listArgs(tab));
export const joinUrl = (id: string) => urlOf(challengesApi.joinChallenge, { params: { id } });
export const leaderboardUrl = (type: LeaderboardType, period: LeaderboardPeriod) =>
  urlOf(challengesApi.getLeaderboard, boardArgs(type, period));

/**
 * Progress moves with what people do elsewhere in the app, so the page's reads are never taken as fresh: a visit
 * reads them again (the cached answer shows meanwhile).
 */
const LIVE = { staleTime: 0 } as const;

/** `GET /api/challenges?type=`: the active challenges, each with what the reader may do with it. */
export function useChallenges(tab: ChallengeTab) {
  return useQuery({ ...endpointQuery(challengesApi.listChallenges, listArgs(tab)), ...LIVE });
}

/** `GET /api/challenges/mine`: the reader's (and his teams') participations, XP, level and badges. */
export function useMyChallenges() {
  return useQuery({ ...endpointQuery(challengesApi.listMyChallenges), ...LIVE });
}

/** `GET /api/leaderboard?type=&period=`: the top 100 and the reader's own entry. */
export function useLeaderboard(type: LeaderboardType, period: LeaderboardPeriod) {
  return useQuery({ ...endpointQuery(challengesApi.getLeaderboard, boardArgs(type, period)), ...LIVE });
}

/** `POST /api/challenges/{id}/join` with `teamId` for a team challenge; the cards and "my progress" read again. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, teamId }: { id: string; teamId?: string }) =>
      call(challengesApi.joinChallenge, { params: { id }, body: teamId ? { teamId } : {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(queryFilter(challengesApi.listChallenges)),
        queryClient.invalidateQueries(queryFilter(challengesApi.listMyChallenges)),
      ]),
  });
}
