import { TIMINGS, type UnreadCount } from '@esn/contract';
import { messagesApi } from '@esn/contract/messages/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { queryKey, urlOf } from '../../shared/api';
import { apiFetch, throwIfResNotOk } from '../../shared/api/http';
import { countOf } from '../notifications';

/*
 * The unread count on its own module: the signed-in shell (top bar, chat button) reads it on every page, and the
 * rest of the messages api (sending, threads, the cache) loads with the messages page and the chat widget only.
 */

export const unreadMessagesKey = queryKey(messagesApi.getUnreadMessageCount);

/**
 * Spec §7/§8: sent with no-cache headers and failing on any non-OK status. `call()` takes no request headers or
 * cache mode, so this one read goes through `apiFetch` with the route's URL (still no path written here).
 */
async function fetchUnreadMessages({ signal }: { signal: AbortSignal }): Promise<UnreadCount> {
  const res = await apiFetch(urlOf(messagesApi.getUnreadMessageCount), {
    signal,
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  await throwIfResNotOk(res);
  const count: UnreadCount = await res.json();
  return count;
}

export function useUnreadMessageCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadMessagesKey,
    queryFn: fetchUnreadMessages,
    enabled,
    refetchInterval: TIMINGS.unreadMessagesRefetchMs,
    staleTime: TIMINGS.unreadMessagesStaleMs,
    gcTime: TIMINGS.unreadMessagesGcMs,
  });
  return countOf(data);
}
