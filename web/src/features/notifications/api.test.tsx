import { TIMINGS } from '@esn/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../app/queryClient';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import {
  NOTIFICATION_PAGE_SIZE,
  notificationsUrl,
  unreadNotificationsKey,
  useNotifications,
  useUnreadNotificationCount,
} from './api';

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('notification queries', () => {
  it('refetches the unread count every 10 s and on window focus', async () => {
    stubFetch({ '/api/notifications/unread-count': { count: 7 } });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUnreadNotificationCount(true), { wrapper });
    await waitFor(() => expect(result.current).toBe(7));
    expect(queryClient.getQueryCache().find({ queryKey: unreadNotificationsKey })?.options).toMatchObject({
      refetchInterval: TIMINGS.unreadNotificationsRefetchMs,
      refetchOnWindowFocus: true,
    });
  });

  it('fetches the list again when a polled count moved without a socket event, and only then', async () => {
    let unread = 2;
    const fetch = vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/unread-count')) return Promise.resolve(jsonResponse(200, { count: unread }));
      return Promise.resolve(jsonResponse(200, []));
    });
    vi.stubGlobal('fetch', fetch);
    const { queryClient, wrapper } = setup();
    const listReads = () => fetch.mock.calls.filter(([url]) => String(url).startsWith(notificationsUrl())).length;
    renderHook(() => useNotifications(true), { wrapper });
    const { result } = renderHook(() => useUnreadNotificationCount(true), { wrapper });
    await waitFor(() => expect(listReads()).toBe(1));
    await queryClient.refetchQueries({ queryKey: unreadNotificationsKey });
    expect(listReads()).toBe(1);

    unread = 3;
    await queryClient.refetchQueries({ queryKey: unreadNotificationsKey });
    await waitFor(() => expect(listReads()).toBe(2));
    expect(result.current).toBe(3);
  });

  it('asks for the server default page of 50 and pages with `before`', () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(50);
    expect(notificationsUrl()).toBe('/api/notifications?limit=50');
    expect(notificationsUrl('abc 1')).toBe('/api/notifications?limit=50&before=abc+1');
  });

  it('fetches nothing while nobody is signed in, and treats a 401 as an empty list', async () => {
    const fetch = stubFetch({ [notificationsUrl()]: jsonResponse(401, { message: 'no' }) });
    const { wrapper } = setup();
    const off = renderHook(() => useNotifications(false), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
    off.unmount();
    const on = renderHook(() => useNotifications(true), { wrapper });
    await waitFor(() => expect(on.result.current.data?.pages).toEqual([[]]));
    expect(on.result.current.hasNextPage).toBe(false);
  });
});
