import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publicUserColumns } from '../users/users.repository';
import { follows, users } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';

const publicUser = publicUserColumns;

export const followsRepository = {
  /** True when a new follow was made; following twice changes nothing. */
  async follow(db: DbOrTx, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await db
      .insert(follows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ f: follows.followerId });
    return rows.length > 0;
  },

  async unfollow(db: DbOrTx, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ f: follows.followerId });
    return rows.length > 0;
  },

  async followerCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.followeeId, userId));
    return row?.n ?? 0;
  },

  /** A person with follower/following counts and whether the reader follows them, in one query. */
  async summary(db: DbOrTx, userId: string, readerId: string) {
    const [row] = await db
      .select({
        ...publicUser,
        followers: sql<number>`(select count(*)::int from ${follows} f where f.followee_id = ${users.id})`,
        following: sql<number>`(select count(*)::int from ${follows} f where f.follower_id = ${users.id})`,
        isFollowing: sql<boolean>`exists(select 1 from ${follows} f where f.follower_id = ${readerId} and f.followee_id = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /** People following `userId` (or followed by them), newest first, keyset-paginated on (createdAt, user id). */
  async list(db: DbOrTx, direction: 'followers' | 'following', userId: string, limit: number, after?: Keyset) {
    const self = direction === 'followers' ? follows.followeeId : follows.followerId;
    const other = direction === 'followers' ? follows.followerId : follows.followeeId;
    return db
      .select({ ...publicUser, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(
        and(
          eq(self, userId),
          after ? sql`(${follows.createdAt}, ${other}) < (${after.createdAt.toISOString()}, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(limit);
  },
};
