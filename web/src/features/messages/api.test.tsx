import { TIMINGS } from '@esn/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../app/queryClient';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { unreadMessagesKey, useUnreadMessageCount } from './api';

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('unread message count', () => {
  it('asks with no-cache headers and spec §9 timings', async () => {
    const fetch = stubFetch({ '/api/messages/unread-count': { count: 4 } });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUnreadMessageCount(true), { wrapper });
    await waitFor(() => expect(result.current).toBe(4));

    const [, init] = fetch.mock.calls[0]!;
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('Cache-Control')).toBe('no-cache');
    const options = queryClient.getQueryCache().find({ queryKey: unreadMessagesKey })?.options as Record<
      string,
      unknown
    >;
    expect(options).toMatchObject({
      refetchInterval: TIMINGS.unreadMessagesRefetchMs,
      staleTime: TIMINGS.unreadMessagesStaleMs,
      gcTime: TIMINGS.unreadMessagesGcMs,
    });
  });

  it('shows no badge when the call fails', async () => {
    stubFetch({ '/api/messages/unread-count': jsonResponse(500, { message: 'x' }) });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUnreadMessageCount(true), { wrapper });
    await waitFor(() => expect(queryClient.getQueryState(unreadMessagesKey)?.fetchFailureCount).toBeGreaterThan(0));
    expect(result.current).toBe(0);
  });
});
