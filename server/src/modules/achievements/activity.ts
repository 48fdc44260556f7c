import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { userActiveDays } from '../../db/schema/index';
import { checkAchievements } from './achievements.service';

/** The Istanbul calendar day of an instant (Turkey keeps UTC+3 all year). */
const istanbulDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * Records the days people use the product, for "7 consecutive active days". Every signed-in request calls `seen`;
 * only the first of a person's day in this process touches the database (one insert, ignored when another process
 * was first), so the session check stays free of round trips.
 */
export class ActivityTracker {
  private lastDay = new LRUCache<string, string>({ max: 200_000 });

  constructor(private readonly ctx: AppContext) {}

  seen(userId: string): void {
    const day = istanbulDay(this.ctx.clock.now());
    if (this.lastDay.get(userId) === day) return;
    this.lastDay.set(userId, day);
    this.record(userId, day).catch((err: unknown) => {
      this.lastDay.delete(userId);
      this.ctx.log.warn({ err, userId }, 'recording an active day failed');
    });
  }

  private async record(userId: string, day: string): Promise<void> {
    const added = await this.ctx.db.insert(userActiveDays).values({ userId, day }).onConflictDoNothing().returning();
    if (added.length) await checkAchievements(this.ctx, [userId], ['streak']);
  }
}
