import type { AuditPage } from '@esn/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '../../../shared/api/http';
import { adminAreaKeys, withQuery } from '../areaApi';

const AUDIT_PAGE_SIZE = 50;
export const auditLogUrl = (cursor?: string | null) =>
  withQuery('/api/admin/audit-log', { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined });

/** Newest first; "load more" adds older entries. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminAreaKeys.audit,
    queryFn: ({ pageParam, signal }) => getJson<AuditPage>(auditLogUrl(pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
