import { TIMINGS } from '@esn/contract';
import { createQueryClient } from './queryClient';

describe('query client defaults (spec §9)', () => {
  it('matches the spec', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: 1,
      retryDelay: TIMINGS.queryRetryDelayMs,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(TIMINGS.queryRetryDelayMs).toBe(1_000);
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });
});
