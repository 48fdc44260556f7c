import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A browser that agreed to receive web push (issue 27): its push service's endpoint and the keys that encrypt the
 * payload for it (RFC 8291). One endpoint belongs to one browser profile, so it is unique: the same browser signed
 * in as someone else takes the row over. `lang` is the language the browser used when it subscribed, the language
 * its notifications are written in. The push service answering 404 or 410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang').notNull().default('tr'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
