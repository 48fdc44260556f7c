import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Text folded for Turkish search without diacritics: ç/c, ğ/g, ı/İ/I/i, ö/o, ş/s, ü/u (and â, î, û) become the
 * plain letter, the rest is lower-cased, so "kocluk" finds "koçluk" and "Koçluk" finds "kocluk". `tr_fold` is an
 * immutable SQL function (migration 0021) so indexes and the posts' generated search vector can use it.
 */
export const trFold = (text: SQL | AnyPgColumn | string) => sql`tr_fold(${text})`;

/** Nickname and names as one folded text (trFold): the expression of users_search_trgm_idx, used as is by search. */
export const usersSearchText = (t: { nickname: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`(tr_fold(${t.nickname} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')))`;

export const userType = pgEnum('user_type', ['player', 'coach', 'team_owner', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased (the contract lower-cases it); the unique index is on lower() as a second guard. */
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash').notNull(),
    profileImageUrl: text('profile_image_url'),
    avatarUrl: text('avatar_url'),
    userType: userType('user_type'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Set by an admin (or moderation): the person cannot sign in, and login says why. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, precision: 3 }),
    suspendedReason: text('suspended_reason'),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_nickname_lower_uq').on(sql`lower(${t.nickname})`),
    index('users_created_at_idx').on(t.createdAt),
    // Search finds people by any part of their nickname or name: trigrams serve `like '%…%'` (see usersSearchText).
    index('users_search_trgm_idx').using('gin', sql`${usersSearchText(t)} gin_trgm_ops`),
  ],
);
export type UserRow = typeof users.$inferSelect;
