import { and, desc, sql } from 'drizzle-orm';
import { conservativeAtLeast, type Game } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { containsFolded, escapeLike } from '../../lib/like';
import { posts, postTags, ratings, teams, users, usersSearchText } from '../../db/schema/index';
import { listedPerson } from '../users/users.repository';
import { authorColumns } from '../posts/posts.repository';

/** The people part narrowed or ordered by the rating in one game. */
export type PeopleRating = { game?: Game; minRating?: number; sort?: 'relevance' | 'rating' };

/** Posts search ranks the matches among this many newest posts… */
const RECENT_POSTS = 2000;
/** …and, when those hold too few, this many of the newest matches overall. */
const OLDER_CANDIDATES = 500;
/** People whose name merely contains the words: enough to rank the first page from, few enough to sort at once. */
const PEOPLE_CANDIDATES = 200;
/** Trigrams need 3 characters: a shorter query would read the whole index, so it looks for an exact nickname only (and nicknames have 3 or more). */
const MIN_INFIX = 3;

/** Trending: each author counts once per tag, weighted by how recent their latest use is (half-life ≈ 4 h). */
const DECAY_HOURS = 6;

export const searchRepository = {
  /**
   * Posts matching the words, Turkish-stemmed ("takımlar" finds "takım") or as typed, best match first, then
   * newest. Ranking reads each candidate's vector, so the work is bounded whatever the word, in one statement:
   * - `recent`: the matches among the RECENT_POSTS newest posts (a walk of posts_created_idx that always stops
   *   there: ~1.5 ms). A common word ("takım", in a fifth of all posts) is answered from these alone;
   * - `older`, only when `recent` holds fewer than `limit` (a one-time filter, else never run): the newest
   *   OLDER_CANDIDATES matches from the GIN index. Its ORDER BY is on an expression on purpose: ordered by the
   *   plain column, the planner walks posts_created_idx hoping to meet matches early, which for a word in no
   *   post reads all of them (0.4 s on 1M posts); this way it takes the few matches from the GIN index and sorts them.
   */
  async postIds(db: DbOrTx, q: string, limit: number, recentPosts = RECENT_POSTS): Promise<string[]> {
    // The words as typed (stemmed or plain), and folded: "kocluk" finds "koçluk" and back (posts.search holds both).
    const exact = sql`(websearch_to_tsquery('turkish', ${q}) || websearch_to_tsquery('simple', ${q}))`;
    const query = sql`(${exact} || websearch_to_tsquery('simple', tr_fold(${q})))`;
    const result = await db.execute(sql`
      with recent as materialized (
        select w.id, w.created_at, w.search from (
          select p.id, p.created_at, p.search from ${posts} p
          order by p.created_at desc nulls last, p.id desc nulls last limit ${recentPosts}) w
        where w.search @@ ${query}),
      older as (
        select p.id, p.created_at, p.search from ${posts} p
        where (select count(*) from recent) < ${limit} and p.search @@ ${query}
        order by p.created_at + interval '0 seconds' desc limit ${OLDER_CANDIDATES})
      select c.id from (
        select * from recent
        union all select * from older o where o.id not in (select id from recent)) c
      order by c.search @@ ${exact} desc, ts_rank(c.search, ${query}) desc, c.created_at desc, c.id desc
      limit ${limit}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  },

  /**
   * People whose nickname or names contain the words anywhere, with or without Turkish letters
   * (users_search_trgm_idx on the folded text), an exact nickname first, then those spelled as typed, then
   * nicknames starting with them. Only people listed to others (listedPerson). An exact nickname is looked up on its own, so it is never lost among
   * the PEOPLE_CANDIDATES others when the words are common. With a game, only those rated at least `minRating` there,
   * and with `sort: 'rating'` the highest rated first (the unrated after them, in the usual order).
   */
  async people(db: DbOrTx, q: string, limit: number, rating: PeopleRating = {}) {
    const contains = sql`'%' || tr_fold(${escapeLike(q)}) || '%'`;
    const infix =
      [...q].length >= MIN_INFIX
        ? sql`(select ${users.id} from ${users} where ${usersSearchText(users)} like ${contains} and ${listedPerson} limit ${PEOPLE_CANDIDATES})`
        : sql`(select null::uuid where false)`;
    const asTyped = sql`lower(concat_ws(' ', ${users.nickname}, ${users.firstName}, ${users.lastName})) like ${`%${escapeLike(q.toLowerCase())}%`}`;
    const ids = sql`array(
      (select ${users.id} from ${users} where lower(${users.nickname}) = lower(${q}) and ${listedPerson})
      union all
      ${infix})`;
    // A rating is per game (the contract requires `game` with either): one primary-key probe per candidate.
    const conservative = sql`(select r.conservative from ${ratings} r where r.subject_kind = 'user' and r.subject_id = ${users.id} and r.game = ${rating.game ?? null})`;
    return db
      .select(authorColumns)
      .from(users)
      .where(
        and(
          sql`${users.id} = any(${ids})`,
          rating.game && rating.minRating !== undefined
            ? sql`${conservative} >= ${conservativeAtLeast(rating.minRating)}::float8`
            : undefined,
        ),
      )
      .orderBy(
        ...(rating.game && rating.sort === 'rating' ? [sql`${conservative} desc nulls last`] : []),
        sql`lower(${users.nickname}) = lower(${q}) desc`,
        // Spelled as typed (Turkish letters included) before what only the folding found.
        sql`${asTyped} desc`,
        sql`${users.nickname} ilike ${`${escapeLike(q)}%`} desc`,
        sql`lower(${users.nickname})`,
      )
      .limit(limit);
  },

  /** Teams whose name contains the words, with or without Turkish letters (teams_name_fold_trgm_idx), those starting with them first. */
  async teams(db: DbOrTx, q: string, limit: number) {
    return db
      .select({ id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl, country: teams.country })
      .from(teams)
      .where(containsFolded(teams.name, q))
      .orderBy(sql`${teams.name} ilike ${`${escapeLike(q)}%`} desc`, sql`lower(${teams.name})`)
      .limit(limit);
  },

  /**
   * Tags of the last 24 hours ranked by sum over authors of exp(-age_hours / 6), in one query on post_tags_created_idx,
   * each with the spelling most of its authors use.
   */
  async trending(db: DbOrTx, limit: number) {
    const latest = db
      .select({
        tag: postTags.tag,
        lastAt: sql<Date>`max(${postTags.createdAt})`.as('last_at'),
        // Each author's usual spelling, then the spelling most authors use (uses from before labels: the tag).
        label: sql<string>`mode() within group (order by coalesce(${postTags.label}, ${postTags.tag}))`.as('label'),
      })
      .from(postTags)
      .where(sql`${postTags.createdAt} > now() - interval '24 hours'`)
      .groupBy(postTags.tag, postTags.authorId)
      .as('latest');
    const authors = sql<number>`count(*)::int`;
    const score =
      sql<number>`sum(exp(-extract(epoch from now() - ${latest.lastAt})::float8 / ${3600 * DECAY_HOURS}))`.mapWith(
        Number,
      );
    return db
      .select({ tag: latest.tag, label: sql<string>`mode() within group (order by ${latest.label})`, authors, score })
      .from(latest)
      .groupBy(latest.tag)
      .orderBy(desc(score), desc(authors), latest.tag)
      .limit(limit);
  },
};
