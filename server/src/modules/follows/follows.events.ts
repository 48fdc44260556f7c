import type { AppContext } from '../../context';
import { notificationsRepository } from '../notifications/notifications.repository';
import { notify } from '../notifications/notifications.service';

const REPEAT_WINDOW_MS = 24 * 3600_000;

export function registerFollowListeners(ctx: AppContext): void {
  // One "new follower" a day per pair, however often someone unfollows and follows again.
  ctx.events.onDurable('user.followed', 'follows', async ({ follower, followeeId }) => {
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    if (
      await notificationsRepository.existsSince(ctx.db, {
        recipientId: followeeId,
        senderId: follower.id,
        type: 'follow',
        since,
      })
    )
      return;
    await notify(ctx, {
      recipientId: followeeId,
      sender: follower,
      type: 'follow',
      params: { nickname: follower.nickname },
      actionUrl: `/profile/${follower.id}`,
      relatedId: follower.id,
    });
  });
}
