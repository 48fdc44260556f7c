import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MatchSideKey } from '@esn/contract';
import { matches } from './matches';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The claim of each match reminder (issue 27): one row per match, kind and the time it was for, inserted in the
 * transaction that writes the reminder's outbox event, so a reminder goes out once however many processes sweep. A
 * moved match has a new `scheduled_for`, so its reminders go out again for the new time.
 */
export const matchRemindersSent = pgTable(
  'match_reminders_sent',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'24h' | '1h'>().notNull(),
    scheduledFor: ts('scheduled_for').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.kind, t.scheduledFor] })],
);

/** A side checked in for a match at its scheduled time (a moved match asks again). */
export const matchCheckIns = pgTable(
  'match_check_ins',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').$type<MatchSideKey>().notNull(),
    scheduledFor: ts('scheduled_for').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: ts('checked_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.side, t.scheduledFor] })],
);

/**
 * What the clock decided when a match's check-in grace ended, once per match and time: `offered` (one side checked in,
 * forfeits on: it may take the win), `accepted` / `declined` (its answer), `no_show` (nobody checked in, or one side
 * and forfeits off: the organizer was told), `both` (both sides came).
 */
export const matchNoShows = pgTable(
  'match_no_shows',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    scheduledFor: ts('scheduled_for').notNull(),
    outcome: text('outcome').$type<'offered' | 'accepted' | 'declined' | 'no_show' | 'both'>().notNull(),
    /** The side that checked in (offered the win), when exactly one did. */
    side: text('side').$type<MatchSideKey>(),
    decidedAt: ts('decided_at').notNull(),
    answeredAt: ts('answered_at'),
    answeredById: uuid('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.scheduledFor] }),
    index('match_no_shows_offered_idx')
      .on(t.matchId)
      .where(sql`${t.outcome} = 'offered'`),
  ],
);
export type MatchNoShowRow = typeof matchNoShows.$inferSelect;
