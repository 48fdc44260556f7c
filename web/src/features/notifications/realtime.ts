import { TIMINGS, type Notification } from '@esn/contract';
import i18next from 'i18next';
import type { RealtimeBinder } from '../../app/socket';
import { backgroundToast } from '../../shared/ui/toast';
import { commitNotificationChange, notificationsKey, unreadNotificationsKey, type NotificationChange } from './cache';
import { renderNotificationText } from './text';

/**
 * Spec §7: a new notification shows for 5 s in the reader's current language, without cutting short the toast of
 * what the reader has just done (an accepted request that also earned an achievement says both, one after the other).
 */
function showNotificationToast(notification: Notification): void {
  const { title, message } = renderNotificationText(notification, i18next.t);
  backgroundToast({ variant: 'info', title, description: message, duration: TIMINGS.notificationToastMs });
}

/**
 * The record of the reader's own answer to a transfer offer: listed and counted, but not toasted, since the
 * answer's own 4 s toast (spec §9) has just said it and only one toast shows at a time.
 */
const UNTOASTED: ReadonlySet<Notification['type']> = new Set([
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
]);

export const bindNotificationEvents: RealtimeBinder = (socket, { queryClient }) => {
  const apply = (change: NotificationChange, notification?: Notification) => {
    const effects = commitNotificationChange(queryClient, change);
    if (effects.toast && notification && !UNTOASTED.has(notification.type)) showNotificationToast(notification);
  };

  socket.on('new-notification', (notification) => apply({ kind: 'new-notification', notification }, notification));
  socket.on('notification-read', ({ id }) => apply({ kind: 'notification-read', id }));
  socket.on('all-notifications-read', () => apply({ kind: 'all-notifications-read' }));
  socket.on('notification-deleted', ({ id }) => apply({ kind: 'notification-deleted', id }));
  socket.on('all-notifications-deleted', () => apply({ kind: 'all-notifications-deleted' }));
  socket.on('match-result-approved', ({ matchId }) => apply({ kind: 'match-result-approved', matchId }));

  // Events sent while the socket was down are lost: after a reconnection, catch up from the API. On the first
  // authentication only the count is asked again (the server answers it from memory): what came between the page's
  // first reads and the socket listening shows as a changed count, which fetches the list (useUnreadNotificationCount).
  let authenticatedBefore = false;
  socket.on('authenticated', () => {
    if (authenticatedBefore) void queryClient.invalidateQueries({ queryKey: notificationsKey });
    void queryClient.invalidateQueries({ queryKey: unreadNotificationsKey });
    authenticatedBefore = true;
  });
};
