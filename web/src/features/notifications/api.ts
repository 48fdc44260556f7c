import { TIMINGS } from '@esn/contract';
import { useQuery } from '@tanstack/react-query';

export const unreadNotificationsKey = ['/api/notifications/unread-count'] as const;

export function countOf(data: unknown): number {
  const count = (data as { count?: unknown } | null | undefined)?.count;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** Spec §7: every 10 s and on window focus. A failing endpoint simply shows no badge. */
export function useUnreadNotificationCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadNotificationsKey,
    enabled,
    refetchInterval: TIMINGS.unreadNotificationsRefetchMs,
    refetchOnWindowFocus: true,
  });
  return countOf(data);
}
