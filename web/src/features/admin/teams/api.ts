import type { UpdateAdminTeamBody } from '@esn/contract';
import { adminApi } from '@esn/contract/admin/routes.gen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, urlOf } from '../../../shared/api';
import { teamsFilter } from '../../teams';
import { ADMIN_PAGE_SIZE, adminAreaReads, refreshAdminArea } from '../areaApi';

export type AdminTeamSort = 'created' | 'name' | 'members';

export interface AdminTeamFilters {
  q?: string;
  verified?: boolean;
  sort: AdminTeamSort;
}

/** A flag as the query string says it ('true' / 'false'), left out when not set. */
const flag = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

const listArgs = ({ q, verified, sort }: AdminTeamFilters, cursor?: string) => ({
  query: { q: q?.trim(), verified: flag(verified), sort, limit: ADMIN_PAGE_SIZE, cursor },
});

export const adminTeamUrl = (id: string) => urlOf(adminApi.updateAdminTeam, { params: { id } });

export function adminTeamsUrl(filters: AdminTeamFilters, cursor?: string): string {
  return urlOf(adminApi.listAdminTeams, listArgs(filters, cursor));
}

export function useAdminTeams(filters: AdminTeamFilters, cursor: string | undefined) {
  return useQuery({
    ...endpointQuery(adminApi.listAdminTeams, listArgs(filters, cursor)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The admin list, the overview, the audit log and every public view of teams (a badge, a name) may have changed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshAdminArea(queryClient, adminAreaReads.teams, adminAreaReads.reports),
      queryClient.invalidateQueries(teamsFilter),
    ]);
}

export function useUpdateAdminTeam() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminTeamBody }) =>
      call(adminApi.updateAdminTeam, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAdminTeam() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(adminApi.deleteAdminTeam, { params: { id } }),
    onSuccess: refresh,
  });
}
