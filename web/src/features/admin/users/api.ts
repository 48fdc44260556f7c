import type { AdminUser, AdminUserPage, UpdateAdminUserBody, UserType } from '@esn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../shared/api/http';
import { ADMIN_PAGE_SIZE, adminAreaKeys, refreshAdminArea, withQuery } from '../areaApi';

export interface AdminUserFilters {
  q?: string;
  type?: UserType;
  suspended?: boolean;
}

const base = '/api/admin/users';
export const adminUserUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function adminUsersUrl({ q, type, suspended }: AdminUserFilters, cursor?: string): string {
  return withQuery(base, { q: q?.trim(), type, suspended, limit: ADMIN_PAGE_SIZE, cursor });
}

/** One page of people; the previous page stays on screen while the next one loads. */
export function useAdminUsers(filters: AdminUserFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: [...adminAreaKeys.users, filters, cursor ?? null],
    queryFn: ({ signal }) => getJson<AdminUserPage>(adminUsersUrl(filters, cursor), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Verify, suspend (with a reason) or lift a suspension. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUserBody }) =>
      apiRequest<AdminUser>('PATCH', adminUserUrl(id), body),
    // A suspension also closes what the moderation queue shows of the person.
    onSuccess: () => refreshAdminArea(queryClient, adminAreaKeys.users, adminAreaKeys.reports),
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', adminUserUrl(id)),
    onSuccess: () => refreshAdminArea(queryClient, adminAreaKeys.users, adminAreaKeys.reports, adminAreaKeys.teams),
  });
}
