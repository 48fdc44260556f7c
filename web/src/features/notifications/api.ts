import { NOTIFICATION_PAGE_SIZE, TIMINGS, type Notification } from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { commitNotificationChange, notificationsKey, unreadNotificationsKey, type NotificationChange } from './cache';

export { notificationsKey, unreadNotificationsKey };

/** The server's default page, which it answers from memory. */
export { NOTIFICATION_PAGE_SIZE };

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

export function notificationsUrl(before?: string): string {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (before) query.set('before', before);
  return `${notificationsKey[0]}?${query.toString()}`;
}

async function fetchNotificationPage({
  pageParam,
  signal,
}: {
  pageParam: string | undefined;
  signal: AbortSignal;
}): Promise<Notification[]> {
  const res = await apiFetch(notificationsUrl(pageParam), { signal });
  // Like the generic cached read: a 401 means "nobody signed in", not an error to show.
  if (res.status === 401) return [];
  await throwIfResNotOk(res);
  const body: unknown = await res.json();
  return Array.isArray(body) ? (body as Notification[]) : [];
}

/** Spec §7: the list, newest first, fetched while someone is signed in; older pages through `before`. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: fetchNotificationPage,
    initialPageParam: undefined as string | undefined,
    // A short page is the last one; otherwise the next page starts before the oldest one shown.
    getNextPageParam: (lastPage) => (lastPage.length >= NOTIFICATION_PAGE_SIZE ? lastPage.at(-1)?.id : undefined),
    enabled,
  });
}

const byId = (id: string) => `${notificationsKey[0]}/${encodeURIComponent(id)}`;

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
    request: (id: string) => apiRequest('PATCH', `${byId(id)}/read`),
    change: (id) => ({ kind: 'notification-read', id }),
    failure: 'toasts.markReadFailed',
  });
}

export function useMarkAllNotificationsRead() {
  return useChangeMutation<void>({
    request: () => apiRequest('PATCH', `${notificationsKey[0]}/mark-all-read`),
    change: () => ({ kind: 'all-notifications-read' }),
    failure: 'toasts.markAllFailed',
  });
}

export function useDeleteNotification() {
  return useChangeMutation({
    request: (id: string) => apiRequest('DELETE', byId(id)),
    change: (id) => ({ kind: 'notification-deleted', id }),
    failure: 'toasts.deleteFailed',
    success: 'toasts.deleted',
  });
}
