import type { ModerateReportBody, Report, ReportPage, ReportStatus } from '@esn/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../shared/api/http';
import { ADMIN_PAGE_SIZE, adminAreaKeys, refreshAdminArea, withQuery } from '../areaApi';

const base = '/api/admin/reports';
export const adminReportUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;
export const adminReportsUrl = (status: ReportStatus, cursor?: string | null) =>
  withQuery(base, { status, limit: ADMIN_PAGE_SIZE, cursor: cursor ?? undefined });

/** The queue of one status, oldest decisions kept as the server orders them; "load more" adds the next page. */
export function useAdminReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: [...adminAreaKeys.reports, status],
    queryFn: ({ pageParam, signal }) => getJson<ReportPage>(adminReportsUrl(status, pageParam), signal),
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
      apiRequest<Report>('PATCH', adminReportUrl(id), body),
    onSuccess: () => refreshAdminArea(queryClient, adminAreaKeys.reports, adminAreaKeys.users, adminAreaKeys.teams),
  });
}
