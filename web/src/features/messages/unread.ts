import { TIMINGS } from '@esn/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '../../shared/api/http';
import { countOf } from '../notifications/api';

/*
 * The unread count on its own module: the signed-in shell (top bar, chat button) reads it on every page, and the
 * rest of the messages api (sending, threads, the cache) loads with the messages page and the chat widget only.
 */

export const unreadMessagesKey = ['/api/messages/unread-count'] as const;

/** Spec §7/§8: sent with no-cache headers and failing on any non-OK status. */
async function fetchUnreadMessages({ signal }: { signal: AbortSignal }): Promise<unknown> {
  const res = await apiFetch(unreadMessagesKey[0], {
    signal,
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  await throwIfResNotOk(res);
  return res.json();
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
