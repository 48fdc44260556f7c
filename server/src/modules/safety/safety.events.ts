import type { AppContext } from '../../context';
import { notify } from '../notifications/notifications.service';

/** Reporters hear the outcome of their reports; a warned author hears why, and so does one whose content was hidden. */
export function registerSafetyListeners(ctx: AppContext): void {
  ctx.events.onDurable('report.decided', 'safety', async ({ reporterIds, targetType, action }) => {
    for (const recipientId of new Set(reporterIds)) {
      await notify(ctx, {
        recipientId,
        sender: null,
        type: 'report_resolved',
        params: { action, targetType },
        actionUrl: null,
        relatedId: null,
      });
    }
  });
  ctx.events.onDurable('moderation.hid', 'safety', ({ userId, targetType }) =>
    notify(ctx, {
      recipientId: userId,
      sender: null,
      type: 'content_hidden',
      params: { targetType },
      actionUrl: '/help',
      relatedId: null,
    }),
  );
  ctx.events.onDurable('moderation.warned', 'safety', ({ userId, targetType }) =>
    notify(ctx, {
      recipientId: userId,
      sender: null,
      type: 'moderation_warning',
      params: { targetType },
      actionUrl: '/help',
      relatedId: null,
    }),
  );
}
