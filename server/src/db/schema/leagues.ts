import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Game } from '@esn/contract';
import { teams } from './teams';
import { users } from './users';

export const leagueRounds = pgEnum('league_rounds', ['single', 'double']);
export const leagueStatus = pgEnum('league_status', ['upcoming', 'in_progress', 'completed']);
/** `invited`: the organizer asked, the team's owner or a manager has not answered; `accepted`: the team plays. */
export const leagueTeamStatus = pgEnum('league_team_status', ['invited', 'accepted']);

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    game: text('game').$type<Game>().notNull(),
    season: text('season').notNull(),
    description: text('description'),
    rounds: leagueRounds('rounds').notNull().default('single'),
    status: leagueStatus('status').notNull().default('upcoming'),
    startsAt: ts('starts_at').notNull(),
    matchIntervalDays: integer('match_interval_days').notNull().default(7),
    /** Match length (best of 1, 3, 5, 7) given to every fixture when the fixtures are drawn; 1 for older leagues. */
    bestOf: integer('best_of').notNull().default(1),
    /** Results may come before a fixture's match week (the organizer allows early play). */
    allowEarlyResults: boolean('allow_early_results').notNull().default(false),
    /** Per-match check-in (issue 27): opens 15 minutes before a scheduled match, closes `grace` minutes after it. */
    matchCheckInEnabled: boolean('match_check_in_enabled').notNull().default(false),
    matchCheckInGraceMinutes: integer('match_check_in_grace_minutes').notNull().default(10),
    /** When the grace ends with one side checked in, that side is offered the win by forfeit. */
    forfeitNoShow: boolean('forfeit_no_show').notNull().default(false),
    bannerUrl: text('banner_url'),
    country: text('country'),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamsCount: integer('teams_count').notNull().default(0),
    weeks: integer('weeks').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leagues_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('leagues_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('leagues_game_created_idx').on(t.game, t.createdAt.desc(), t.id.desc()),
    index('leagues_organizer_idx').on(t.organizerId),
    index('leagues_name_fold_trgm_idx').using('gin', sql`tr_fold(${t.name}) gin_trgm_ops`),
  ],
);
export type LeagueRow = typeof leagues.$inferSelect;

export const leagueTeams = pgTable(
  'league_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: leagueTeamStatus('status').notNull().default('accepted'),
    /** When the team was invited, then when it accepted. */
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('league_teams_uq').on(t.leagueId, t.teamId), index('league_teams_team_idx').on(t.teamId)],
);
export type LeagueTeamRow = typeof leagueTeams.$inferSelect;
