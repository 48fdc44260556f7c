import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { MatchSideKey } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  matchEvents,
  matchResults,
  teamMembers,
  users,
  type MatchResultRow,
  type MatchResultStatus,
  type MatchRow,
} from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';

export type NewMatchEvent = typeof matchEvents.$inferInsert;

/** Submitted results, their deadlines and the history of every match. */
export const resultsRepository = {
  async insert(db: DbOrTx, row: typeof matchResults.$inferInsert): Promise<MatchResultRow> {
    const [created] = await db.insert(matchResults).values(row).returning();
    return created!;
  },

  /** The match's open submission with its submitter's names; locked when asked (a decision is about to be taken). */
  async pending(db: DbOrTx, matchId: string, lock = false) {
    const q = db
      .select({
        r: matchResults,
        by: { nickname: users.nickname, firstName: users.firstName, lastName: users.lastName },
      })
      .from(matchResults)
      .leftJoin(users, eq(users.id, matchResults.submittedById))
      .where(and(eq(matchResults.matchId, matchId), eq(matchResults.status, 'pending')))
      .limit(1);
    const [row] = lock ? await q.for('update', { of: matchResults }) : await q;
    return row;
  },

  async anyDecided(db: DbOrTx, matchId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: matchResults.id })
      .from(matchResults)
      .where(and(eq(matchResults.matchId, matchId), sql`${matchResults.status} <> 'pending'`))
      .limit(1);
    return row !== undefined;
  },

  async lockById(db: DbOrTx, id: string): Promise<MatchResultRow | undefined> {
    const [row] = await db.select().from(matchResults).where(eq(matchResults.id, id)).for('update').limit(1);
    return row;
  },

  /** Closes a pending result; false when it was no longer pending (someone else decided first). */
  async decide(
    db: DbOrTx,
    id: string,
    status: Exclude<MatchResultStatus, 'pending'>,
    at: Date,
    byId: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(matchResults)
      .set({ status, decidedAt: at, decidedById: byId })
      .where(and(eq(matchResults.id, id), eq(matchResults.status, 'pending')))
      .returning({ id: matchResults.id });
    return rows.length === 1;
  },

  /** Pending results of these matches are overtaken (official result, cancelled tournament). */
  async voidPending(db: DbOrTx, matchIds: string[], at: Date): Promise<void> {
    if (matchIds.length === 0) return;
    await db
      .update(matchResults)
      .set({ status: 'void', decidedAt: at })
      .where(and(inArray(matchResults.matchId, matchIds), eq(matchResults.status, 'pending')));
  },

  /** Results whose deadline has passed, oldest deadline first (the partial index holds only pending ones). */
  async due(db: DbOrTx, now: Date, limit: number): Promise<{ id: string; matchId: string }[]> {
    return db
      .select({ id: matchResults.id, matchId: matchResults.matchId })
      .from(matchResults)
      .where(and(eq(matchResults.status, 'pending'), lte(matchResults.approvalDeadline, now)))
      .orderBy(asc(matchResults.approvalDeadline))
      .limit(limit);
  },

  async addEvent(db: DbOrTx, event: NewMatchEvent): Promise<void> {
    await db.insert(matchEvents).values(event);
  },

  async evidenceCount(db: DbOrTx, matchId: string, side: MatchSideKey): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'evidence_added'), eq(matchEvents.side, side)));
    return Number(row?.n ?? 0);
  },

  async history(db: DbOrTx, matchId: string) {
    return db
      .select({ e: matchEvents, actor: publicUserColumns })
      .from(matchEvents)
      .leftJoin(users, eq(users.id, matchEvents.actorId))
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
  },

  /**
   * Who acts for the match's teams: owners, managers and captains, with their team. One query for both sides;
   * a solo match needs none (its players act for themselves).
   */
  async teamActors(
    db: DbOrTx,
    row: Pick<MatchRow, 'teamAId' | 'teamBId'>,
  ): Promise<{ teamId: string; userId: string }[]> {
    const teamIds = [row.teamAId, row.teamBId].filter((x): x is string => x !== null);
    if (teamIds.length === 0) return [];
    return db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(
          inArray(teamMembers.teamId, teamIds),
          or(inArray(teamMembers.role, ['owner', 'manager']), eq(teamMembers.isCaptain, true)),
        ),
      );
  },

  /** Everyone on the match's teams, for the realtime signal that its result is final. */
  async teamMemberIds(db: DbOrTx, row: Pick<MatchRow, 'teamAId' | 'teamBId'>): Promise<string[]> {
    const teamIds = [row.teamAId, row.teamBId].filter((x): x is string => x !== null);
    if (teamIds.length === 0) return [];
    const rows = await db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(inArray(teamMembers.teamId, teamIds));
    return rows.map((r) => r.id);
  },
};
