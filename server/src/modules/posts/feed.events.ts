import type { AppContext } from '../../context';
import { registerTimelineListeners } from './timeline.events';

/**
 * Everything that changes what a wall shows drops the cached first pages that show it (FeedCache), on every
 * process: whose posts a reader sees, a new or deleted post of an author, and the counts, likes and votes of a post.
 */
export function registerFeedListeners(ctx: AppContext): void {
  registerTimelineListeners(ctx);
  const changed = ctx.feedCache.changed.bind(ctx.feedCache);
  ctx.events.on('user.followed', ({ follower }) => changed({ readers: [follower.id] }));
  ctx.events.on('user.unfollowed', ({ followerId }) => changed({ readers: [followerId] }));
  ctx.events.on('connection.accepted', ({ accepter, requesterId }) => changed({ readers: [accepter.id, requesterId] }));
  ctx.events.on('connection.removed', ({ userId, otherId }) => changed({ readers: [userId, otherId] }));
  ctx.events.on('post.created', ({ authorId }) => changed({ authors: [authorId] }));
  ctx.events.on('post.deleted', ({ postId, authorId, sharedPostId }) =>
    changed({ authors: [authorId], posts: sharedPostId ? [postId, sharedPostId] : [postId] }),
  );
  ctx.events.on('post.hidden', ({ postId, authorId }) => changed({ authors: [authorId], posts: [postId] }));
  ctx.events.on('comment.hidden', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('user.blocked', ({ blockerId, blockedId }) => changed({ readers: [blockerId, blockedId] }));
  ctx.events.on('post.liked', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('post.unliked', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('post.voted', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('post.commented', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('comment.deleted', ({ postId }) => changed({ posts: [postId] }));
  ctx.events.on('post.shared', ({ postId }) => changed({ posts: [postId] }));
}
