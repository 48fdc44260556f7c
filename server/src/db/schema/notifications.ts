import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    // The list: newest first per recipient, keyset-paginated on (created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only this small partial index.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.read} = false`),
    uniqueIndex('notifications_outbox_key_idx')
      .on(t.outboxKey)
      .where(sql`${t.outboxKey} is not null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
