import type { Notification, UnreadCount } from '@esn/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationsApi } from '@esn/contract/notifications/routes.gen';
import { pendingResultKey } from '../matches';
import { connectionStatusKey } from '../network';
import { queryKey } from '../../shared/api';

/** The list query's cache: pages of newest-first notifications; the page param is the `before` id. */
export type NotificationPages = InfiniteData<Notification[], string | undefined>;

/** `null` is what the generic query fn caches for a 401. */
type CachedCount = UnreadCount | null | undefined;

export interface NotificationCache {
  list: NotificationPages | undefined;
  count: CachedCount;
}

/** Server events (spec §7 Realtime) and the app's own successful mutations, as one vocabulary. */
export type NotificationChange =
  | { kind: 'new-notification'; notification: Notification }
  | { kind: 'notification-read'; id: string }
  | { kind: 'all-notifications-read' }
  | { kind: 'notification-deleted'; id: string }
  | { kind: 'all-notifications-deleted' }
  | { kind: 'match-result-approved'; matchId: string };

/** The list (an infinite query, its pages fetched with `limit` and `before`): the key of the read without a query. */
export const notificationsKey = queryKey(notificationsApi.listNotifications);
export const unreadNotificationsKey = queryKey(notificationsApi.getUnreadNotificationCount);

/** The matches feature's lookup for spec §4's approval panel (`GET /api/matches/{id}/pending-result`). */

export function findNotification(list: NotificationPages | undefined, id: string): Notification | undefined {
  for (const page of list?.pages ?? []) {
    const found = page.find((n) => n.id === id);
    if (found) return found;
  }
  return undefined;
}

function mapPages(list: NotificationPages, fn: (page: Notification[]) => Notification[]): NotificationPages {
  return { ...list, pages: list.pages.map(fn) };
}

function withCount(count: CachedCount, next: (current: number) => number): CachedCount {
  if (!count) return count;
  return { count: Math.max(0, next(count.count)) };
}

/**
 * A new item goes on top and counts one more unread. A folded one (count > 1: another of its group joined the
 * unread item, issue 24) replaces that item wherever it is shown and goes on top, and the unread count stays as it
 * was: it folded into an item already counted. The same event arriving twice (two tabs' refetch racing the
 * socket) changes nothing the second time.
 */
function applyNewNotification(cache: NotificationCache, notification: Notification): NotificationCache {
  const { list, count } = cache;
  const known = findNotification(list, notification.id);
  if (known && known.count >= notification.count) return cache;
  const folded = notification.count > 1;
  const pages = (list?.pages ?? []).map((page) => (known ? page.filter((n) => n.id !== notification.id) : page));
  const [first = [], ...rest] = pages;
  return {
    list: list && { ...list, pages: [[notification, ...first], ...rest] },
    count: notification.read || folded ? count : withCount(count, (c) => c + 1),
  };
}

/**
 * The cache after one change, without touching anything (spec §4 and §7). A list or count that is not
 * cached yet stays absent: the next fetch brings it, and guessing a count from nothing would be wrong.
 */
export function applyNotificationChange(cache: NotificationCache, change: NotificationChange): NotificationCache {
  const { list, count } = cache;
  switch (change.kind) {
    case 'new-notification':
      return applyNewNotification(cache, change.notification);
    case 'notification-read': {
      const target = findNotification(list, change.id);
      return {
        list:
          list && mapPages(list, (page) => page.map((n) => (n.id === change.id && !n.read ? { ...n, read: true } : n))),
        count: target && !target.read ? withCount(count, (c) => c - 1) : count,
      };
    }
    case 'all-notifications-read':
      return {
        list: list && mapPages(list, (page) => page.map((n) => (n.read ? n : { ...n, read: true }))),
        count: count && { count: 0 },
      };
    case 'notification-deleted': {
      const target = findNotification(list, change.id);
      return {
        list: list && mapPages(list, (page) => page.filter((n) => n.id !== change.id)),
        count: target && !target.read ? withCount(count, (c) => c - 1) : count,
      };
    }
    case 'all-notifications-deleted':
      return {
        list: list && { pages: [[]], pageParams: list.pageParams.slice(0, 1) },
        count: count && { count: 0 },
      };
    case 'match-result-approved':
      return cache;
  }
}

export interface ChangeEffects {
  /** Queries to refetch after the local update, so the cache ends up exactly as the server has it. */
  invalidate: QueryKey[];
  /** Queries to drop altogether. */
  remove: QueryKey[];
  /** Show the new notification as a toast. */
  toast: boolean;
}

const CONNECTION_TYPES = new Set<Notification['type']>(['connection_request', 'connection_accepted']);

/** What has to happen besides the local update (spec §4/§7). */
export function changeEffects(change: NotificationChange): ChangeEffects {
  switch (change.kind) {
    case 'new-notification': {
      const { type, senderId } = change.notification;
      // A request received or accepted changes where I stand with its sender: their profile's buttons follow it live
      // (else a page still offering "Withdraw request" after the acceptance).
      const standing = CONNECTION_TYPES.has(type) && senderId ? [connectionStatusKey(senderId)] : [];
      return { invalidate: [notificationsKey, unreadNotificationsKey, ...standing], remove: [], toast: true };
    }
    case 'notification-read':
      return { invalidate: [unreadNotificationsKey], remove: [], toast: false };
    case 'all-notifications-read':
    case 'notification-deleted':
    case 'all-notifications-deleted':
      return { invalidate: [], remove: [], toast: false };
    case 'match-result-approved':
      return { invalidate: [notificationsKey], remove: [pendingResultKey(change.matchId)], toast: false };
  }
}

/** Applies a change to the query cache: local update first, then the refetches and removals it calls for. */
export function commitNotificationChange(queryClient: QueryClient, change: NotificationChange): ChangeEffects {
  const before: NotificationCache = {
    list: queryClient.getQueryData<NotificationPages>(notificationsKey),
    count: queryClient.getQueryData<UnreadCount | null>(unreadNotificationsKey),
  };
  const after = applyNotificationChange(before, change);
  if (after.list && after.list !== before.list) queryClient.setQueryData(notificationsKey, after.list);
  if (after.count && after.count !== before.count) queryClient.setQueryData(unreadNotificationsKey, after.count);
  const effects = changeEffects(change);
  for (const queryKey of effects.remove) queryClient.removeQueries({ queryKey, exact: true });
  for (const queryKey of effects.invalidate) void queryClient.invalidateQueries({ queryKey });
  return effects;
}
