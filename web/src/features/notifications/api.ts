import { NOTIFICATION_PAGE_SIZE, TIMINGS, type Notification, type UnreadCount } from '@esn/contract';
import { notificationsApi } from '@esn/contract/notifications/routes.gen';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, call, urlOf } from '../../shared/api';
import { toast } from '../../shared/ui/toast';
import { commitNotificationChange, notificationsKey, unreadNotificationsKey, type NotificationChange } from './cache';

export { unreadNotificationsKey };

/** The server's default page, which it answers from memory. */
export { NOTIFICATION_PAGE_SIZE };

export function countOf(data: UnreadCount | null | undefined): number {
  const count = data?.count;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** Like the generic cached read: a 401 means "nobody signed in" (the session ended), not an error to show. */
function orOn401<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return fallback;
    throw error;
  });
}

/**
 * Spec §7: every 10 s and on window focus. A failing endpoint simply shows no badge. A count that moved without a
 * socket event saying why (the socket was down, or not yet listening when the notification came) means the list
 * is behind too: it is fetched again, so the bell never shows a badge over a list that lacks what it counts.
 */
export function useUnreadNotificationCount(enabled: boolean): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<UnreadCount | null>(unreadNotificationsKey);
      const fetched = await orOn401(call(notificationsApi.getUnreadNotificationCount, {}, { signal }), null);
      // The first read has nothing to compare with: the list is being read alongside it.
      if (before && fetched && countOf(fetched) !== countOf(before))
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      return fetched;
    },
    enabled,
    refetchInterval: TIMINGS.unreadNotificationsRefetchMs,
    refetchOnWindowFocus: true,
  });
  return countOf(data);
}

/** The URL of a page of the list (the shell prefetches the first one). */
export function notificationsUrl(before?: string): string {
  return urlOf(notificationsApi.listNotifications, { query: { limit: NOTIFICATION_PAGE_SIZE, before } });
}

/**
 * Spec §7: the list, newest first; older pages through `before`. A 401 is an empty list. The shell prefetches its
 * first page with these options.
 */
export const notificationPages = () => ({
  queryKey: notificationsKey,
  queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
    orOn401(
      call(
        notificationsApi.listNotifications,
        { query: { limit: NOTIFICATION_PAGE_SIZE, before: pageParam } },
        { signal },
      ),
      [],
    ),
  initialPageParam: undefined as string | undefined,
  // A short page is the last one; otherwise the next page starts before the oldest one shown.
  getNextPageParam: (lastPage: Notification[]) =>
    lastPage.length >= NOTIFICATION_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
});

/** The list, fetched while someone is signed in. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationPages(), enabled });
}

interface ChangeMutation<TVars> {
  request: (vars: TVars) => Promise<unknown>;
  change: (vars: TVars) => NotificationChange;
  /** Keys in the `notifications` namespace (spec §8). */
  failure: string;
  success?: string;
}

/**
 * A call whose success is the same change the server announces to the user's other tabs; applying it here
 * as well keeps this tab right even if its socket is down, and applying it twice changes nothing.
 */
function useChangeMutation<TVars>({ request, change, failure, success }: ChangeMutation<TVars>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, vars) => {
      commitNotificationChange(queryClient, change(vars));
      if (success) toast({ variant: 'success', description: t(success) });
    },
    onError: () => {
      toast({ variant: 'error', description: t(failure) });
    },
  });
}

export function useMarkNotificationRead() {
  return useChangeMutation({
    request: (id: string) => call(notificationsApi.markNotificationRead, { params: { id } }),
    change: (id) => ({ kind: 'notification-read', id }),
    failure: 'toasts.markReadFailed',
  });
}

export function useMarkAllNotificationsRead() {
  return useChangeMutation<void>({
    request: () => call(notificationsApi.markAllNotificationsRead),
    change: () => ({ kind: 'all-notifications-read' }),
    failure: 'toasts.markAllFailed',
  });
}

export function useDeleteNotification() {
  return useChangeMutation({
    request: (id: string) => call(notificationsApi.deleteNotification, { params: { id } }),
    change: (id) => ({ kind: 'notification-deleted', id }),
    failure: 'toasts.deleteFailed',
    success: 'toasts.deleted',
  });
}
