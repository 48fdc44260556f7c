import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publicUserColumns } from '../users/users.repository';
import { follows, profileColumns, profiles, profileViews, users, type ProfileRow } from '../../db/schema/index';

export type NewProfile = typeof profiles.$inferInsert;

const publicUser = publicUserColumns;

export const profilesRepository = {
  /** The person with follow counts, whether the reader follows them, and their profile row (null if never edited), in one query. */
  async findWithUser(db: DbOrTx, userId: string, readerId: string) {
    const [row] = await db
      .select({
        user: {
          ...publicUser,
          followers: sql<number>`(select count(*)::int from ${follows} f where f.followee_id = ${users.id})`,
          following: sql<number>`(select count(*)::int from ${follows} f where f.follower_id = ${users.id})`,
          isFollowing: sql<boolean>`exists(select 1 from ${follows} f where f.follower_id = ${readerId} and f.followee_id = ${users.id})`,
        },
        profile: profileColumns,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /**
   * The user row and profile row of someone about to be edited, locking the user row so that concurrent edits
   * of one person apply one after the other and the stored completeness matches the stored fields.
   */
  async lockForEdit(
    db: DbOrTx,
    userId: string,
  ): Promise<{ user: typeof users.$inferSelect; profile: ProfileRow | null } | undefined> {
    const [row] = await db
      .select({ user: users, profile: profileColumns })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users })
      .limit(1);
    return row;
  },

  async upsert(db: DbOrTx, row: NewProfile): Promise<void> {
    const { userId: _, ...changes } = row;
    await db.insert(profiles).values(row).onConflictDoUpdate({ target: profiles.userId, set: changes });
  },

  /** True when this is the viewer's first view of the profile on that day. */
  async recordView(db: DbOrTx, profileId: string, viewerId: string, day: string): Promise<boolean> {
    const rows = await db
      .insert(profileViews)
      .values({ profileId, viewerId, day })
      .onConflictDoNothing()
      .returning({ day: profileViews.day });
    return rows.length > 0;
  },

  /** Count one view; a person whose profile was never edited gets a row with the given completeness. */
  async bumpViews(db: DbOrTx, profileId: string, completenessIfNew: number): Promise<void> {
    await db
      .insert(profiles)
      .values({ userId: profileId, profileViews: 1, completeness: completenessIfNew })
      .onConflictDoUpdate({ target: profiles.userId, set: { profileViews: sql`${profiles.profileViews} + 1` } });
  },
};
