import type { Comment, CommentPage, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { forbidden, notFound } from '../../lib/errors';
import { commentsRepository } from './comments.repository';
import { postsRepository } from './posts.repository';
import { presentComment } from './posts.presenter';
import { publicUserOf } from '../users/users.presenter';
import { assertNotBlocked } from '../safety/blocks.service';

export async function listComments(
  ctx: AppContext,
  readerId: string,
  postId: string,
  limit: number,
  cursor?: string,
): Promise<CommentPage> {
  const after = decodeCursor(cursor);
  const post = isUuid(postId) ? await postsRepository.find(ctx.db, postId) : undefined;
  if (!post) throw notFound('post_not_found');
  const rows = await commentsRepository.list(ctx.db, postId, limit + 1, after);
  const { items, nextCursor } = pageOf(rows, limit, (c) => c);
  return { items: items.map((c) => presentComment(c, readerId, post.authorId)), nextCursor };
}

export async function addComment(ctx: AppContext, me: User, postId: string, body: string): Promise<Comment> {
  if (!isUuid(postId)) throw notFound('post_not_found');
  const target = isUuid(postId) ? await postsRepository.find(ctx.db, postId) : undefined;
  if (target) await assertNotBlocked(ctx.db, me.id, target.authorId);
  const { row, postAuthorId } = await ctx.db.transaction(async (tx) => {
    // The counter first: it locks the post, so it cannot vanish before the comment is in.
    const post = await commentsRepository.addComments(tx, postId, 1);
    if (!post) throw notFound('post_not_found');
    const row = await commentsRepository.insert(tx, { postId, authorId: me.id, body });
    await ctx.events.emitInTx(tx, 'post.commented', {
      postId,
      authorId: post.authorId,
      commenter: me,
      commentId: row.id,
    });
    return { row, postAuthorId: post.authorId };
  });
  return presentComment({ ...row, author: publicUserOf(me) }, me.id, postAuthorId);
}

/** The comment's author, or the author of the post it is on: unknown → 404, anyone else → 403. */
export async function deleteComment(ctx: AppContext, me: User, id: string): Promise<void> {
  const comment = isUuid(id) ? await commentsRepository.findWithPostAuthor(ctx.db, id) : undefined;
  if (!comment) throw notFound('comment_not_found');
  if (comment.authorId !== me.id && comment.postAuthorId !== me.id && me.userType !== 'admin') throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (await commentsRepository.delete(tx, id)) await commentsRepository.addComments(tx, comment.postId, -1);
    await ctx.events.emitInTx(tx, 'comment.deleted', {
      postId: comment.postId,
      commentId: id,
      authorId: comment.authorId,
    });
  });
}
