import { NOTIFICATION_PAGE_SIZE, NotificationList } from '@esn/contract';
import type { Db } from '../../db/client';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { notificationsRepository } from './notifications.repository';
import { presentNotification } from './notifications.presenter';
import { jsonOf } from '../../lib/response-serializer';

const notificationListJson = jsonOf(NotificationList, 'notifications page');

/** The page every client asks for on load: the newest notifications with the default limit. */
export const FIRST_PAGE_LIMIT = NOTIFICATION_PAGE_SIZE;

/**
 * Unread counts (polled every 10 s by every open tab) and first pages (read on every page load) are answered
 * from memory. Any change to a user's notifications, on any process, drops both for that user everywhere,
 * and the next read asks the database again, so what clients see is exact, never incremented and drifting.
 * The TTL bounds how long a sender's changed nickname or avatar can show in an old notification.
 * A first page is kept as the JSON the route would send too: serialising 20 notifications on every page load
 * costs more than the rest of the request.
 */
export class NotificationCache {
  private counts = new InvalidatingCache<string, number>({ max: 100_000, ttlMs: 10 * 60_000 });
  // Only the JSON is kept (~20 KB for 50): the objects would double the memory.
  private firstPages = new InvalidatingCache<string, string>({ max: 5_000, ttlMs: 60_000 });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'notifications') {
        this.counts.invalidate(msg.userId);
        this.firstPages.invalidate(msg.userId);
      }
      if (msg.kind === 'all') {
        this.counts.clear();
        this.firstPages.clear();
      }
    });
  }

  unreadCount(userId: string): Promise<number> {
    return this.counts.get(userId, () => notificationsRepository.countUnread(this.db, userId));
  }

  /** The newest notifications as the JSON of a NotificationList (what the response schema would send). */
  firstPageJson(userId: string): Promise<string> {
    return this.firstPages.get(userId, async () => {
      const rows = await notificationsRepository.list(this.db, userId, FIRST_PAGE_LIMIT);
      return notificationListJson(rows.map((r) => presentNotification(r.n, r.sender)));
    });
  }

  /** Call after a committed change to the user's notifications. */
  changed(userId: string): void {
    this.bus.publish({ kind: 'notifications', userId });
  }
}
