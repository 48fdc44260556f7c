import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Game, MatchSideKey, RatingSubjectKind } from '@esn/contract';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Every match that moved ratings, once (its id is the key), in the order it was rated (`seq`, taken under the game's
 * rating lock): the history a recompute replays. No foreign key to `matches`: the ratings it produced outlive a
 * deleted tournament, and so must the history that explains them. A walkover or a BYE is never here.
 *
 * A result an admin voided stays here, marked (`voided_at`): a recompute skips it, and the backfill never rates it
 * again (it is rated, so to say, as nothing). Restoring it clears the mark and puts it back in its place (`seq`).
 */
export const ratedMatches = pgTable(
  'rated_matches',
  {
    matchId: uuid('match_id').primaryKey(),
    game: text('game').$type<Game>().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    scoreA: integer('score_a').notNull(),
    scoreB: integer('score_b').notNull(),
    playedAt: ts('played_at').notNull(),
    voidedAt: ts('voided_at'),
    voidedById: uuid('voided_by_id').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [index('rated_matches_game_seq_idx').on(t.game, t.seq)],
);
export type RatedMatchRow = typeof ratedMatches.$inferSelect;

/**
 * One subject's rating before and after one rated match: a team, or a player (the solo player, or each member of a
 * team's roster when the match was rated). One row per match and subject, so a match never rates anyone twice.
 */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => ratedMatches.matchId, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<RatingSubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    side: text('side').$type<MatchSideKey>().notNull(),
    game: text('game').$type<Game>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    playedAt: ts('played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.subjectKind, t.subjectId] }),
    // A subject's history in one game (the chart), latest first.
    index('rating_changes_subject_idx').on(t.subjectKind, t.subjectId, t.game, t.seq),
  ],
);
export type RatingChangeRow = typeof ratingChanges.$inferSelect;

/**
 * The current rating of a subject in a game: what the last of its `rating_changes` left. `conservative` (μ − 3σ) is
 * stored so that the leaderboard and, later, the market filter and sort by it through an index.
 */
export const ratings = pgTable(
  'ratings',
  {
    subjectKind: text('subject_kind').$type<RatingSubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    game: text('game').$type<Game>().notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    conservative: doublePrecision('conservative').notNull(),
    games: integer('games').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.game] }),
    // The per-game leaderboard (keyset on conservative desc, id) and a filter/sort by a player's rating in a game.
    index('ratings_board_idx').on(t.game, t.subjectKind, t.conservative.desc(), t.subjectId),
  ],
);
export type RatingRow = typeof ratings.$inferSelect;
