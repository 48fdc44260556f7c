import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationCategory } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  notificationEmailLanguages,
  notificationEmailPrefs,
  notificationMails,
  notifications,
  users,
} from '../../db/schema/index';
import type { Lang } from '../../lib/language';

const sender = alias(users, 'sender');

/** Choices of e-mail per kind, and the queue of notification mails (see mail-queue.ts). */
export const emailRepository = {
  async choices(db: DbOrTx, userId: string) {
    return db
      .select({
        category: notificationEmailPrefs.category,
        email: notificationEmailPrefs.email,
        push: notificationEmailPrefs.push,
      })
      .from(notificationEmailPrefs)
      .where(eq(notificationEmailPrefs.userId, userId));
  },

  /**
   * Changes one kind's choices; a choice is kept only where it differs from its default (null = the default), and a
   * row left with none goes, so defaults can change later. `undefined` leaves that choice as it is.
   */
  async choose(
    db: DbOrTx,
    userId: string,
    category: NotificationCategory,
    choice: { email?: boolean | null; push?: boolean | null },
  ) {
    const set = {
      ...(choice.email !== undefined && { email: choice.email }),
      ...(choice.push !== undefined && { push: choice.push }),
    };
    const mine = and(eq(notificationEmailPrefs.userId, userId), eq(notificationEmailPrefs.category, category));
    await db
      .insert(notificationEmailPrefs)
      .values({ userId, category, ...set })
      .onConflictDoUpdate({
        target: [notificationEmailPrefs.userId, notificationEmailPrefs.category],
        set: { ...set, updatedAt: sql`now()` },
      });
    await db
      .delete(notificationEmailPrefs)
      .where(and(mine, isNull(notificationEmailPrefs.email), isNull(notificationEmailPrefs.push)));
  },

  async userExists(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
    return Boolean(row);
  },

  /** The language the person uses the site in, as the web last said it; null when it never did. */
  async language(db: DbOrTx, userId: string): Promise<Lang | null> {
    const [row] = await db
      .select({ lang: notificationEmailLanguages.lang })
      .from(notificationEmailLanguages)
      .where(eq(notificationEmailLanguages.userId, userId));
    return row?.lang ?? null;
  },

  /** Written only when it changes: the web says it on every visit. */
  async setLanguage(db: DbOrTx, userId: string, lang: Lang) {
    await db
      .insert(notificationEmailLanguages)
      .values({ userId, lang })
      .onConflictDoUpdate({
        target: notificationEmailLanguages.userId,
        set: { lang },
        setWhere: sql`${notificationEmailLanguages.lang} <> excluded.lang`,
      });
  },

  /**
   * Queues the item's mail when the person gets its kind by e-mail (their choice, else `byDefault`), in the
   * transaction that saved the item. Once per item (its id is the key); and a grouped item is not queued when a mail
   * of its group went to the person less than `quietSeconds` ago. Whether it was queued.
   */
  async enqueue(
    db: DbOrTx,
    q: {
      notificationId: string;
      recipientId: string;
      category: NotificationCategory;
      groupKey: string | null;
      byDefault: boolean;
      quietSeconds: number;
    },
  ): Promise<boolean> {
    const result = await db.execute(sql`
      insert into notification_mails (notification_id, recipient_id, category, group_key)
      select ${q.notificationId}::uuid, ${q.recipientId}::uuid, ${q.category}::text, ${q.groupKey}::text
      where coalesce(
          (select p.email from notification_email_prefs p where p.user_id = ${q.recipientId}::uuid and p.category = ${q.category}::text),
          ${q.byDefault}::boolean)
        and (${q.groupKey}::text is null or not exists (
          select 1 from notification_mails m
          where m.recipient_id = ${q.recipientId}::uuid and m.group_key = ${q.groupKey}::text
            and m.created_at > now() - make_interval(secs => ${q.quietSeconds})))
      on conflict (notification_id) do nothing
      returning notification_id`);
    // Raw statements answer { rows } on both drivers.
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  },

  /** Due mails, each this process's for `leaseSeconds` (FOR UPDATE SKIP LOCKED: never two processes at once). */
  async claim(db: DbOrTx, limit: number, leaseSeconds: number) {
    const due = db
      .select({ id: notificationMails.notificationId })
      .from(notificationMails)
      .where(and(sql`${notificationMails.sentAt} is null`, sql`${notificationMails.runAfter} <= now()`))
      .orderBy(notificationMails.runAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(notificationMails)
      .set({
        attempts: sql`${notificationMails.attempts} + 1`,
        runAfter: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(notificationMails.notificationId, due))
      .returning();
  },

  /** What a mail is made of: the item as it is now (folds included), its sender, its person, their language and choice. */
  async mailOf(db: DbOrTx, notificationId: string, category: NotificationCategory) {
    const [row] = await db
      .select({
        n: notifications,
        email: users.email,
        nickname: users.nickname,
        firstName: users.firstName,
        lastName: users.lastName,
        suspendedAt: users.suspendedAt,
        lang: notificationEmailLanguages.lang,
        choice: notificationEmailPrefs.email,
        sender: { nickname: sender.nickname, firstName: sender.firstName, lastName: sender.lastName },
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.recipientId))
      .leftJoin(sender, eq(sender.id, notifications.senderId))
      .leftJoin(notificationEmailLanguages, eq(notificationEmailLanguages.userId, users.id))
      .leftJoin(
        notificationEmailPrefs,
        and(eq(notificationEmailPrefs.userId, users.id), eq(notificationEmailPrefs.category, category)),
      )
      .where(eq(notifications.id, notificationId));
    return row;
  },

  async done(db: DbOrTx, notificationId: string, error?: string) {
    await db
      .update(notificationMails)
      .set({ sentAt: sql`now()`, lastError: error ?? null })
      .where(eq(notificationMails.notificationId, notificationId));
  },

  async retryLater(db: DbOrTx, notificationId: string, seconds: number, error: string) {
    await db
      .update(notificationMails)
      .set({ runAfter: sql`now() + make_interval(secs => ${seconds})`, lastError: error.slice(0, 500) })
      .where(eq(notificationMails.notificationId, notificationId));
  },

  /** Sent rows past the quiet window are no longer needed. */
  async purge(db: DbOrTx, quietSeconds: number) {
    await db
      .delete(notificationMails)
      .where(
        and(
          sql`${notificationMails.sentAt} is not null`,
          lt(notificationMails.createdAt, sql`now() - make_interval(secs => ${quietSeconds})`),
        ),
      );
  },
};
