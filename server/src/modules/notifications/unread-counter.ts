import type { Db } from '../../db/client';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../plugins/redis';
import { notificationsRepository } from './notifications.repository';

/**
 * Unread counts are polled every 10 s by every open tab, so each process answers them from memory. Any change
 * to a user's notifications (on any process) invalidates that user's count everywhere; the next read counts
 * again on the partial index, so the number is always exact rather than incremented and drifting.
 */
export class UnreadCounter {
  private cache = new InvalidatingCache<string, number>({ max: 100_000, ttlMs: 10 * 60_000 });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'unread') this.cache.invalidate(msg.userId);
      if (msg.kind === 'all') this.cache.clear();
    });
  }

  get(userId: string): Promise<number> {
    return this.cache.get(userId, () => notificationsRepository.countUnread(this.db, userId));
  }

  /** Call after a committed change to the user's notifications. */
  changed(userId: string): void {
    this.bus.publish({ kind: 'unread', userId });
  }
}
