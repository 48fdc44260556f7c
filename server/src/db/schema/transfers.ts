import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Availability, CoachSpecialty, Game, TransferRole } from '@esn/contract';
import { teams } from './teams';
import { users } from './users';

export const transferOfferStatus = pgEnum('transfer_offer_status', [
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'declined',
]);
export const transferOfferDirection = pgEnum('transfer_offer_direction', ['team_to_person', 'person_to_team']);

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One offer between a team and a person (see contract/src/transfers). `player_id` is the person who would join,
 * whichever side sent it; `to_user_id` is the person for a team's offer, the team's owner (when sent) for a person's.
 */
export const transferOffers = pgTable(
  'transfer_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: transferOfferDirection('direction').notNull(),
    role: text('role').$type<TransferRole>().notNull(),
    game: text('game').$type<Game>().notNull(),
    position: text('position').notNull(),
    /** Dollars a month. */
    salary: integer('salary'),
    contractMonths: integer('contract_months'),
    message: text('message'),
    status: transferOfferStatus('status').notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    // One pending offer per team, person and game, whichever side made it: the database refuses the second.
    uniqueIndex('transfer_offers_one_pending_idx')
      .on(t.teamId, t.playerId, t.game)
      .where(sql`${t.status} = 'pending'`),
    // A person's offers (received, his own, and the pending ones closed when he moves), newest first.
    index('transfer_offers_player_idx').on(t.playerId, t.status, t.createdAt.desc(), t.id.desc()),
    index('transfer_offers_team_idx').on(t.teamId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
export type TransferOfferRow = typeof transferOffers.$inferSelect;

/**
 * The public record of moves made by accepted offers. Team names and slugs are kept as they were, so the record
 * outlives a deleted team (its id then becomes null).
 */
export const transferHistory = pgTable(
  'transfer_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id').references(() => transferOffers.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTeamId: uuid('from_team_id').references(() => teams.id, { onDelete: 'set null' }),
    fromTeamName: text('from_team_name'),
    fromTeamSlug: text('from_team_slug'),
    toTeamId: uuid('to_team_id').references(() => teams.id, { onDelete: 'set null' }),
    toTeamName: text('to_team_name').notNull(),
    toTeamSlug: text('to_team_slug').notNull(),
    game: text('game').$type<Game>().notNull(),
    role: text('role').$type<TransferRole>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transfer_history_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('transfer_history_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('transfer_history_from_team_idx').on(t.fromTeamId, t.createdAt.desc(), t.id.desc()),
    index('transfer_history_to_team_idx').on(t.toTeamId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type TransferHistoryRow = typeof transferHistory.$inferSelect;

/** A coach's published coaching profile (one per coach). */
export const coachingProfiles = pgTable(
  'coaching_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    games: text('games').array().$type<Game[]>().notNull().default([]),
    specialties: text('specialties').array().$type<CoachSpecialty[]>().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    /** Dollars an hour; null with `free` false means "on request". */
    hourlyRate: integer('hourly_rate'),
    free: boolean('free').notNull().default(false),
    availability: text('availability').$type<Availability>().notNull().default('now'),
    summary: text('summary'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('coaching_profiles_games_idx').using('gin', t.games),
    index('coaching_profiles_updated_idx').on(t.updatedAt.desc(), t.userId.desc()),
  ],
);
export type CoachingProfileRow = typeof coachingProfiles.$inferSelect;
