import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AchievementKey,
  ChallengeDifficulty,
  ChallengeMetric,
  ChallengeStatus,
  ChallengeType,
} from '@esn/contract';
import { teams } from './teams';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** English texts, optional: English readers fall back to the Turkish title and description without them. */
    titleEn: text('title_en'),
    type: text('type').$type<ChallengeType>().notNull(),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    difficulty: text('difficulty').$type<ChallengeDifficulty>().notNull(),
    xpReward: integer('xp_reward').notNull(),
    targetValue: integer('target_value').notNull(),
    badgeReward: text('badge_reward'),
    badgeRewardEn: text('badge_reward_en'),
    status: text('status').$type<ChallengeStatus>().notNull().default('active'),
    metric: text('metric').$type<ChallengeMetric>().notNull(),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    participantsCount: integer('participants_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('challenges_status_type_idx').on(t.status, t.type, t.createdAt)],
);
export type ChallengeRow = typeof challenges.$inferSelect;

/** A person or a team taking part; progress is recounted from the data whenever a counted action happens. */
export const challengeParticipations = pgTable(
  'challenge_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    joinedById: uuid('joined_by_id').references(() => users.id, { onDelete: 'set null' }),
    progress: integer('progress').notNull().default(0),
    status: text('status').$type<'active' | 'completed'>().notNull().default('active'),
    joinedAt: ts('joined_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('challenge_participations_user_uq')
      .on(t.challengeId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('challenge_participations_team_uq')
      .on(t.challengeId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    // A counted action looks up the open participations of its person or team.
    index('challenge_participations_user_idx').on(t.userId, t.status),
    index('challenge_participations_team_idx').on(t.teamId, t.status),
  ],
);
export type ChallengeParticipationRow = typeof challengeParticipations.$inferSelect;

/**
 * XP earned, one row per award (`source_id`: the participation), unique per holder and source so an award never
 * repeats; `xp_totals` keeps each holder's sum for the leaderboard.
 */
export const xpAwards = pgTable(
  'xp_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').$type<'user' | 'team'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    amount: integer('amount').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** The challenge it was earned in; kept (no reference) when the challenge is deleted, like the XP and badge. */
    challengeId: uuid('challenge_id'),
    badge: text('badge'),
    /** The badge's English name when the challenge gave one (kept like the badge). */
    badgeEn: text('badge_en'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('xp_awards_source_uq').on(t.subjectKind, t.subjectId, t.sourceId),
    index('xp_awards_created_idx').on(t.createdAt),
    index('xp_awards_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
  ],
);

export const xpTotals = pgTable(
  'xp_totals',
  {
    subjectKind: text('subject_kind').$type<'user' | 'team'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    xp: integer('xp').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    // The id breaks ties in the ranking's order, so that its top 100 is read from the index alone.
    index('xp_totals_rank_idx').on(t.subjectKind, t.xp.desc(), t.subjectId),
  ],
);

/** Spec §5's achievements, each once per person. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').$type<AchievementKey>().notNull(),
    earnedAt: ts('earned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('user_achievements_key_idx').on(t.key)],
);

/** The days someone used the product (signed in), for "7 consecutive active days". */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** One-time jobs that ran on this database (e.g. the achievements backfill), so they run once. */
export const backfills = pgTable('backfills', {
  name: text('name').primaryKey(),
  doneAt: ts('done_at').notNull().defaultNow(),
});
