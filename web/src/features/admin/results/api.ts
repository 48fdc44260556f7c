import type { AdminResultStatus, Game } from '@esn/contract';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { ratingsApi } from '@esn/contract/ratings/routes.gen';
import { recordApi } from '@esn/contract/record/routes.gen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, queryFilterAny, urlOf } from '../../../shared/api';
import { ADMIN_PAGE_SIZE, refreshAdminArea } from '../areaApi';

export interface AdminResultFilters {
  q?: string;
  game?: Game;
  status?: AdminResultStatus;
}

const listArgs = ({ q, game, status }: AdminResultFilters, cursor?: string) => ({
  query: { q: q?.trim() || undefined, game, status, limit: ADMIN_PAGE_SIZE, cursor },
});

export function adminResultsUrl(filters: AdminResultFilters, cursor?: string): string {
  return urlOf(ratingsApi.listAdminResults, listArgs(filters, cursor));
}

/** The void of a result: POST makes it, DELETE takes it back (one address). */
export const adminResultVoidUrl = (matchId: string) => urlOf(ratingsApi.restoreResult, { params: { matchId } });

export function useAdminResults(filters: AdminResultFilters, cursor: string | undefined) {
  return useQuery({
    ...endpointQuery(ratingsApi.listAdminResults, listArgs(filters, cursor)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A void moves every later rating of its game: the lists here, the audit log, every rating and record read, and the
 * match pages (which say whether their result was voided).
 */
const ratingReads = queryFilterAny([
  ratingsApi.listUserRatings,
  ratingsApi.listTeamRatings,
  ratingsApi.getRatingLeaderboard,
  recordApi.getUserRecord,
  matchesApi.getMatch,
]);

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshAdminArea(queryClient, queryFilter(ratingsApi.listAdminResults)),
      queryClient.invalidateQueries(ratingReads),
    ]);
}

export function useVoidResult() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ matchId, reason }: { matchId: string; reason: string }) =>
      call(ratingsApi.voidResult, { params: { matchId }, body: { reason } }),
    onSuccess: refresh,
  });
}

export function useRestoreResult() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (matchId: string) => call(ratingsApi.restoreResult, { params: { matchId } }),
    onSuccess: refresh,
  });
}
