import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BracketGroupKind, MatchGame, MatchStatus, MatchWinner } from '@esn/contract';
import { leagues } from './leagues';
import { teams } from './teams';
import { tournamentParticipants, tournaments } from './tournaments';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Every match: a tournament's (bracket or Swiss round) or a league week's. One table so that results, approval and
 * disputes, team statistics and "my next matches" read one place. Sides: the registration (tournaments), and the
 * team or player it stands for, copied so that statistics need no join; `a_bye`/`b_bye` mark a BYE. Statuses are
 * text (validated by the contract) so that the results feature can add its own without a migration.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'cascade' }),
    /** brackets-manager's match id inside the tournament's bracket state (null for Swiss and leagues). */
    bracketMatchId: integer('bracket_match_id'),
    stageNumber: integer('stage_number').notNull().default(1),
    groupKind: text('group_kind').$type<BracketGroupKind>().notNull(),
    groupNumber: integer('group_number').notNull().default(1),
    /** The round, or the league's match week. */
    roundNumber: integer('round_number').notNull(),
    matchNumber: integer('match_number').notNull(),
    participantAId: uuid('participant_a_id').references(() => tournamentParticipants.id, { onDelete: 'set null' }),
    participantBId: uuid('participant_b_id').references(() => tournamentParticipants.id, { onDelete: 'set null' }),
    teamAId: uuid('team_a_id').references(() => teams.id, { onDelete: 'set null' }),
    teamBId: uuid('team_b_id').references(() => teams.id, { onDelete: 'set null' }),
    userAId: uuid('user_a_id').references(() => users.id, { onDelete: 'set null' }),
    userBId: uuid('user_b_id').references(() => users.id, { onDelete: 'set null' }),
    aBye: boolean('a_bye').notNull().default(false),
    bBye: boolean('b_bye').notNull().default(false),
    status: text('status').$type<MatchStatus>().notNull().default('pending'),
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
    winner: text('winner').$type<MatchWinner>(),
    /** Series length, fixed when the match is created (the tournament's, or its final's; the league's). */
    bestOf: integer('best_of').notNull().default(1),
    /** The final result's games as reported (map and score each), in order; empty when none were. */
    games: jsonb('games').$type<MatchGame[]>().notNull().default([]),
    scheduledAt: ts('scheduled_at'),
    completedAt: ts('completed_at'),
    resultApprovedAt: ts('result_approved_at'),
    resultById: uuid('result_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('matches_tournament_idx').on(t.tournamentId, t.stageNumber, t.groupNumber, t.roundNumber, t.matchNumber),
    uniqueIndex('matches_tournament_bracket_uq')
      .on(t.tournamentId, t.bracketMatchId)
      .where(sql`${t.bracketMatchId} is not null`),
    index('matches_league_idx').on(t.leagueId, t.roundNumber, t.matchNumber),
    // A team's or player's matches (statistics, "my next matches").
    index('matches_team_a_idx').on(t.teamAId, t.scheduledAt),
    index('matches_team_b_idx').on(t.teamBId, t.scheduledAt),
    index('matches_user_a_idx').on(t.userAId, t.scheduledAt),
    index('matches_user_b_idx').on(t.userBId, t.scheduledAt),
    // The match-day clock's sweeps (reminders, check-in grace): open matches by time.
    index('matches_scheduled_open_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} in ('ready', 'in_progress') and ${t.scheduledAt} is not null`),
  ],
);
export type MatchRow = typeof matches.$inferSelect;
