import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A person's secret calendar feed (issue 27): the feed URL carries a random token; the database keeps its SHA-256
 * (what a request is looked up by) and the token sealed with a key derived from SESSION_SECRET (so the settings page
 * can show the URL again, while a copy of the database alone reveals no feed). One row per person: regenerating
 * replaces the token, so the old URL stops working at once. `lang` is the language of the events' titles.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    lang: text('lang').$type<'tr' | 'en'>().notNull().default('tr'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
