import {
  foldTag,
  parseHashtags,
  type CreatePostBody,
  type LikeState,
  type Post,
  type PostPage,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { decodeCursor, isUuid, pageOf, type Keyset } from '../../lib/cursor';
import { storageFor } from '../uploads/storage';
import { PRIVATE_PREFIX } from '../uploads/uploads.presenter';
import { usersRepository } from '../users/users.repository';
import { joinLive } from './post-view-cache';
import { postsRepository, type PostView } from './posts.repository';
import { presentPosts } from './posts.presenter';
import { assertNotBlocked } from '../safety/blocks.service';

const postNotFound = () => notFound('post_not_found');

/**
 * The views of the posts `ids` (and the originals they share) as the reader sees them, in one statement: when every
 * one is kept in memory (PostViewCache), only their live part is read; else all of them, then kept. With
 * `withHidden`, also whom the reader blocked or was blocked by (null when no post came back to carry it).
 */
async function viewsFor(
  ctx: AppContext,
  readerId: string,
  ids: string[],
  withHidden: boolean,
): Promise<{ views: PostView[]; hidden: string[] | null }> {
  const kept = ctx.postViews.kept(ids);
  if (kept) {
    const states = await postsRepository.readerStates(
      ctx.db,
      kept.map((v) => v.id),
      readerId,
      withHidden,
    );
    const live = new Map(states.map((part) => [part.id, part]));
    const views: PostView[] = [];
    for (const v of kept) {
      const part = live.get(v.id); // none: deleted or hidden since it was kept
      if (part) views.push(joinLive(v, part, readerId));
    }
    return { views, hidden: states[0]?.hidden ?? null };
  }
  const at = ctx.postViews.stamp();
  if (withHidden) {
    const rows = await postsRepository.viewsAndHidden(ctx.db, ids, readerId);
    ctx.postViews.keep(at, rows);
    return { views: rows, hidden: rows[0]?.hidden ?? null };
  }
  const rows = await postsRepository.views(ctx.db, ids, readerId);
  ctx.postViews.keep(at, rows);
  return { views: rows, hidden: null };
}

/** Posts by id, in that order, as one reader sees them: one query however many (no N+1). */
async function postsByIds(ctx: AppContext, readerId: string, ids: string[]): Promise<Post[]> {
  return presentPosts(ids, (await viewsFor(ctx, readerId, ids, false)).views);
}

/**
 * `postsByIds`, and whom the reader blocked or was blocked by, in one round trip (search hides both); `hidden` is null
 * when no post came back to carry it.
 */
export async function postsAndHiddenByIds(
  ctx: AppContext,
  readerId: string,
  ids: string[],
): Promise<{ posts: Post[]; hidden: string[] | null }> {
  const { views, hidden } = await viewsFor(ctx, readerId, ids, true);
  return { posts: presentPosts(ids, views), hidden };
}

/** A page from `limit + 1` keys in order (the extra one only tells that there is more), then presented. */
async function presentPage(ctx: AppContext, readerId: string, keys: Keyset[], limit: number): Promise<PostPage> {
  const { items, nextCursor } = pageOf(keys, limit, (k) => k);
  return {
    items: await postsByIds(
      ctx,
      readerId,
      items.map((k) => k.id),
    ),
    nextCursor,
  };
}

export async function getPost(ctx: AppContext, readerId: string, id: string): Promise<Post> {
  const [post] = isUuid(id) ? await postsByIds(ctx, readerId, [id]) : [];
  if (!post) throw postNotFound();
  return post;
}

/**
 * Text, image, video or poll, with its hashtags, media and options in one transaction. Media must be the
 * author's own public uploads of the post's kind and not already on a post; anything else is media_not_found.
 */
export async function createPost(ctx: AppContext, author: User, input: CreatePostBody): Promise<Post> {
  const mediaIds = [...new Set(input.mediaIds ?? [])];
  if (!mediaIds.every(isUuid)) throw badRequest('media_not_found');
  const post = await ctx.db.transaction(async (tx) => {
    if (mediaIds.length) {
      const own = await postsRepository.lockOwnUploads(tx, author.id, mediaIds);
      const fitting = own.filter((u) => u.kind === input.type && !u.key.startsWith(PRIVATE_PREFIX));
      if (fitting.length !== mediaIds.length) throw badRequest('media_not_found');
      if ((await postsRepository.attachedIds(tx, mediaIds)).length) throw badRequest('media_not_found');
    }
    const row = await postsRepository.insert(tx, {
      authorId: author.id,
      type: input.type,
      body: input.body,
      tags: parseHashtags(input.body),
      sharedPostId: null,
      pollEndsAt: input.poll?.endsAt ? new Date(input.poll.endsAt) : null,
    });
    await postsRepository.insertTags(tx, row);
    if (mediaIds.length) await postsRepository.insertMedia(tx, row.id, mediaIds);
    if (input.poll) await postsRepository.insertPollOptions(tx, row.id, input.poll.options);
    await ctx.events.emitInTx(tx, 'post.created', {
      postId: row.id,
      authorId: author.id,
      tags: row.tags,
      createdAt: row.createdAt.getTime(),
    });
    return row;
  });
  return getPost(ctx, author.id, post.id);
}

/**
 * Only the author deletes a post: unknown → 404, someone else's → 403 (posts are visible to everyone signed
 * in, so hiding its existence would protect nothing). Its files go with it; a share gives back its count.
 */
export async function deletePost(ctx: AppContext, me: User, id: string): Promise<void> {
  const post = isUuid(id) ? await postsRepository.find(ctx.db, id) : undefined;
  if (!post) throw postNotFound();
  // Its author, or an admin (moderation).
  if (post.authorId !== me.id && me.userType !== 'admin') throw forbidden();
  const { keys } = await ctx.db.transaction(async (tx) => {
    const keys = await postsRepository.deleteUploadsOf(tx, id);
    const deleted = await postsRepository.delete(tx, id);
    if (deleted?.sharedPostId) await postsRepository.addShares(tx, deleted.sharedPostId, -1);
    const sharedPostId = deleted?.sharedPostId ?? null;
    await ctx.events.emitInTx(tx, 'post.deleted', { postId: id, authorId: post.authorId, sharedPostId });
    return { keys, sharedPostId };
  });
  // After commit: a file left behind only costs space, so a failure is logged, not reported to the user.
  const storage = storageFor(ctx.config);
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a post file')),
    ),
  );
}

export async function userPosts(
  ctx: AppContext,
  readerId: string,
  userId: string,
  limit: number,
  cursor?: string,
): Promise<PostPage> {
  const after = decodeCursor(cursor);
  const keys = isUuid(userId) ? await postsRepository.authorPage(ctx.db, userId, limit + 1, after) : [];
  // Only an empty page needs to tell "no posts" from "no such person".
  if (!keys.length && !(isUuid(userId) && (await usersRepository.findById(ctx.db, userId)))) throw notFound();
  return presentPage(ctx, readerId, keys, limit);
}

/** `#Valorant`, `valorant` and `VALORANT` are one tag, `#LIVE` and `live` too: stored and looked up folded (foldTag). */
export async function tagPosts(
  ctx: AppContext,
  readerId: string,
  tag: string,
  limit: number,
  cursor?: string,
): Promise<PostPage> {
  const keys = await postsRepository.tagPage(ctx.db, foldTag(tag), limit + 1, decodeCursor(cursor));
  return presentPage(ctx, readerId, keys, limit);
}

/** Idempotent: liking twice is one like, one count and one notification. Refused between blocked people. */
export async function like(ctx: AppContext, me: User, postId: string): Promise<LikeState> {
  if (!isUuid(postId)) throw postNotFound();
  const result = await ctx.db.transaction(async (tx) => {
    const post = await postsRepository.lock(tx, postId);
    if (!post) throw postNotFound();
    await assertNotBlocked(tx, me.id, post.authorId);
    const added = await postsRepository.like(tx, postId, me.id);
    const likeCount = added ? await postsRepository.addLikes(tx, postId, 1) : post.likeCount;
    if (added) await ctx.events.emitInTx(tx, 'post.liked', { postId, authorId: post.authorId, liker: me });
    return { added, authorId: post.authorId, likeCount: likeCount ?? post.likeCount };
  });
  return { liked: true, likeCount: result.likeCount };
}

export async function unlike(ctx: AppContext, me: User, postId: string): Promise<LikeState> {
  if (!isUuid(postId)) throw postNotFound();
  const likeCount = await ctx.db.transaction(async (tx) => {
    const post = await postsRepository.lock(tx, postId);
    if (!post) throw postNotFound();
    const removed = await postsRepository.unlike(tx, postId, me.id);
    await ctx.events.emitInTx(tx, 'post.unliked', { postId, userId: me.id });
    return removed ? ((await postsRepository.addLikes(tx, postId, -1)) ?? post.likeCount) : post.likeCount;
  });
  return { liked: false, likeCount };
}

/**
 * A share is a text post of its own pointing at the original; sharing a share shares its original. Refused when
 * the sharer and the author of the post or of its original blocked one another.
 */
export async function share(ctx: AppContext, me: User, postId: string, body: string): Promise<Post> {
  const target = isUuid(postId) ? await postsRepository.find(ctx.db, postId) : undefined;
  if (!target) throw postNotFound();
  const originalId = target.sharedPostId ?? target.id;
  await assertNotBlocked(ctx.db, me.id, target.authorId);
  const original = target.sharedPostId ? await postsRepository.find(ctx.db, target.sharedPostId) : target;
  if (original) await assertNotBlocked(ctx.db, me.id, original.authorId);
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await postsRepository.addShares(tx, originalId, 1))) throw postNotFound();
    const row = await postsRepository.insert(tx, {
      authorId: me.id,
      type: 'text',
      body,
      tags: parseHashtags(body),
      sharedPostId: originalId,
      pollEndsAt: null,
    });
    await postsRepository.insertTags(tx, row);
    await ctx.events.emitInTx(tx, 'post.created', {
      postId: row.id,
      authorId: me.id,
      tags: row.tags,
      createdAt: row.createdAt.getTime(),
    });
    await ctx.events.emitInTx(tx, 'post.shared', {
      postId: originalId,
      authorId: target.authorId,
      sharer: me,
      shareId: row.id,
    });
    return row;
  });
  return getPost(ctx, me.id, row.id);
}

/**
 * One vote per person and poll, while the poll is open; the answer shows the results. Not on a blocked person's poll,
 * nor on one's own (its author sees the results from the start: a vote would only tilt them).
 */
export async function vote(ctx: AppContext, me: User, postId: string, optionId: string): Promise<Post> {
  if (!isUuid(postId)) throw postNotFound();
  await ctx.db.transaction(async (tx) => {
    const post = await postsRepository.lock(tx, postId);
    if (!post) throw postNotFound();
    if (post.type !== 'poll') throw badRequest('unknown_poll_option');
    if (post.authorId === me.id) throw conflict('own_poll');
    await assertNotBlocked(tx, me.id, post.authorId);
    if (post.pollEndsAt && post.pollEndsAt <= new Date()) throw conflict('poll_closed');
    if (!isUuid(optionId) || !(await postsRepository.findOption(tx, postId, optionId)))
      throw badRequest('unknown_poll_option');
    if (!(await postsRepository.insertVote(tx, postId, me.id, optionId))) throw conflict('already_voted');
    await postsRepository.countVote(tx, optionId);
  });
  ctx.events.emit('post.voted', { postId, userId: me.id });
  return getPost(ctx, me.id, postId);
}
