import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchFilters } from '@esn/contract';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A team owner's or coach's saved market search (issue 26): the market's filters, validated, and when it may alert
 * next. `checked_until` is the database's time up to which changed players (market_candidates) were matched against
 * it; `next_alert_at` (the app's clock) is the earliest time of its next alert: at most one a day.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    checkedUntil: ts('checked_until').notNull().defaultNow(),
    nextAlertAt: ts('next_alert_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('saved_searches_due_idx').on(t.nextAlertAt, t.checkedUntil),
  ],
);

/**
 * The players a saved search already knows: those who matched when it was saved or its filters changed
 * (`alerted_at` null) and those it alerted of. A player is told of once per search: the primary key.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertedAt: ts('alerted_at'),
  },
  // The second index serves the cascade of a deleted account.
  (t) => [primaryKey({ columns: [t.searchId, t.userId] }), index('saved_search_matches_user_idx').on(t.userId)],
);

/**
 * Players whose market card may have come to match a saved search (availability or profile changed, a role chosen,
 * an achievement): one row per player, the time of his latest change. The alert task matches those changed since a
 * search's `checked_until` with the market's own query; rows older than every search's check are dropped.
 */
export const marketCandidates = pgTable(
  'market_candidates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('market_candidates_changed_idx').on(t.changedAt)],
);
