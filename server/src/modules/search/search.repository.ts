import { desc, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posts, postTags, teams, users } from '../../db/schema/index';
import { authorColumns } from '../posts/posts.repository';

/** `%` and `_` typed by people are literal characters, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const RANK_CANDIDATES = 2000;

/** Trending: each author counts once per tag, weighted by how recent their latest use is (half-life ≈ 4 h). */
const DECAY_HOURS = 6;

export const searchRepository = {
  /**
   * Posts matching the words, Turkish-stemmed ("takımlar" finds "takım") or as typed, best match first.
   * Ranking reads every candidate's vector, so it runs over at most RANK_CANDIDATES matches: a word found in
   * half a million posts costs a few milliseconds instead of a second (the cap is an unordered LIMIT, which
   * the planner serves from the GIN index for rare words and from an early-stopping scan for common ones).
   */
  async postIds(db: DbOrTx, q: string, limit: number): Promise<string[]> {
    const query = sql`(websearch_to_tsquery('turkish', ${q}) || websearch_to_tsquery('simple', ${q}))`;
    const matches = db
      .select({ id: posts.id, search: posts.search, createdAt: posts.createdAt })
      .from(posts)
      .where(sql`${posts.search} @@ ${query}`)
      .limit(RANK_CANDIDATES)
      .as('matches');
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(sql`ts_rank(${matches.search}, ${query}) desc`, desc(matches.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** People by nickname or name; an exact nickname first, then nicknames starting with the words. */
  async people(db: DbOrTx, q: string, limit: number) {
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    return db
      .select(authorColumns)
      .from(users)
      .where(
        or(
          ilike(users.nickname, contains),
          ilike(users.firstName, contains),
          ilike(users.lastName, contains),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${contains}`,
        ),
      )
      .orderBy(sql`lower(${users.nickname}) = lower(${q}) desc`, sql`${users.nickname} ilike ${prefix} desc`, sql`lower(${users.nickname})`)
      .limit(limit);
  },

  async teams(db: DbOrTx, q: string, limit: number) {
    const contains = `%${escapeLike(q)}%`;
    return db
      .select({ id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl, country: teams.country })
      .from(teams)
      .where(ilike(teams.name, contains))
      .orderBy(sql`${teams.name} ilike ${`${escapeLike(q)}%`} desc`, sql`lower(${teams.name})`)
      .limit(limit);
  },

  /** Tags of the last 24 hours ranked by sum over authors of exp(-age_hours / 6), in one query on post_tags_created_idx. */
  async trending(db: DbOrTx, limit: number) {
    const latest = db
      .select({ tag: postTags.tag, lastAt: sql<Date>`max(${postTags.createdAt})`.as('last_at') })
      .from(postTags)
      .where(sql`${postTags.createdAt} > now() - interval '24 hours'`)
      .groupBy(postTags.tag, postTags.authorId)
      .as('latest');
    const authors = sql<number>`count(*)::int`;
    const score = sql<number>`sum(exp(-extract(epoch from now() - ${latest.lastAt})::float8 / ${3600 * DECAY_HOURS}))`.mapWith(Number);
    return db
      .select({ tag: latest.tag, authors, score })
      .from(latest)
      .groupBy(latest.tag)
      .orderBy(desc(score), desc(authors), latest.tag)
      .limit(limit);
  },
};
