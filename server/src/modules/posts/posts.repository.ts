import { and, isNull, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hashtagsOf, type MediaKind } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  connections,
  follows,
  pollOptions,
  pollVotes,
  postLikes,
  postMedia,
  posts,
  postTags,
  trFold,
  uploads,
  userBlocks,
  users,
  type PostRow,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

export const authorColumns = publicUserColumns;

/**
 * Rows are stamped to the millisecond: keyset cursors carry a JavaScript Date, and a microsecond timestamp
 * would make the next page skip rows created in the same millisecond as the last one shown.
 */
export const nowMs = sql`date_trunc('milliseconds', now())`;

/** Above this many authors the wall walks the global timeline instead of each author's (see feedPage). */
const MANY_AUTHORS = 1000;

/**
 * Newest first, in the order of our indexes: they are DESC NULLS LAST, and PostgreSQL reads an index in
 * order only when the null placement matches too (a plain DESC means NULLS FIRST and would sort instead).
 */
export const newestFirst = (...cols: SQLWrapper[]) => cols.map((c) => sql`${c} desc nulls last`);

/** `(created_at, id) < cursor`, plus the plain `created_at <=` that an index on created_at alone can use. */
export function before(createdAt: SQLWrapper, id: SQLWrapper, after: Keyset | undefined): SQL | undefined {
  if (!after) return undefined;
  const at = after.createdAt.toISOString();
  return sql`${createdAt} <= ${at}::timestamptz and (${createdAt}, ${id}) < (${at}::timestamptz, ${after.id}::uuid)`;
}

type MediaJson = { key: string; kind: MediaKind; mime: string; size: number };
type OptionJson = { id: string; text: string; votes: number };

export const postsRepository = {
  async insert(
    db: DbOrTx,
    row: Pick<typeof posts.$inferInsert, 'authorId' | 'type' | 'body' | 'tags' | 'sharedPostId' | 'pollEndsAt'>,
  ): Promise<PostRow> {
    const [created] = await db
      .insert(posts)
      .values({ ...row, createdAt: nowMs })
      .returning();
    return created!;
  },

  async insertTags(db: DbOrTx, post: Pick<PostRow, 'id' | 'authorId' | 'body' | 'tags' | 'createdAt'>) {
    if (!post.tags.length) return;
    const labels = new Map(hashtagsOf(post.body).map((h) => [h.tag, h.label]));
    await db.insert(postTags).values(
      post.tags.map((tag) => ({
        tag,
        label: labels.get(tag) ?? tag,
        postId: post.id,
        authorId: post.authorId,
        createdAt: post.createdAt,
      })),
    );
  },

  async insertPollOptions(db: DbOrTx, postId: string, options: string[]) {
    await db.insert(pollOptions).values(options.map((text, position) => ({ postId, position, text })));
  },

  /**
   * The author's own uploads among `ids`, locked until the transaction ends so that two posts cannot both
   * attach the same file; read whether they are attached only after taking the lock (see `attachedIds`).
   */
  async lockOwnUploads(db: DbOrTx, ownerId: string, ids: string[]) {
    return db
      .select({ id: uploads.id, kind: uploads.kind, key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)))
      .for('update');
  },

  async attachedIds(db: DbOrTx, uploadIds: string[]): Promise<string[]> {
    const rows = await db
      .select({ id: postMedia.uploadId })
      .from(postMedia)
      .where(inArray(postMedia.uploadId, uploadIds));
    return rows.map((r) => r.id);
  },

  async insertMedia(db: DbOrTx, postId: string, uploadIds: string[]) {
    await db.insert(postMedia).values(uploadIds.map((uploadId, position) => ({ postId, uploadId, position })));
  },

  async find(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: posts.id,
        authorId: posts.authorId,
        type: posts.type,
        sharedPostId: posts.sharedPostId,
        pollEndsAt: posts.pollEndsAt,
      })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    return row;
  },

  /** Moderation hides a post from every list (see views); true when it was shown until now. */
  async hide(db: DbOrTx, id: string, at: Date): Promise<boolean> {
    return (
      (
        await db
          .update(posts)
          .set({ hiddenAt: at })
          .where(and(eq(posts.id, id), isNull(posts.hiddenAt)))
          .returning({ id: posts.id })
      ).length === 1
    );
  },

  /** Locks the post against deletion until the transaction ends (likes, votes and shares reference it). */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: posts.id,
        authorId: posts.authorId,
        type: posts.type,
        pollEndsAt: posts.pollEndsAt,
        likeCount: posts.likeCount,
      })
      .from(posts)
      .where(eq(posts.id, id))
      .for('key share');
    return row;
  },

  /** Removes the post's files' rows (post_media goes with the post) and answers their storage keys. */
  async deleteUploadsOf(db: DbOrTx, postId: string): Promise<string[]> {
    const rows = await db
      .delete(uploads)
      .where(
        inArray(uploads.id, db.select({ id: postMedia.uploadId }).from(postMedia).where(eq(postMedia.postId, postId))),
      )
      .returning({ key: uploads.key });
    return rows.map((r) => r.key);
  },

  async delete(db: DbOrTx, id: string) {
    const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ sharedPostId: posts.sharedPostId });
    return row;
  },

  /** Moves the share counter (locking the row until commit); false when the post is gone. */
  async addShares(db: DbOrTx, postId: string, delta: 1 | -1): Promise<boolean> {
    const rows = await db
      .update(posts)
      .set({ shareCount: sql`greatest(0, ${posts.shareCount} + ${delta})` })
      .where(eq(posts.id, postId))
      .returning({ id: posts.id });
    return rows.length > 0;
  },

  /** True when this like is new; liking twice changes nothing. */
  async like(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
    const rows = await db
      .insert(postLikes)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ p: postLikes.postId });
    return rows.length > 0;
  },

  async unlike(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning({ p: postLikes.postId });
    return rows.length > 0;
  },

  /** Moves the like counter and answers the new count. */
  async addLikes(db: DbOrTx, postId: string, delta: -1 | 1): Promise<number | undefined> {
    const [row] = await db
      .update(posts)
      .set({ likeCount: sql`greatest(0, ${posts.likeCount} + ${delta})` })
      .where(eq(posts.id, postId))
      .returning({ likeCount: posts.likeCount });
    return row?.likeCount;
  },

  async findOption(db: DbOrTx, postId: string, optionId: string) {
    const [row] = await db
      .select({ id: pollOptions.id })
      .from(pollOptions)
      .where(and(eq(pollOptions.id, optionId), eq(pollOptions.postId, postId)))
      .limit(1);
    return row;
  },

  /** False when the reader had already voted in this poll (the primary key decides, even under concurrent votes). */
  async insertVote(db: DbOrTx, postId: string, userId: string, optionId: string): Promise<boolean> {
    const rows = await db
      .insert(pollVotes)
      .values({ postId, userId, optionId })
      .onConflictDoNothing()
      .returning({ p: pollVotes.postId });
    return rows.length > 0;
  },

  async countVote(db: DbOrTx, optionId: string) {
    await db
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} + 1` })
      .where(eq(pollOptions.id, optionId));
  },

  /**
   * Whose posts make the reader's wall: the reader, the people they follow and their accepted connections.
   * Prepared, like the page's own queries: these run on every wall nobody has read for a while.
   */
  async feedAuthors(db: DbOrTx, readerId: string): Promise<string[]> {
    const rows = await preparedFor(db, 'feed_authors', () => feedAuthorsQuery(db)).execute({ readerId });
    return [readerId, ...new Set(rows.map((r) => r.id).filter((id) => id !== readerId))];
  },

  /**
   * The wall: keys of the posts of `authors` (see feedAuthors), newest first, in one statement. The author
   * list travels as ONE array parameter (a list of parameters would hit the protocol's 65,535 limit), and
   * one of two plans runs, chosen here by how many authors there are:
   * - up to MANY_AUTHORS: each author's newest posts from posts_author_created_idx, `limit` each, merged —
   *   work grows with the number of authors, not with their posts (about 1 ms for 100 authors on 1M posts).
   *   A prepared statement (one with a cursor, one without);
   * - more: walk posts_created_idx from the newest and keep the authors' posts (hashed), which stops after
   *   `limit` hits — cheap exactly when the authors are many (about 10 ms for 5,000 on 1M posts, where the
   *   per-author plan takes 60–90 ms). Planned each time: a generic plan would test each post against the
   *   array one element at a time instead of hashing it.
   * `(… in (select …)) is true` keeps the second test a hashed filter on that index walk; written as a plain
   * IN, the planner would turn it into a join and sort every post of every author.
   */
  async feedPage(
    db: DbOrTx,
    authors: string[],
    limit: number,
    after?: Keyset,
    manyAuthors = MANY_AUTHORS,
  ): Promise<Keyset[]> {
    if (!authors.length) return [];
    const list = `{${authors.join(',')}}`;
    let rows: { id: string; ms: number }[];
    if (authors.length <= manyAuthors) {
      const cursor = after ? { at: after.createdAt.toISOString(), id: after.id } : {};
      rows = await preparedFor(db, after ? 'feed_page_after' : 'feed_page', () =>
        perAuthorFeedQuery(db, !!after),
      ).execute({ authors: list, limit, ...cursor });
    } else {
      const cursor = after ? sql`and ${before(sql`p.created_at`, sql`p.id`, after)}` : sql``;
      const result = await db.execute(sql`
        with authors as materialized (select unnest(${list}::uuid[]) as id)
        select p.id, (extract(epoch from p.created_at) * 1000)::float8 as ms from ${posts} p
        where (p.author_id in (select id from authors)) is true ${cursor}
        order by p.created_at desc nulls last, p.id desc nulls last
        limit ${limit}`);
      // Raw statements answer { rows } on both drivers.
      rows = (result as unknown as { rows: { id: string; ms: number }[] }).rows;
    }
    // The time comes as epoch milliseconds to avoid driver-specific date parsing.
    return rows.map((r) => ({ id: r.id, createdAt: new Date(Number(r.ms)) }));
  },

  /**
   * A page of the wall ready to present, from ONE statement when the authors are few (feedPage's per-author
   * plan, then the posts as in views): `limit` keys newest first, and every view they need (in any order).
   */
  async feedViews(
    db: DbOrTx,
    authors: string[],
    readerId: string,
    limit: number,
    after?: Keyset,
    manyAuthors = MANY_AUTHORS,
  ) {
    if (!authors.length) return { keys: [], views: [] };
    if (authors.length > manyAuthors) {
      const keys = await this.feedPage(db, authors, limit, after, manyAuthors);
      return {
        keys,
        views: await this.views(
          db,
          keys.map((k) => k.id),
          readerId,
        ),
      };
    }
    const cursor = after ? { at: after.createdAt.toISOString(), id: after.id } : {};
    const rows = await preparedFor(db, after ? 'feed_views_after' : 'feed_views', () =>
      feedViewsQuery(db, !!after),
    ).execute({ authors: `{${authors.join(',')}}`, readerId, limit, ...cursor });
    const keys = rows
      .filter((r) => r.inPage)
      .map((r) => ({ id: r.id, createdAt: r.createdAt }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return { keys, views: rows };
  },

  /**
   * The posts `ids` (read from a reader's Redis timeline) that are still on the reader's wall, as in views, with
   * `inPage` on them: not deleted, not hidden, and by the reader or someone the reader follows or is connected to
   * now. PostgreSQL is the truth: whatever the timeline holds that a deletion, a moderation or an unfollow or block
   * made stale is left out here, in the same statement (one index probe per post), and the caller drops it.
   */
  async timelineViews(db: DbOrTx, ids: string[], readerId: string) {
    if (!ids.length) return [];
    return preparedFor(db, 'timeline_views', () => timelineViewsQuery(db)).execute({
      ids: `{${ids.join(',')}}`,
      readerId,
    });
  },

  /** The post's created_at in epoch ms (its score in the timelines), undefined once it is gone. */
  async createdMs(db: DbOrTx, id: string): Promise<number | undefined> {
    const [row] = await db.select({ at: posts.createdAt }).from(posts).where(eq(posts.id, id)).limit(1);
    return row?.at.getTime();
  },

  /** Whose walls show the author's posts: the author, their followers and accepted connections (fan-out). */
  async wallReadersOf(db: DbOrTx, authorId: string): Promise<string[]> {
    const rows = await preparedFor(db, 'wall_readers', () => wallReadersQuery(db)).execute({ authorId });
    return [authorId, ...new Set(rows.map((r) => r.id).filter((id) => id !== authorId))];
  },

  async authorPage(db: DbOrTx, authorId: string, limit: number, after?: Keyset): Promise<Keyset[]> {
    return db
      .select({ id: posts.id, createdAt: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.authorId, authorId), before(posts.createdAt, posts.id, after)))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(limit);
  },

  /** The tag's posts, its spellings with and without Turkish letters alike (post_tags_folded_created_idx). */
  async tagPage(db: DbOrTx, tag: string, limit: number, after?: Keyset): Promise<Keyset[]> {
    // Distinct: a post tagged both #koçluk and #kocluk is listed once.
    return db
      .selectDistinct({ id: postTags.postId, createdAt: postTags.createdAt })
      .from(postTags)
      .where(and(eq(trFold(postTags.tag), trFold(tag)), before(postTags.createdAt, postTags.postId, after)))
      .orderBy(...newestFirst(postTags.createdAt, postTags.postId))
      .limit(limit);
  },

  /**
   * Everything needed to show the posts `ids` and the originals they share, for one reader, in ONE query:
   * author, media, poll options and the reader's vote, and whether the reader liked each. Answers unordered.
   * Every list of posts (wall, profiles, tags, search) ends here, so it is a prepared statement: the ids travel
   * as one array, the text never changes, and PostgreSQL plans it once per connection (0.2 ms instead of 0.6).
   */
  async views(db: DbOrTx, ids: string[], readerId: string) {
    if (!ids.length) return [];
    return preparedFor(db, 'post_views', () => viewsQuery(db)).execute({ ids: `{${ids.join(',')}}`, readerId });
  },

  /**
   * `views`, each row also carrying everyone the reader blocked or was blocked by (`hidden`, computed once): search
   * leaves out both their posts and their profiles, and so waits for PostgreSQL once a request instead of twice.
   */
  async viewsAndHidden(db: DbOrTx, ids: string[], readerId: string) {
    if (!ids.length) return [];
    return preparedFor(db, 'post_views_hidden', () => viewsAndHiddenQuery(db)).execute({
      ids: `{${ids.join(',')}}`,
      readerId,
    });
  },

  /**
   * The live part of the posts `ids` still shown (a deleted or hidden one has no row): counts, poll, the reader's like
   * and vote; with `withHidden`, whom he blocked or was blocked by on each row. For posts kept in memory.
   */
  async readerStates(db: DbOrTx, ids: string[], readerId: string, withHidden: boolean) {
    if (!ids.length) return [];
    return preparedFor(db, withHidden ? 'post_states_hidden' : 'post_states', () =>
      statesQuery(db, withHidden),
    ).execute({ ids: `{${ids.join(',')}}`, readerId });
  },
};

/**
 * What of a post's view changes after it is written, or is the reader's own: its counts, its poll's end and votes,
 * whether the reader liked it and his vote. The rest (text, tags, media, author) never changes but with the author's
 * name or picture, so that rest may be kept in memory (PostViewCache) while these are read each time (statesQuery).
 */
function liveColumns(readerId: SQL) {
  return {
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    shareCount: posts.shareCount,
    pollEndsAt: posts.pollEndsAt,
    options: sql<OptionJson[] | null>`case when ${posts.type} = 'poll' then (
      select json_agg(json_build_object('id', o.id, 'text', o.text, 'votes', o.votes) order by o.position)
      from ${pollOptions} o where o.post_id = ${posts.id}) end`,
    likedByMe: sql<boolean>`exists(select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${readerId})`,
    myVote: sql<string | null>`case when ${posts.type} = 'poll' then (
      select v.option_id from ${pollVotes} v where v.post_id = ${posts.id} and v.user_id = ${readerId}) end`,
  };
}

/** Everyone the reader blocked or was blocked by (search leaves out their posts and profiles). */
const hiddenFrom = (reader: SQL) => sql<
  string[]
>`array(select case when b.blocker_id = ${reader} then b.blocked_id else b.blocker_id end
        from ${userBlocks} b where b.blocker_id = ${reader} or b.blocked_id = ${reader})::text[]`;

/** The columns of a post as one reader sees it (see views). */
function viewColumns(readerId: SQL) {
  return {
    id: posts.id,
    type: posts.type,
    body: posts.body,
    tags: posts.tags,
    sharedPostId: posts.sharedPostId,
    createdAt: posts.createdAt,
    author: authorColumns,
    media: sql<MediaJson[] | null>`case when ${posts.type} in ('image', 'video') then (
      select json_agg(json_build_object('key', u.key, 'kind', u.kind, 'mime', u.mime, 'size', u.size) order by m.position)
      from ${postMedia} m join ${uploads} u on u.id = m.upload_id where m.post_id = ${posts.id}) end`,
    ...liveColumns(readerId),

    /** The poll's author reads its results from the start (issue 24); others once they voted or it ended. */
    pollByReader: sql<boolean>`${posts.authorId} = ${readerId}`,
  };
}

/**
 * The live part (liveColumns) of the posts `ids` that are still shown (not deleted, not hidden), with `hidden`
 * (hiddenFrom) on each row when asked: what a list of posts kept in memory (PostViewCache) still reads.
 */
function statesQuery(db: DbOrTx, withHidden: boolean) {
  const reader = sql`${sql.placeholder('readerId')}::uuid`;
  return (
    db
      .select({ id: posts.id, ...liveColumns(reader), hidden: withHidden ? hiddenFrom(reader) : sql<null>`null` })
      .from(posts)
      // Joined (as in views) so that drizzle names every column with its table: alone, `posts.id` is written "id", which
      // inside liveColumns' subqueries would name the poll option's own id.
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[]) and ${posts.hiddenAt} is null`)
  );
}

/**
 * The posts whose id passes `isShown`, plus the originals they share (posts hidden by moderation are dropped by the
 * callers' `hidden_at is null`, so they leave every list and a share of one shows no original). An array computed once (an InitPlan),
 * so the outer scan is an index lookup by primary key.
 */
const wantedIds = (isShown: (id: SQL) => SQL) => sql`array(
  select s.id from ${posts} s where ${isShown(sql`s.id`)}
  union select s.shared_post_id from ${posts} s where ${isShown(sql`s.id`)} and s.shared_post_id is not null)`;

function viewsQuery(db: DbOrTx) {
  const ids = (id: SQL) => sql`${id} = any(${sql.placeholder('ids')}::uuid[])`;
  return db
    .select(viewColumns(sql`${sql.placeholder('readerId')}::uuid`))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(sql`${posts.id} = any(${wantedIds(ids)}) and ${posts.hiddenAt} is null`);
}

function viewsAndHiddenQuery(db: DbOrTx) {
  const reader = sql`${sql.placeholder('readerId')}::uuid`;
  const ids = (id: SQL) => sql`${id} = any(${sql.placeholder('ids')}::uuid[])`;
  return db
    .select({
      ...viewColumns(reader),
      hidden: hiddenFrom(reader),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(sql`${posts.id} = any(${wantedIds(ids)}) and ${posts.hiddenAt} is null`);
}

/** A wall page (see feedPage, per-author plan) and its posts as the reader sees them, in one statement. */
function feedViewsQuery(db: DbOrTx, withCursor: boolean) {
  const page = db.$with('page', { id: sql<string>`id` }).as(sql`select n.id from ${perAuthorKeys(withCursor)}
    order by n.created_at desc, n.id desc limit ${sql.placeholder('limit')}::int`);
  return db
    .with(page)
    .select({
      ...viewColumns(sql`${sql.placeholder('readerId')}::uuid`),
      inPage: sql<boolean>`${posts.id} in (select id from page)`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      sql`${posts.id} = any(${wantedIds((id) => sql`${id} in (select id from page)`)}) and ${posts.hiddenAt} is null`,
    );
}

/**
 * timelineViews: the ids still on the reader's wall, and their posts (and shared originals) as in views. Each post of
 * the page is read ONCE: the check that it is still shown (`page`) keeps the columns viewColumns needs, and only the
 * originals it shares are looked up again (EXPLAIN: 160 buffers for a page of 21 instead of 390, when the page's ids
 * were read three times). The result is a CTE named `posts`, which the main query reads instead of the table (a WITH
 * name hides a table's), so viewColumns applies unchanged; inside its own definition, `posts` is still the table (a
 * non-recursive WITH query does not see its own name).
 */
function timelineViewsQuery(db: DbOrTx) {
  const reader = sql`${sql.placeholder('readerId')}::uuid`;
  const cols = sql.raw(`id, type, body, tags, shared_post_id, created_at, author_id, like_count, comment_count,
    share_count, poll_ends_at`);
  const shown = db.$with('posts', { inPage: sql<boolean>`in_page` }).as(sql`with page as (select ${cols}
      from ${posts} s where s.id = any(${sql.placeholder('ids')}::uuid[]) and s.hidden_at is null
        and (s.author_id = ${reader}
          or exists (select 1 from ${follows} f where f.follower_id = ${reader} and f.followee_id = s.author_id)
          or exists (select 1 from ${connections} c where c.status = 'accepted'
            and least(c.requester_id, c.addressee_id) = least(${reader}, s.author_id)
            and greatest(c.requester_id, c.addressee_id) = greatest(${reader}, s.author_id))))
    select ${cols}, true as in_page from page
    union all
    select ${cols}, false from ${posts} s
    where s.id = any(array(select shared_post_id from page where shared_post_id is not null))
      and s.hidden_at is null and s.id <> all(array(select id from page))`);
  return db
    .with(shown)
    .select({ ...viewColumns(reader), inPage: sql<boolean>`${posts}.in_page` })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId));
}

function wallReadersQuery(db: DbOrTx) {
  const author = sql`${sql.placeholder('authorId')}::uuid`;
  return db
    .select({ id: follows.followerId })
    .from(follows)
    .where(sql`${follows.followeeId} = ${author}`)
    .union(
      db
        .select({ id: connections.addresseeId })
        .from(connections)
        .where(sql`${connections.requesterId} = ${author} and ${connections.status} = 'accepted'`),
    )
    .union(
      db
        .select({ id: connections.requesterId })
        .from(connections)
        .where(sql`${connections.addresseeId} = ${author} and ${connections.status} = 'accepted'`),
    );
}

/** Each author's newest `limit` posts (after the cursor), as `n(id, created_at)`: merged and cut by the caller. */
function perAuthorKeys(withCursor: boolean) {
  const limit = sql`${sql.placeholder('limit')}::int`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const cursor = withCursor
    ? sql`and p.created_at <= ${at} and (p.created_at, p.id) < (${at}, ${sql.placeholder('id')}::uuid)`
    : sql``;
  return sql`unnest(${sql.placeholder('authors')}::uuid[]) a(id) cross join lateral (
    select p.id, p.created_at from ${posts} p where p.author_id = a.id ${cursor}
    order by p.created_at desc nulls last, p.id desc nulls last limit ${limit}) n`;
}

function feedAuthorsQuery(db: DbOrTx) {
  const reader = sql`${sql.placeholder('readerId')}::uuid`;
  return db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(sql`${follows.followerId} = ${reader}`)
    .union(
      db
        .select({ id: connections.addresseeId })
        .from(connections)
        .where(sql`${connections.requesterId} = ${reader} and ${connections.status} = 'accepted'`),
    )
    .union(
      db
        .select({ id: connections.requesterId })
        .from(connections)
        .where(sql`${connections.addresseeId} = ${reader} and ${connections.status} = 'accepted'`),
    );
}

function perAuthorFeedQuery(db: DbOrTx, withCursor: boolean) {
  return db
    .select({ id: sql<string>`n.id`, ms: sql<number>`(extract(epoch from n.created_at) * 1000)::float8` })
    .from(perAuthorKeys(withCursor))
    .orderBy(sql`n.created_at desc`, sql`n.id desc`)
    .limit(sql.placeholder('limit'));
}

export type PostView = Awaited<ReturnType<typeof postsRepository.views>>[number];
