import { adminApi } from '@esn/contract/admin/routes.gen';
import { safetyApi } from '@esn/contract/safety/routes.gen';
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { queryFilter } from '../../shared/api';

/** Rows per page of the admin area's tables. */
export const ADMIN_PAGE_SIZE = 20;

/** Every cached read of each section of the admin area (any filter, any page): what an action makes stale. */
export const adminAreaReads = {
  overview: queryFilter(adminApi.getAdminOverview),
  users: queryFilter(adminApi.listAdminUsers),
  teams: queryFilter(adminApi.listAdminTeams),
  reports: queryFilter(safetyApi.listReports),
  audit: queryFilter(adminApi.listAuditLog),
};

/**
 * After an admin action: the lists it changed, the overview's counts and the audit log (every action writes one
 * entry) are read again.
 */
export function refreshAdminArea(queryClient: QueryClient, ...reads: QueryFilters[]): Promise<unknown> {
  return Promise.all(
    [...reads, adminAreaReads.overview, adminAreaReads.audit].map((filter) => queryClient.invalidateQueries(filter)),
  );
}
