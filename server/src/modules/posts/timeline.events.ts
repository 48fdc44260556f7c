import type { AppContext } from '../../context';
import { postsRepository } from './posts.repository';

/**
 * Keeps the home timelines (timelines.ts) filled on write. Registered only with REDIS_URL (without it there are no
 * timelines, and no outbox rows are written for them).
 *
 * - A new post goes into the timelines of its author, their followers and accepted connections: a durable outbox
 *   listener, retried until it succeeds (Redis away), so a post reaches every timeline that exists, late at worst.
 * - Whose posts a reader sees changed (follow, unfollow, block, connection accepted or removed): the reader's
 *   timeline is dropped, and any rebuild under way with it, so the next read rebuilds it from PostgreSQL. Durable too.
 * - A deleted or hidden post, or one whose author the reader no longer follows, is removed lazily: every read checks
 *   the timeline's ids against PostgreSQL in the statement that reads the posts, skips and drops those not shown.
 *
 * The person who acted sees it at once (read-your-writes): right after the commit, this process also puts the post
 * into its author's own timeline and drops the timelines of whoever followed, connected or blocked. Those commands
 * go out on this process's one Redis connection before the response does, so a next read through this process
 * comes after them. Each listener then drops the cached first pages (FeedCache) again: a read between the commit
 * (which dropped them already) and this work would have kept a page without the change.
 */
export function registerTimelineListeners(ctx: AppContext): void {
  const t = ctx.timelines;
  if (!t.configured) return;
  const changed = ctx.feedCache.changed.bind(ctx.feedCache);

  ctx.events.onDurable('post.created', 'timelines', async ({ postId, authorId, createdAt }) => {
    const ms = createdAt ?? (await postsRepository.createdMs(ctx.db, postId));
    if (ms === undefined) return;
    await t.push(await postsRepository.wallReadersOf(ctx.db, authorId), { id: postId, ms });
    changed({ authors: [authorId] });
  });
  ctx.events.on('post.created', ({ postId, authorId, createdAt }) =>
    createdAt === undefined ? undefined : now(() => t.push([authorId], { id: postId, ms: createdAt }), [authorId]),
  );

  const drop = async (readers: string[]) => {
    await t.drop(readers);
    changed({ readers });
  };
  /** The same drop at once, best effort (the durable one is the guarantee). */
  const now = (work: () => Promise<void>, readers: string[]) => {
    if (!t.enabled) return;
    work()
      .then(() => changed({ readers }))
      .catch((err: unknown) => t.warn(err, 'write'));
  };
  const both = <E extends Parameters<typeof ctx.events.on>[0]>(
    event: E,
    readersOf: (payload: Parameters<Parameters<typeof ctx.events.on<E>>[1]>[0]) => string[],
  ) => {
    ctx.events.onDurable(event, 'timelines', (p) => drop(readersOf(p)));
    ctx.events.on(event, (p) => now(() => t.drop(readersOf(p)), readersOf(p)));
  };
  both('user.followed', ({ follower }) => [follower.id]);
  both('user.unfollowed', ({ followerId }) => [followerId]);
  both('connection.accepted', ({ accepter, requesterId }) => [accepter.id, requesterId]);
  both('connection.removed', ({ userId, otherId }) => [userId, otherId]);
  both('user.blocked', ({ blockerId, blockedId }) => [blockerId, blockedId]);
  // A deleted account's own timeline is no one's (it would otherwise wait for its TTL); its posts leave the others'
  // timelines as they are read.
  ctx.events.on('account.deleted', ({ userId }) => now(() => t.drop([userId]), [userId]));
}
