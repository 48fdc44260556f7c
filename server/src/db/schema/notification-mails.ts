import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationCategory } from '@esn/contract';
import { users } from './users';
import { notifications } from './notifications';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A person's choice of e-mail and of browser push for a kind of notification (issue 27), each only where it differs
 * from its default (NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PUSH_DEFAULTS; null = the default): a default changed
 * later reaches everybody who never chose. A row whose two choices are both the default is not kept.
 */
export const notificationEmailPrefs = pgTable(
  'notification_email_prefs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    email: boolean('email'),
    push: boolean('push'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** The language a person's notification mails are written in: the one they last saved their choices in. */
export const notificationEmailLanguages = pgTable('notification_email_languages', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lang: text('lang').$type<'tr' | 'en'>().notNull(),
});

/**
 * One mail to send for one notification item, written in the transaction that saved the item (so exactly the items
 * whose kind the person gets by e-mail have one) and sent by any process's deferred task: claimed with a lease, done
 * once `sent_at` is set. A sent row stays a while so that repeats of a group do not mail again (see mail-queue.ts).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    notificationId: uuid('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    groupKey: text('group_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    runAfter: ts('run_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Sent, or given up (then with `last_error`). */
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('notification_mails_due_idx')
      .on(t.runAfter)
      .where(sql`${t.sentAt} is null`),
    index('notification_mails_group_idx')
      .on(t.recipientId, t.groupKey, t.createdAt)
      .where(sql`${t.groupKey} is not null`),
    index('notification_mails_created_idx').on(t.createdAt),
  ],
);
