import { adminApi } from '@esn/contract/admin/routes.gen';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, queryKey, urlOf } from '../../../shared/api';

const AUDIT_PAGE_SIZE = 50;
const pageArgs = (cursor?: string | null) => ({ query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined } });

export const auditLogUrl = (cursor?: string | null) => urlOf(adminApi.listAuditLog, pageArgs(cursor));

/** Newest first; "load more" adds older entries. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: queryKey(adminApi.listAuditLog),
    queryFn: ({ pageParam, signal }) => call(adminApi.listAuditLog, pageArgs(pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
