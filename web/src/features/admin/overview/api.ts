import { adminApi } from '@esn/contract/admin/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api';

/** Counts and 30 days of activity; read again every minute while open ("online now" moves). */
export function useAdminOverview() {
  return useQuery({
    ...endpointQuery(adminApi.getAdminOverview),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
