import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

/** Players who flagged themselves as looking for a team, most recently updated profile first. */
export const lookingRepository = {
  async players(db: DbOrTx, game: string | undefined, limit: number, after?: Keyset) {
    return db
      .select({
        ...publicUserColumns,
        games: profiles.games,
        skillLevel: profiles.skillLevel,
        availability: profiles.availability,
        location: profiles.location,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          eq(profiles.lookingForTeam, true),
          eq(users.userType, 'player'),
          game ? arrayContains(profiles.gameIds, [game]) : undefined,
          after
            ? sql`(${profiles.updatedAt}, ${users.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(profiles.updatedAt), desc(users.id))
      .limit(limit);
  },
};
