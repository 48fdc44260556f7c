import type { UpdateAdminUserBody, UserType } from '@esn/contract';
import { adminApi } from '@esn/contract/admin/routes.gen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, urlOf } from '../../../shared/api';
import { ADMIN_PAGE_SIZE, adminAreaReads, refreshAdminArea } from '../areaApi';

export interface AdminUserFilters {
  q?: string;
  type?: UserType;
  suspended?: boolean;
}

/** A flag as the query string says it ('true' / 'false'), left out when not set. */
const flag = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

const listArgs = ({ q, type, suspended }: AdminUserFilters, cursor?: string) => ({
  query: { q: q?.trim(), type, suspended: flag(suspended), limit: ADMIN_PAGE_SIZE, cursor },
});

export const adminUserUrl = (id: string) => urlOf(adminApi.updateAdminUser, { params: { id } });

export function adminUsersUrl(filters: AdminUserFilters, cursor?: string): string {
  return urlOf(adminApi.listAdminUsers, listArgs(filters, cursor));
}

/** One page of people; the previous page stays on screen while the next one loads. */
export function useAdminUsers(filters: AdminUserFilters, cursor: string | undefined) {
  return useQuery({
    ...endpointQuery(adminApi.listAdminUsers, listArgs(filters, cursor)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Verify, suspend (with a reason) or lift a suspension. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUserBody }) =>
      call(adminApi.updateAdminUser, { params: { id }, body }),
    // A suspension also closes what the moderation queue shows of the person.
    onSuccess: () => refreshAdminArea(queryClient, adminAreaReads.users, adminAreaReads.reports),
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminApi.deleteAdminUser, { params: { id } }),
    onSuccess: () => refreshAdminArea(queryClient, adminAreaReads.users, adminAreaReads.reports, adminAreaReads.teams),
  });
}
