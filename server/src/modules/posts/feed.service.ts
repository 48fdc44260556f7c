import { PostPage } from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, pageOf, type Keyset } from '../../lib/cursor';
import { postsRepository, type PostView } from './posts.repository';
import { presentPosts } from './posts.presenter';
import { END } from './timelines';
import { jsonOf } from '../../lib/response-serializer';

/** What the route would send for the page: the contract's JSON of it (jsonOf). */
const toJson = jsonOf(PostPage, 'wall page');

/** Reads of the timeline a page may take (stale ids dropped, ties at the cursor skipped) before PostgreSQL answers. */
const MAX_ROUNDS = 4;

type Found = { keys: Keyset[]; views: PostView[] };

const present = ({ keys, views }: Found, limit: number): PostPage => {
  const { items, nextCursor } = pageOf(keys, limit, (k) => k);
  return {
    items: presentPosts(
      items.map((k) => k.id),
      views,
    ),
    nextCursor,
  };
};

/**
 * A page of the wall, as the JSON the route sends. With Redis, the reader's home timeline (timelines.ts) names the
 * page's posts and ONE statement reads them, checked against PostgreSQL (fromTimeline); a missing timeline is rebuilt
 * first. Without Redis, or while it is away, or past the timeline's cap, the page comes from PostgreSQL: the reader's
 * authors (kept in memory by FeedCache) and one statement for their newest posts. The first page, opened on every
 * visit, is answered from memory while nothing it shows has changed.
 */
export async function wallJson(ctx: AppContext, readerId: string, limit: number, cursor?: string): Promise<string> {
  const after = decodeCursor(cursor);
  if (after) return toJson((await wallPage(ctx, readerId, limit, after)).page);
  return ctx.feedCache.firstPage(readerId, limit, async () => {
    const { page, authors } = await wallPage(ctx, readerId, limit);
    return { page, json: toJson(page), authors };
  });
}

/** The page, and the reader's authors when known (a first page is kept in memory only then: see FeedCache). */
async function wallPage(
  ctx: AppContext,
  readerId: string,
  limit: number,
  after?: Keyset,
): Promise<{ page: PostPage; authors: string[] | null }> {
  if (ctx.timelines.enabled) {
    try {
      const found = await fromTimeline(ctx, readerId, limit, after);
      if (found) return { page: present(found, limit), authors: after ? null : knownAuthors(ctx, readerId) };
    } catch (err) {
      ctx.timelines.warn(err, 'read');
    }
  }
  const authors = await authorsOf(ctx, readerId);
  const found = await postsRepository.feedViews(ctx.db, authors, readerId, limit + 1, after);
  return { page: present(found, limit), authors };
}

const authorsOf = (ctx: AppContext, readerId: string) =>
  ctx.feedCache.authorsOf(readerId, () => postsRepository.feedAuthors(ctx.db, readerId));

/**
 * The reader's authors if this process has them. Else, from the reader's second visit to this process on, they are
 * loaded in the background (off the page's path), so that the next first page can be kept in memory; a wall read
 * once (most of a cold start) costs no query for them.
 */
function knownAuthors(ctx: AppContext, readerId: string): string[] | null {
  const known = ctx.feedCache.peekAuthors(readerId);
  if (known) return known;
  if (ctx.feedCache.firstVisit(readerId)) return null;
  authorsOf(ctx, readerId).catch((err: unknown) => ctx.log.warn({ err }, 'feed authors failed'));
  return null;
}

/**
 * `limit + 1` keys after the cursor from the reader's timeline, with their views; null when PostgreSQL must answer
 * (the timeline ends before the page does without holding the whole wall, i.e. the page is past the cap). Ids that
 * PostgreSQL no longer shows this reader (deleted, hidden, author unfollowed or blocked) are skipped and dropped from
 * the timeline, so lazily removed posts never show, whatever the timeline still holds.
 */
async function fromTimeline(ctx: AppContext, readerId: string, limit: number, after?: Keyset): Promise<Found | null> {
  const want = limit + 1;
  const maxMs = after ? after.createdAt.getTime() : null;
  const keys: Keyset[] = [];
  const views: PostView[] = [];
  const gone: string[] = [];
  let offset = 0;
  try {
    for (let round = 0; round < MAX_ROUNDS && keys.length < want; round++) {
      const count = want - keys.length;
      const entries = await readOrRebuild(ctx, readerId, maxMs, offset, count);
      if (!entries) return null;
      offset += entries.length;
      const fresh = entries.filter((e) => e.id !== END && (!after || e.ms < maxMs! || e.id < after.id));
      if (fresh.length) {
        const rows = await postsRepository.timelineViews(
          ctx.db,
          fresh.map((e) => e.id),
          readerId,
        );
        const shown = new Set(rows.filter((r) => r.inPage).map((r) => r.id));
        for (const e of fresh)
          if (shown.has(e.id)) keys.push({ id: e.id, createdAt: new Date(e.ms) });
          else gone.push(e.id);
        views.push(...rows);
      }
      // The sentinel: nothing older exists. A short read without it: older posts are in PostgreSQL only.
      if (entries.some((e) => e.id === END)) return { keys, views };
      if (entries.length < count) return keys.length >= want ? { keys, views } : null;
    }
    return keys.length >= want ? { keys, views } : null;
  } finally {
    if (gone.length) ctx.timelines.remove(readerId, gone).catch((err: unknown) => ctx.timelines.warn(err, 'removal'));
  }
}

/** The timeline's entries; a missing timeline is rebuilt when the page starts (not midway: PostgreSQL answers). */
async function readOrRebuild(ctx: AppContext, readerId: string, maxMs: number | null, offset: number, count: number) {
  const entries = await ctx.timelines.read(readerId, maxMs, offset, count);
  if (entries || offset > 0) return entries;
  return (await rebuild(ctx, readerId)) ? ctx.timelines.read(readerId, maxMs, offset, count) : null;
}

/**
 * The reader's newest posts (up to the cap) from PostgreSQL, stored as their timeline. The build is announced to
 * fan-out BEFORE the read, so a post committed after it is buffered and merged, never lost; the authors are read
 * afresh (not from memory, which another process's change may not have reached yet), and kept for the next pages. False when given up.
 */
async function rebuild(ctx: AppContext, readerId: string): Promise<boolean> {
  const token = await ctx.timelines.beginBuild(readerId);
  if (!token) return true;
  const authors = await ctx.feedCache.freshAuthors(readerId, () => postsRepository.feedAuthors(ctx.db, readerId));
  const keys = await postsRepository.feedPage(ctx.db, authors, ctx.timelines.cap + 1);
  const entries = keys.map((k) => ({ id: k.id, ms: k.createdAt.getTime() }));
  return ctx.timelines.finishBuild(readerId, token, entries, keys.length <= ctx.timelines.cap);
}
