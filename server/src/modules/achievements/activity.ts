import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { userActiveDays } from '../../db/schema/index';
import { checkAchievements } from './achievements.service';

const OFFSET_MS = 3 * 3_600_000; // Turkey keeps UTC+3 all year
const DAY_MS = 86_400_000;

/** The Istanbul calendar day of an instant. */
const istanbulDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/**
 * Records the days people use the product, for "7 consecutive active days". Every signed-in request calls `seen`;
 * only the first of a person's day in this process touches the database (one insert, ignored when another process
 * was first), so the session check stays free of round trips.
 */
export class ActivityTracker {
  private lastDay = new LRUCache<string, string>({ max: 200_000 });
  /** Today's name and the instants it spans, so that a request's check is a comparison, not a date to format. */
  private today = { day: '', from: 0, to: 0 };

  constructor(private readonly ctx: AppContext) {}

  private dayOf(ms: number): string {
    const t = this.today;
    if (ms >= t.from && ms < t.to) return t.day;
    const from = Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
    this.today = { day: istanbulDay(ms), from, to: from + DAY_MS };
    return this.today.day;
  }

  seen(userId: string): void {
    const day = this.dayOf(this.ctx.clock.now().getTime());
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
