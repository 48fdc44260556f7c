import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { teams, transferHistory, users } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

const fromTeam = alias(teams, 'from_team');
const toTeam = alias(teams, 'to_team');

export type HistoryFilter = { teamId?: string; userId?: string };

export const historyRepository = {
  async insert(db: DbOrTx, row: typeof transferHistory.$inferInsert): Promise<void> {
    await db.insert(transferHistory).values(row);
  },

  /** Newest first; a team's record holds the moves into and out of it. Teams still there show their current logo. */
  async list(db: DbOrTx, f: HistoryFilter, limit: number, after?: Keyset) {
    const conditions: (SQL | undefined)[] = [
      f.userId ? eq(transferHistory.userId, f.userId) : undefined,
      f.teamId ? or(eq(transferHistory.fromTeamId, f.teamId), eq(transferHistory.toTeamId, f.teamId)) : undefined,
      after
        ? sql`(${transferHistory.createdAt}, ${transferHistory.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return db
      .select({ entry: transferHistory, player: publicUserColumns, fromLogo: fromTeam.logoUrl, toLogo: toTeam.logoUrl })
      .from(transferHistory)
      .innerJoin(users, eq(users.id, transferHistory.userId))
      .leftJoin(fromTeam, eq(fromTeam.id, transferHistory.fromTeamId))
      .leftJoin(toTeam, eq(toTeam.id, transferHistory.toTeamId))
      .where(and(...conditions))
      .orderBy(desc(transferHistory.createdAt), desc(transferHistory.id))
      .limit(limit);
  },
};
export type HistoryListRow = Awaited<ReturnType<typeof historyRepository.list>>[number];
