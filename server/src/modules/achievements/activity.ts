import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { userActiveDays } from '../../db/schema/index';
import { missingParent } from '../../lib/db-errors';
import { checkAchievements } from './achievements.service';

const OFFSET_MS = 3 * 3_600_000; // Turkey keeps UTC+3 all year
const DAY_MS = 86_400_000;

/** The Istanbul calendar day of an instant. */
const istanbulDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** How long seen people wait to be written together, and how many make a write at once. */
const BATCH_MS = 50;
const BATCH_MAX = 500;

/**
 * Records the days people use the product, for "7 consecutive active days". Every signed-in request calls `seen`;
 * only the first of a person's day in this process is recorded, off the request's path, so the session check stays
 * free of round trips. The people first seen within BATCH_MS are written in ONE insert (another process having been
 * first is ignored) and their streaks checked in one call: a morning of people arriving costs a statement per
 * batch, not one per person (issue 25: each cold wall paid an insert and a transaction of its own). `flush` writes
 * what waits (the app calls it when it closes).
 */
export class ActivityTracker {
  private lastDay = new LRUCache<string, string>({ max: 200_000 });
  /** Today's name and the instants it spans, so that a request's check is a comparison, not a date to format. */
  private today = { day: '', from: 0, to: 0 };
  /** The days to write, by person and day (a test's clock, or midnight, can give one person two). */
  private waiting = new Map<string, { userId: string; day: string }>();
  private timer: NodeJS.Timeout | null = null;

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
    this.waiting.set(`${userId} ${day}`, { userId, day });
    if (this.waiting.size >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BATCH_MS);
  }

  /** Writes the people waiting now; a failed write forgets them here, so their next request tries again. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.waiting.size) return;
    const rows = [...this.waiting.values()];
    this.waiting.clear();
    await this.write(rows);
  }

  private async write(rows: { userId: string; day: string }[]): Promise<void> {
    let added: { userId: string }[];
    try {
      added = await this.ctx.db
        .insert(userActiveDays)
        .values(rows)
        .onConflictDoNothing()
        .returning({ userId: userActiveDays.userId });
    } catch (err) {
      // One person deleted since their request fails the whole insert: the others are written one by one. Any
      // other failure (the database away) would fail each of them too, so the batch is forgotten at once.
      if (rows.length > 1 && missingParent(err)) {
        for (const row of rows) await this.write([row]);
        return;
      }
      for (const r of rows) if (this.lastDay.get(r.userId) === r.day) this.lastDay.delete(r.userId);
      this.ctx.log.warn({ err, people: rows.length }, 'recording active days failed');
      return;
    }
    // The days are written now; a failed streak check must not write them again (they would conflict and add
    // nothing, so the check would never run): it is logged, and the person's next active day checks the streak again.
    if (!added.length) return;
    try {
      await checkAchievements(
        this.ctx,
        added.map((a) => a.userId),
        ['streak'],
      );
    } catch (err) {
      this.ctx.log.warn({ err, people: added.length }, 'checking streaks failed');
    }
  }
}
