import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A connection is mutual: one row per pair, pending until the addressee accepts. */
export const connections = pgTable(
  'connections',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // One row per unordered pair, whichever side asked first.
    uniqueIndex('connections_pair_uq').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connections_requester_idx').on(t.requesterId, t.status),
    index('connections_addressee_idx').on(t.addresseeId, t.status),
  ],
);
