import type { AppContext } from '../../context';
import { pushNotification } from './push.service';

/**
 * Every notification also goes to its recipient's browsers as web push. `notification.created` is emitted once per
 * notification made (or folded), after its commit, by the process that made it: so one push each, and a push service
 * that is slow or down never holds up or fails anything (a best-effort listener; its failures are logged).
 */
export function registerPushListeners(ctx: AppContext): void {
  ctx.events.on('notification.created', ({ notification }) => pushNotification(ctx, notification));
}
