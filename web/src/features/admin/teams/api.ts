import type { AdminTeam, AdminTeamPage, UpdateAdminTeamBody } from '@esn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../shared/api/http';
import { teamsKey } from '../../teams/api';
import { ADMIN_PAGE_SIZE, adminAreaKeys, refreshAdminArea, withQuery } from '../areaApi';

export type AdminTeamSort = 'created' | 'name' | 'members';

export interface AdminTeamFilters {
  q?: string;
  verified?: boolean;
  sort: AdminTeamSort;
}

const base = '/api/admin/teams';
export const adminTeamUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function adminTeamsUrl({ q, verified, sort }: AdminTeamFilters, cursor?: string): string {
  return withQuery(base, { q: q?.trim(), verified, sort, limit: ADMIN_PAGE_SIZE, cursor });
}

export function useAdminTeams(filters: AdminTeamFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: [...adminAreaKeys.teams, filters, cursor ?? null],
    queryFn: ({ signal }) => getJson<AdminTeamPage>(adminTeamsUrl(filters, cursor), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The admin list, the overview, the audit log and every public view of teams (a badge, a name) may have changed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshAdminArea(queryClient, adminAreaKeys.teams, adminAreaKeys.reports),
      queryClient.invalidateQueries({ queryKey: teamsKey }),
    ]);
}

export function useUpdateAdminTeam() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminTeamBody }) =>
      apiRequest<AdminTeam>('PATCH', adminTeamUrl(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteAdminTeam() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', adminTeamUrl(id)),
    onSuccess: refresh,
  });
}
