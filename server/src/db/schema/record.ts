import { bigint, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TeamMemberRole } from '@esn/contract';
import { transferOffers } from './transfers';
import { users } from './users';

export const rosterEventKind = pgEnum('roster_event_kind', [
  'joined',
  'left',
  'removed',
  'role_changed',
  'team_deleted',
]);

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The verified roster history: one row per roster change, written in the change's own transaction (record.events.ts)
 * and backfilled by migration 0028 from the roster and the accepted transfers. `team_id` has no foreign key: the
 * history outlives a deleted team (its name and slug are kept as they were). `seq` orders changes made in the same
 * millisecond (a stint ends at the first leave after its join).
 */
export const rosterEvents = pgTable(
  'roster_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    teamName: text('team_name').notNull(),
    teamSlug: text('team_slug').notNull(),
    kind: rosterEventKind('kind').notNull(),
    /** The role after the change (for a leave, the role held when leaving). */
    role: text('role').$type<TeamMemberRole>().notNull(),
    /** Set when the change came from an accepted transfer offer. */
    offerId: uuid('offer_id').references(() => transferOffers.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('roster_events_user_idx').on(t.userId, t.teamId, t.seq),
    index('roster_events_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('roster_events_team_idx').on(t.teamId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type RosterEventRow = typeof rosterEvents.$inferSelect;

/** Verified entries their owner chose to hide from others (`entry_id` as the record API names them). */
export const recordHiddenEntries = pgTable(
  'record_hidden_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: text('entry_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryId] })],
);
