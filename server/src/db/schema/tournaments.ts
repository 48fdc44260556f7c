import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Game, ParticipantWithdrawal } from '@esn/contract';
import { teams } from './teams';
import { users } from './users';

export const tournamentFormat = pgEnum('tournament_format', [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
]);
export const participantKind = pgEnum('participant_kind', ['team', 'solo']);
export const tournamentStatus = pgEnum('tournament_status', [
  'draft',
  'registration_open',
  'registration_closed',
  'in_progress',
  'completed',
  'cancelled',
]);

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    game: text('game').$type<Game>().notNull(),
    description: text('description'),
    rules: text('rules'),
    format: tournamentFormat('format').notNull(),
    participantKind: participantKind('participant_kind').notNull().default('team'),
    status: tournamentStatus('status').notNull().default('registration_open'),
    maxParticipants: integer('max_participants').notNull(),
    /** Kept by the service under the tournament row's lock, so lists need no count and capacity is exact. */
    participantsCount: integer('participants_count').notNull().default(0),
    checkedInCount: integer('checked_in_count').notNull().default(0),
    prizePool: text('prize_pool'),
    entryFee: text('entry_fee'),
    registrationDeadline: ts('registration_deadline').notNull(),
    startsAt: ts('starts_at').notNull(),
    checkInOpensAt: ts('check_in_opens_at'),
    checkInClosesAt: ts('check_in_closes_at'),
    bannerUrl: text('banner_url'),
    country: text('country'),
    region: text('region'),
    groupCount: integer('group_count'),
    swissRounds: integer('swiss_rounds'),
    /** Match length (best of 1, 3, 5, 7) and the final's; 1 for events made before series existed. */
    bestOf: integer('best_of').notNull().default(1),
    finalBestOf: integer('final_best_of').notNull().default(1),
    /** The sides may report results before a match's scheduled time (the organizer allows early play). */
    allowEarlyResults: boolean('allow_early_results').notNull().default(false),
    /** Per-match check-in (issue 27): opens 15 minutes before a scheduled match, closes `grace` minutes after it. */
    matchCheckInEnabled: boolean('match_check_in_enabled').notNull().default(false),
    matchCheckInGraceMinutes: integer('match_check_in_grace_minutes').notNull().default(10),
    /** When the grace ends with one side checked in, that side is offered the win by forfeit. */
    forfeitNoShow: boolean('forfeit_no_show').notNull().default(false),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bracketGeneratedAt: ts('bracket_generated_at'),
    /** The winning registration once completed (no foreign key: registrations reference the tournament). */
    championId: uuid('champion_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list: newest first, keyset on (created_at, id), optionally narrowed by status, game or organizer.
    index('tournaments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tournaments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('tournaments_game_created_idx').on(t.game, t.createdAt.desc(), t.id.desc()),
    index('tournaments_organizer_created_idx').on(t.organizerId, t.createdAt.desc(), t.id.desc()),
    index('tournaments_starts_idx').on(t.startsAt),
    index('tournaments_name_fold_trgm_idx').using('gin', sql`tr_fold(${t.name}) gin_trgm_ops`),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

/** A registration: a team (team events) or a player (solo events). Withdrawing deletes the row. */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: participantKind('kind').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    registeredById: uuid('registered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 = top seed; null until the organizer seeds (registration order then). */
    seed: integer('seed'),
    checkedInAt: ts('checked_in_at'),
    finalRank: integer('final_rank'),
    /**
     * Out of the running event (withdrew, disqualified, account deleted): the row stays so that the bracket keeps
     * its entrant, and its matches without a result become walkovers for the opponent.
     */
    withdrawal: text('withdrawal').$type<ParticipantWithdrawal>(),
    withdrawnAt: ts('withdrawn_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Once per tournament, whoever registers and however concurrently.
    uniqueIndex('tournament_participants_team_uq')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex('tournament_participants_user_uq')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('tournament_participants_tournament_idx').on(t.tournamentId, t.createdAt, t.id),
    index('tournament_participants_team_idx').on(t.teamId),
    index('tournament_participants_user_idx').on(t.userId),
  ],
);
export type TournamentParticipantRow = typeof tournamentParticipants.$inferSelect;

/**
 * The bracket's library state (brackets-manager's stage/group/round/match/match_game/participant rows, or the
 * Swiss round count) as one JSON document per tournament, read and written under the tournament row's lock. Our
 * `matches` rows mirror its matches with real participants; the library's ids (from 0) stay inside this document.
 */
export const tournamentBrackets = pgTable('tournament_brackets', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<unknown>().notNull(),
  /** brackets-manager participant id → our registration id. */
  participantMap: jsonb('participant_map').$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type TournamentBracketRow = typeof tournamentBrackets.$inferSelect;
