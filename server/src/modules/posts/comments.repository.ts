import { and, isNull, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, posts, users } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { authorColumns, before, newestFirst, nowMs } from './posts.repository';

export const commentsRepository = {
  /** Newest first with their authors, keyset-paginated on (createdAt, id). */
  async list(db: DbOrTx, postId: string, limit: number, after?: Keyset) {
    return db
      .select({
        id: comments.id,
        postId: comments.postId,
        body: comments.body,
        createdAt: comments.createdAt,
        author: authorColumns,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(eq(comments.postId, postId), isNull(comments.hiddenAt), before(comments.createdAt, comments.id, after)),
      )
      .orderBy(...newestFirst(comments.createdAt, comments.id))
      .limit(limit);
  },

  async insert(db: DbOrTx, row: { postId: string; authorId: string; body: string }) {
    const [created] = await db
      .insert(comments)
      .values({ ...row, createdAt: nowMs })
      .returning();
    return created!;
  },

  async hide(db: DbOrTx, id: string, at: Date): Promise<boolean> {
    return (
      (
        await db
          .update(comments)
          .set({ hiddenAt: at })
          .where(and(eq(comments.id, id), isNull(comments.hiddenAt)))
          .returning({ id: comments.id })
      ).length === 1
    );
  },

  /** A comment with the author of its post: who may delete it. */
  async findWithPostAuthor(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: comments.id, postId: comments.postId, authorId: comments.authorId, postAuthorId: posts.authorId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, id))
      .limit(1);
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
    return rows.length > 0;
  },

  /** Moves the post's comment counter (locking the post row until commit); undefined when the post is gone. */
  async addComments(db: DbOrTx, postId: string, delta: 1 | -1) {
    const [row] = await db
      .update(posts)
      .set({ commentCount: sql`greatest(0, ${posts.commentCount} + ${delta})` })
      .where(eq(posts.id, postId))
      .returning({ authorId: posts.authorId });
    return row;
  },
};
