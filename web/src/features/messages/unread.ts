import { TIMINGS } from '@esn/contract';
import { messagesApi } from '@esn/contract/messages/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { call, queryKey } from '../../shared/api';
import { countOf } from '../notifications';

/*
 * The unread count on its own module: the signed-in shell (top bar, chat button) reads it on every page, and the
 * rest of the messages api (sending, threads, the cache) loads with the messages page and the chat widget only.
 */

export const unreadMessagesKey = queryKey(messagesApi.getUnreadMessageCount);

/**
 * Spec §7/§8: sent with no-cache headers and failing on any non-OK status. The shell prefetches it with these
 * options, so the top bar finds it fresh.
 */
export const unreadMessagesQuery = () => ({
  queryKey: unreadMessagesKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(
      messagesApi.getUnreadMessageCount,
      {},
      { signal, cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
    ),
  staleTime: TIMINGS.unreadMessagesStaleMs,
  gcTime: TIMINGS.unreadMessagesGcMs,
});

export function useUnreadMessageCount(enabled: boolean): number {
  const { data } = useQuery({
    ...unreadMessagesQuery(),
    enabled,
    refetchInterval: TIMINGS.unreadMessagesRefetchMs,
  });
  return countOf(data);
}
