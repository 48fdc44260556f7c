import type {
  Challenge,
  ChallengeStatus,
  ChallengeType,
  CreateChallengeBody,
  UpdateChallengeBody,
} from '@esn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../shared/api/http';
import { challengesKey } from '../../challenges';

export interface AdminChallengeFilters {
  type?: ChallengeType;
  status?: ChallengeStatus;
}

const base = '/api/admin/challenges';
export const adminChallengeUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function adminChallengeListUrl({ type, status }: AdminChallengeFilters): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Under the admin area's own prefix (its bearer token). */
const adminChallengeKeys = {
  all: [base] as const,
  list: (filters: AdminChallengeFilters) => [base, 'list', filters] as const,
};

/** Every challenge, inactive ones too; the previous rows stay while new filters load. */
export function useAdminChallenges(filters: AdminChallengeFilters) {
  return useQuery({
    queryKey: adminChallengeKeys.list(filters),
    queryFn: ({ signal }) => getJson<{ items: Challenge[] }>(adminChallengeListUrl(filters), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The admin table and the challenges page people see may now be out of date. */
function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminChallengeKeys.all }),
    queryClient.invalidateQueries({ queryKey: challengesKey }),
  ]);
}

export function useAdminCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChallengeBody) => apiRequest<{ challenge: Challenge }>('POST', base, body),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminUpdateChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChallengeBody) =>
      apiRequest<{ challenge: Challenge }>('PATCH', adminChallengeUrl(id), body),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', adminChallengeUrl(id)),
    onSuccess: () => refresh(queryClient),
  });
}
