import type { AppContext } from '../../context';
import { notificationsRepository } from '../notifications/notifications.repository';
import { notify } from '../notifications/notifications.service';
import { notificationSenderOf } from '../users/users.presenter';

const REPEAT_WINDOW_MS = 24 * 3600_000;

export function registerConnectionListeners(ctx: AppContext): void {
  // One request notification a day per pair, however often someone withdraws and asks again.
  ctx.events.onDurable('connection.requested', 'connections', async ({ requester, addresseeId }) => {
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    if (
      await notificationsRepository.existsSince(ctx.db, {
        recipientId: addresseeId,
        senderId: requester.id,
        type: 'connection_request',
        since,
      })
    )
      return;
    await notify(ctx, {
      recipientId: addresseeId,
      sender: notificationSenderOf(requester),
      type: 'connection_request',
      params: { nickname: requester.nickname },
      actionUrl: '/network?tab=connections&filter=incoming',
      relatedId: requester.id,
    });
  });

  ctx.events.onDurable('connection.accepted', 'connections', ({ accepter, requesterId }) =>
    notify(ctx, {
      recipientId: requesterId,
      sender: notificationSenderOf(accepter),
      type: 'connection_accepted',
      params: { nickname: accepter.nickname },
      actionUrl: `/profile/${accepter.id}`,
      relatedId: accepter.id,
    }),
  );
}
