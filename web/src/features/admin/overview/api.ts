import type { AdminOverview } from '@esn/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../shared/api/http';
import { adminAreaKeys } from '../areaApi';

/** Counts and 30 days of activity; read again every minute while open ("online now" moves). */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminAreaKeys.overview,
    queryFn: ({ signal }) => getJson<AdminOverview>('/api/admin/overview', signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
