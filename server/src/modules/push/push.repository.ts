import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { NotificationCategory } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/language';
import { notificationEmailPrefs, pushSubscriptions } from '../../db/schema/index';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewPushSubscription = typeof pushSubscriptions.$inferInsert;

export const pushRepository = {
  /** The endpoint is one browser: registered again (by anybody), its row is brought up to date and changes hands. */
  async upsert(db: DbOrTx, row: NewPushSubscription & { userId: string }): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          lang: sql`excluded.lang`,
          userAgent: sql`excluded.user_agent`,
          createdAt: sql`now()`,
        },
      });
  },

  /** Keeps a person's `keep` newest browsers (a notification goes to each: their number must stay small). */
  async trim(db: DbOrTx, userId: string, keep: number): Promise<void> {
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  },

  /** Whether one of the person's own rows had this endpoint (and is gone). */
  async removeOwn(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** A person's browsers, none when they turned this kind's push off (their choice, else `byDefault`): one query. */
  wantingKind(
    db: DbOrTx,
    userId: string,
    kind: { category: NotificationCategory; byDefault: boolean },
  ): Promise<PushSubscriptionRow[]> {
    const choice = db
      .select({ push: notificationEmailPrefs.push })
      .from(notificationEmailPrefs)
      .where(and(eq(notificationEmailPrefs.userId, userId), eq(notificationEmailPrefs.category, kind.category)));
    return db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), sql`coalesce((${choice}), ${kind.byDefault}::boolean)`));
  },

  /** A person's browsers get their pushes in the language they now use the site in. */
  async setLanguageOf(db: DbOrTx, userId: string, lang: Lang): Promise<void> {
    await db
      .update(pushSubscriptions)
      .set({ lang })
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.lang, lang)));
  },

  /** What the data export shows of a person's browsers: where and since when, without their keys. */
  exportOf(db: DbOrTx, userId: string) {
    return db
      .select({
        endpoint: pushSubscriptions.endpoint,
        userAgent: pushSubscriptions.userAgent,
        lang: pushSubscriptions.lang,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
  },

  /** The push service no longer knows the subscription (404/410): only that row, should it have been renewed since. */
  async removeGone(db: DbOrTx, id: string, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
  },

  async delivered(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(eq(pushSubscriptions.id, id));
  },
};
