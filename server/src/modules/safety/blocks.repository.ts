import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, follows, userBlocks, users } from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';

export const blocksRepository = {
  async block(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
    return (
      (await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning()).length === 1
    );
  },

  async unblock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
    return (
      (
        await db
          .delete(userBlocks)
          .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
          .returning()
      ).length === 1
    );
  },

  /** Whether either of the two blocked the other. */
  async between(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Everyone the person blocked or was blocked by: left out of what he finds (search, suggestions). */
  async hiddenFrom(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ a: userBlocks.blockerId, b: userBlocks.blockedId })
      .from(userBlocks)
      .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
    return rows.map((r) => (r.a === userId ? r.b : r.a));
  },

  async list(db: DbOrTx, blockerId: string) {
    return db
      .select({ user: publicUserColumns, blockedAt: userBlocks.createdAt })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt))
      .limit(500);
  },

  /** Both follows between the two; returns who followed whom. */
  async dropFollows(db: DbOrTx, a: string, b: string): Promise<{ followerId: string; followeeId: string }[]> {
    return db
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, a), eq(follows.followeeId, b)),
          and(eq(follows.followerId, b), eq(follows.followeeId, a)),
        ),
      )
      .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
  },

  /** Their connection or request, whatever its state; true when there was one. */
  async dropConnection(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const rows = await db
      .delete(connections)
      .where(
        or(
          and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
          and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
        ),
      )
      .returning({ requesterId: connections.requesterId });
    return rows.length > 0;
  },
};
