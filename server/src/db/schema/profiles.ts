import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Availability, GameRoles, SkillLevel, SocialLinks } from '@esn/contract';
import { users } from './users';

/** One row per user, created on first edit; a user without a row has an empty profile. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    biography: text('biography'),
    location: text('location'),
    birthDate: date('birth_date', { mode: 'string' }),
    games: jsonb('games').$type<GameRoles[]>().notNull().default([]),
    /** Game ids of `games`, kept beside the JSON for indexed "shares a game" lookups. */
    gameIds: text('game_ids').array().notNull().default([]),
    skillLevel: text('skill_level').$type<SkillLevel>(),
    availability: text('availability').$type<Availability>().notNull().default('not_available'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    coverImageUrl: text('cover_image_url'),
    lookingForTeam: boolean('looking_for_team').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    profileViews: integer('profile_views').notNull().default(0),
    completeness: integer('completeness').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('profiles_game_ids_idx').using('gin', t.gameIds), index('profiles_looking_idx').on(t.lookingForTeam).where(sql`${t.lookingForTeam}`)],
);
export type ProfileRow = typeof profiles.$inferSelect;

/** One view per viewer per profile per day; the counter on profiles is bumped only when a row is new. */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerId, t.day] })],
);

export const careerEntries = pgTable(
  'career_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    teamSlug: text('team_slug'),
    role: text('role').notNull(),
    game: text('game').notNull(),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('career_entries_user_idx').on(t.userId, t.fromMonth.desc())],
);
export type CareerEntryRow = typeof careerEntries.$inferSelect;
