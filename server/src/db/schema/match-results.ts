import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MatchEventKind, MatchGame, MatchSideKey } from '@esn/contract';
import { matches } from './matches';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * `pending`: waits for the other side until `approval_deadline`; `approved` by the other side; `auto_approved` at
 * the deadline; `rejected`: the other side disputed it; `void`: overtaken (the organizer set the result, or the
 * tournament was cancelled).
 */
export type MatchResultStatus = 'pending' | 'approved' | 'auto_approved' | 'rejected' | 'void';

/**
 * A score submitted by one side. A pending row is also the deferred work of its deadline: the sweep approves what
 * is due, and the row's status (changed under the tournament's or league's lock) makes that happen exactly once.
 */
export const matchResults = pgTable(
  'match_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').$type<MatchSideKey>().notNull(),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    scoreA: integer('score_a').notNull(),
    scoreB: integer('score_b').notNull(),
    /** The submitted games (map and score each), in order; empty when the side gave only the series score. */
    games: jsonb('games').$type<MatchGame[]>().notNull().default([]),
    screenshotUrl: text('screenshot_url'),
    status: text('status').$type<MatchResultStatus>().notNull().default('pending'),
    submittedAt: ts('submitted_at').notNull(),
    approvalDeadline: ts('approval_deadline').notNull(),
    decidedAt: ts('decided_at'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pending result per match, also under concurrent submissions.
    uniqueIndex('match_results_one_pending_uq')
      .on(t.matchId)
      .where(sql`${t.status} = 'pending'`),
    // The deadline sweep reads only what is due.
    index('match_results_due_idx')
      .on(t.approvalDeadline)
      .where(sql`${t.status} = 'pending'`),
    index('match_results_match_idx').on(t.matchId, t.submittedAt),
  ],
);
export type MatchResultRow = typeof matchResults.$inferSelect;

/** A match's history: who did what and when (submissions, answers, evidence, settlements, corrections). */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MatchEventKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<MatchSideKey>(),
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
    comment: text('comment'),
    screenshotUrl: text('screenshot_url'),
    /** The games that came with the score (a submission, its answer, an official result); empty otherwise. */
    games: jsonb('games').$type<MatchGame[]>().notNull().default([]),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('match_events_match_idx').on(t.matchId, t.createdAt)],
);
export type MatchEventRow = typeof matchEvents.$inferSelect;
