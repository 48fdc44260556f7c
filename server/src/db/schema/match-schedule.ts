import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MatchSideKey, MatchTimeProposalStatus } from '@esn/contract';
import { leagues } from './leagues';
import { matches } from './matches';
import { tournaments } from './tournaments';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A time one side of a match proposed (issue 27), one row per time: a side proposes up to three at once. The other
 * side accepts one (it becomes the match's `scheduled_at`, every open one closes) or proposes others (the open ones
 * are `replaced`). The organizer setting the time closes them too (`closed`).
 */
export const matchTimeProposals = pgTable(
  'match_time_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').$type<MatchSideKey>().notNull(),
    proposedById: uuid('proposed_by_id').references(() => users.id, { onDelete: 'set null' }),
    time: ts('time').notNull(),
    status: text('status').$type<MatchTimeProposalStatus>().notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('match_time_proposals_match_idx').on(t.matchId, t.status, t.time),
    check('match_time_proposals_side_ck', sql`${t.side} in ('a', 'b')`),
  ],
);
export type MatchTimeProposalRow = typeof matchTimeProposals.$inferSelect;

/**
 * The organizer's "play by" deadline of one round of a tournament or one week of a league: the sides may propose
 * times up to it. A round without a row has no deadline.
 */
export const roundWindows = pgTable(
  'round_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'cascade' }),
    roundNumber: integer('round_number').notNull(),
    playBy: ts('play_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('round_windows_tournament_uq')
      .on(t.tournamentId, t.roundNumber)
      .where(sql`${t.tournamentId} is not null`),
    uniqueIndex('round_windows_league_uq')
      .on(t.leagueId, t.roundNumber)
      .where(sql`${t.leagueId} is not null`),
    check('round_windows_one_event_ck', sql`(${t.tournamentId} is null) <> (${t.leagueId} is null)`),
  ],
);
export type RoundWindowRow = typeof roundWindows.$inferSelect;
