import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParams, NotificationType } from '@esn/contract';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Validated against the contract's enum; text so that features add types without a migration. */
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    actionUrl: text('action_url'),
    relatedId: text('related_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * Set when an outbox listener created it: `<outbox row id>:<recipient>:<type>`. A listener that runs again
     * (its process died after the insert, before the row's deletion) then finds it there instead of adding a second.
     */
    outboxKey: text('outbox_key'),
    /**
     * Set for the types that group (see grouping.ts): `<type>:<subject>`. While the item is unread, another
     * notification with the same key folds into it (count + 1, the newest sender, params and time); once read, the
     * next one starts a new item. `created_at` is then the time of the newest folded one, which puts it on top.
     */
    groupKey: text('group_key'),
    /** How many notifications this item stands for (1 unless folded). */
    count: integer('count').notNull().default(1),
    /** The earlier senders folded into it (the newest is sender_id), so "already told about X" still finds X. */
    earlierSenderIds: uuid('earlier_sender_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    // The list: newest first per recipient, keyset-paginated on (created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only this small partial index.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.read} = false`),
    // At most one unread item per group: concurrent inserts of one key meet here and fold (insert … on conflict).
    uniqueIndex('notifications_unread_group_idx')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.read} = false and ${t.groupKey} is not null`),
    uniqueIndex('notifications_outbox_key_idx')
      .on(t.outboxKey)
      .where(sql`${t.outboxKey} is not null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Every outbox key folded into a grouped item. The item's own outbox_key holds only the newest, so without this a
 * listener run again after a crash (its key since overwritten by a later fold) would fold once more and count twice.
 */
export const notificationFoldKeys = pgTable(
  'notification_fold_keys',
  {
    outboxKey: text('outbox_key').primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  // The cascade from a deleted notification (and the account deletion behind it) finds its keys by this index.
  (t) => [index('notification_fold_keys_notification_idx').on(t.notificationId)],
);
