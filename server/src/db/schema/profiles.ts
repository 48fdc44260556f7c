import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Availability, GameRoles, Skill, SkillLevel, SocialLinks } from '@esn/contract';
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
    skills: jsonb('skills').$type<Skill[]>().notNull().default([]),
    availability: text('availability').$type<Availability>().notNull().default('not_available'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    coverImageUrl: text('cover_image_url'),
    lookingForTeam: boolean('looking_for_team').notNull().default(false),
    /** From when someone is available (the transfer market's "and when"); null when not available. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** ISO 3166-1 alpha-2, set from the transfer market; the market filters by it. */
    country: text('country'),
    verified: boolean('verified').notNull().default(false),
    profileViews: integer('profile_views').notNull().default(0),
    completeness: integer('completeness').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * One key per game and role he plays it in (md5 of "game/role" as a uuid, see market_role_keys in migration 0026),
     * kept by PostgreSQL from `games`: a role is then a fixed-size value the market indexes can carry, so a page with
     * a role filter is checked inside the index (roles are free text of up to 30 characters, too long to carry).
     */
    roleKeys: uuid('role_keys')
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`market_role_keys(${profiles.games})`),
  },
  (t) => [
    index('profiles_game_ids_idx').using('gin', t.gameIds),
    index('profiles_looking_idx')
      .on(t.lookingForTeam)
      .where(sql`${t.lookingForTeam}`),
    // Transfer market (modules/transfers): one index per sort, alone and after availability, so that a page is a
    // walk along one that stops after `limit` rows. Migration 0026 makes each of them covering (INCLUDE every filtered
    // column, which drizzle cannot declare): the filters are checked on the index entries (an index-only scan) and
    // only the rows of the page are read from the table.
    index('profiles_market_views_idx').on(t.profileViews.desc(), t.userId.desc()),
    index('profiles_market_avail_views_idx').on(t.availability, t.profileViews.desc(), t.userId.desc()),
    index('profiles_market_skill_idx').on(sql`${skillRank(t.skillLevel)} desc`, t.profileViews.desc(), t.userId.desc()),
    index('profiles_market_avail_skill_idx').on(
      t.availability,
      sql`${skillRank(t.skillLevel)} desc`,
      t.profileViews.desc(),
      t.userId.desc(),
    ),
    index('profiles_market_active_idx').on(t.updatedAt.desc(), t.userId.desc()),
    index('profiles_market_avail_active_idx').on(t.availability, t.updatedAt.desc(), t.userId.desc()),
    index('profiles_games_roles_idx').using('gin', sql`${t.games} jsonb_path_ops`),
  ],
);

/** Skill level as a number (elite 5 … beginner 1, none 0): the market's skill sort and the expression of its index. */
export const skillRank = (col: AnyPgColumn) =>
  sql<number>`(case ${col} when 'elite' then 5 when 'expert' then 4 when 'advanced' then 3 when 'intermediate' then 2 when 'beginner' then 1 else 0 end)`;
/** A profile as the app reads and writes it: every column but role_keys, which PostgreSQL keeps for the market's indexes. */
const { roleKeys: _roleKeys, ...profileColumnsOnly } = getTableColumns(profiles);
export const profileColumns = profileColumnsOnly;
export type ProfileRow = Omit<typeof profiles.$inferSelect, 'roleKeys'>;

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
