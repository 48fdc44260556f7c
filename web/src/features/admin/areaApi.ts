import type { QueryClient } from '@tanstack/react-query';

/** Rows per page of the admin area's tables. */
export const ADMIN_PAGE_SIZE = 20;

/** Query keys of the admin area's sections, each under its API path (the bearer token goes with those calls). */
export const adminAreaKeys = {
  overview: ['/api/admin/overview'] as const,
  users: ['/api/admin/users'] as const,
  teams: ['/api/admin/teams'] as const,
  reports: ['/api/admin/reports'] as const,
  audit: ['/api/admin/audit-log'] as const,
};

/** `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * After an admin action: the lists it changed, the overview's counts and the audit log (every action writes one
 * entry) are read again.
 */
export function refreshAdminArea(queryClient: QueryClient, ...keys: (readonly unknown[])[]): Promise<unknown> {
  return Promise.all(
    [...keys, adminAreaKeys.overview, adminAreaKeys.audit].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
