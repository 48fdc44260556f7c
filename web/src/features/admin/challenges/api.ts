import type { ChallengeStatus, ChallengeType, CreateChallengeBody, UpdateChallengeBody } from '@esn/contract';
import { challengesApi } from '@esn/contract/challenges/routes.gen';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, urlOf } from '../../../shared/api';

export interface AdminChallengeFilters {
  type?: ChallengeType;
  status?: ChallengeStatus;
}

const listArgs = ({ type, status }: AdminChallengeFilters) => ({ query: { type, status } });

/** The URLs the section calls (the tests stub them). */
export const adminChallengeUrl = (id: string) => urlOf(challengesApi.adminUpdateChallenge, { params: { id } });
export const adminChallengeListUrl = (filters: AdminChallengeFilters) =>
  urlOf(challengesApi.adminListChallenges, listArgs(filters));

/** Every challenge, inactive ones too; the previous rows stay while new filters load. */
export function useAdminChallenges(filters: AdminChallengeFilters) {
  return useQuery({
    ...endpointQuery(challengesApi.adminListChallenges, listArgs(filters)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The admin table and the challenges page people see may now be out of date. */
function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(queryFilter(challengesApi.adminListChallenges)),
    queryClient.invalidateQueries(queryFilter(challengesApi.listChallenges)),
  ]);
}

export function useAdminCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChallengeBody) => call(challengesApi.adminCreateChallenge, { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminUpdateChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChallengeBody) => call(challengesApi.adminUpdateChallenge, { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(challengesApi.adminDeleteChallenge, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}
