import { TIMINGS } from '@esn/contract';
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../shared/api/http';

/** Defaults of spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: TIMINGS.queryStaleMs,
        gcTime: TIMINGS.queryGcMs,
        retry: 1,
        retryDelay: TIMINGS.queryRetryDelayMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
