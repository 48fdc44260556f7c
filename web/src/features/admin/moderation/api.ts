import type { ModerateReportBody, ReportStatus } from '@esn/contract';
import type { Route } from '@esn/contract/endpoint';
import { safetyApi } from '@esn/contract/safety/routes.gen';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, queryKey, urlOf } from '../../../shared/api';
import { ADMIN_PAGE_SIZE, adminAreaReads, refreshAdminArea } from '../areaApi';

const listArgs = (status: ReportStatus, cursor?: string | null) => ({
  query: { status, limit: ADMIN_PAGE_SIZE, cursor: cursor ?? undefined },
});

/** A report's address (its decision's `PATCH`; the body does not change the URL, so none is asked for here). */
export const adminReportUrl = (id: string) => urlOf(safetyApi.moderateReport as Route, { params: { id } });
export const adminReportsUrl = (status: ReportStatus, cursor?: string | null) =>
  urlOf(safetyApi.listReports, listArgs(status, cursor));

/** The queue of one status, oldest decisions kept as the server orders them; "load more" adds the next page. */
export function useAdminReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: queryKey(safetyApi.listReports, { query: { status } }),
    queryFn: ({ pageParam, signal }) => call(safetyApi.listReports, listArgs(status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/**
 * A decision closes every open report of the target; hidden or deleted content, a suspension or a deleted team
 * show in the other sections too.
 */
export function useModerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerateReportBody }) =>
      call(safetyApi.moderateReport, { params: { id }, body }),
    onSuccess: () => refreshAdminArea(queryClient, adminAreaReads.reports, adminAreaReads.users, adminAreaReads.teams),
  });
}
