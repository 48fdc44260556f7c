import type { AppContext } from '../../context';
import type { Realtime } from '../../lib/realtime';
import type { NotificationMailer } from './mail-queue';

/** Every change to a user's notifications reaches all of that user's open tabs and devices. */
export function registerNotificationListeners(ctx: AppContext, realtime: Realtime): void {
  ctx.events.on('notification.created', ({ notification }) =>
    realtime.toUser(notification.recipientId, 'new-notification', notification),
  );
  ctx.events.on('notification.read', ({ userId, id }) => realtime.toUser(userId, 'notification-read', { id }));
  ctx.events.on('notification.allRead', ({ userId }) => realtime.toUser(userId, 'all-notifications-read'));
  ctx.events.on('notification.deleted', ({ userId, id }) => realtime.toUser(userId, 'notification-deleted', { id }));
  ctx.events.on('notification.allDeleted', ({ userId }) => realtime.toUser(userId, 'all-notifications-deleted'));
}

/** A notification saved with its mail (mail-queue.ts): send it now, after the commit, off the request's path. */
export function registerNotificationMailListeners(ctx: AppContext, mailer: NotificationMailer): void {
  ctx.events.on('notification.created', () => mailer.kick());
}
