import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (lib/outbox.ts): one row per durable listener of an emitted domain event, written in
 * the transaction of the change that caused it, so the work the event causes (a notification, XP, an achievement,
 * a team chat's membership) is recorded exactly when the change is, and done later by any process until it is done.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    /** The durable listener's name (unique per event), so each listener is retried on its own. */
    handler: text('handler').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then: now when written, the end of the lease while a process works on it, later after a failure. */
    runAfter: timestamp('run_after', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.runAfter)],
);
