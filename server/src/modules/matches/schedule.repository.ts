import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchSideKey } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  leagues,
  matches,
  matchTimeProposals,
  roundWindows,
  tournaments,
  users,
  type MatchRow,
  type MatchTimeProposalRow,
} from '../../db/schema/index';

export type ProposalWithProposer = { p: MatchTimeProposalRow; nickname: string | null };

/** Scheduling a match (issue 27): its proposed times and the rounds' play-by deadlines. */
export const scheduleRepository = {
  /** The match row locked until the transaction ends: proposals, acceptances and set times of one match queue here. */
  async lockMatch(db: DbOrTx, id: string): Promise<MatchRow | undefined> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
    return row;
  },

  async openProposals(db: DbOrTx, matchId: string): Promise<ProposalWithProposer[]> {
    return db
      .select({ p: matchTimeProposals, nickname: users.nickname })
      .from(matchTimeProposals)
      .leftJoin(users, eq(users.id, matchTimeProposals.proposedById))
      .where(and(eq(matchTimeProposals.matchId, matchId), eq(matchTimeProposals.status, 'open')))
      .orderBy(asc(matchTimeProposals.time));
  },

  async proposal(db: DbOrTx, matchId: string, id: string): Promise<MatchTimeProposalRow | undefined> {
    const [row] = await db
      .select()
      .from(matchTimeProposals)
      .where(and(eq(matchTimeProposals.matchId, matchId), eq(matchTimeProposals.id, id)))
      .limit(1);
    return row;
  },

  async insertProposals(
    db: DbOrTx,
    matchId: string,
    side: MatchSideKey,
    byId: string,
    times: Date[],
    now: Date,
  ): Promise<void> {
    await db
      .insert(matchTimeProposals)
      .values(times.map((time) => ({ matchId, side, proposedById: byId, time, createdAt: now })));
  },

  /** Every open proposal of the match leaves the table of open ones (`replaced` or `closed`). */
  async closeOpen(db: DbOrTx, matchId: string, status: 'replaced' | 'closed', now: Date): Promise<void> {
    await db
      .update(matchTimeProposals)
      .set({ status, closedAt: now })
      .where(and(eq(matchTimeProposals.matchId, matchId), eq(matchTimeProposals.status, 'open')));
  },

  async markAccepted(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(matchTimeProposals).set({ status: 'accepted', closedAt: now }).where(eq(matchTimeProposals.id, id));
  },

  async setMatchTime(db: DbOrTx, matchId: string, at: Date | null, now: Date): Promise<void> {
    await db.update(matches).set({ scheduledAt: at, updatedAt: now }).where(eq(matches.id, matchId));
  },

  /** The play-by deadline of the match's round, if its organizer set one. */
  async playBy(db: DbOrTx, row: Pick<MatchRow, 'tournamentId' | 'leagueId' | 'roundNumber'>): Promise<Date | null> {
    const event = row.tournamentId
      ? eq(roundWindows.tournamentId, row.tournamentId)
      : eq(roundWindows.leagueId, row.leagueId!);
    const [w] = await db
      .select({ playBy: roundWindows.playBy })
      .from(roundWindows)
      .where(and(event, eq(roundWindows.roundNumber, row.roundNumber)))
      .limit(1);
    return w?.playBy ?? null;
  },

  /** Sets (or, with null, removes) a round's deadline. */
  async setPlayBy(
    db: DbOrTx,
    event: { tournamentId: string } | { leagueId: string },
    round: number,
    playBy: Date | null,
    now: Date,
  ): Promise<void> {
    const where =
      'tournamentId' in event
        ? eq(roundWindows.tournamentId, event.tournamentId)
        : eq(roundWindows.leagueId, event.leagueId);
    if (playBy === null) {
      await db.delete(roundWindows).where(and(where, eq(roundWindows.roundNumber, round)));
      return;
    }
    const target =
      'tournamentId' in event
        ? { target: [roundWindows.tournamentId, roundWindows.roundNumber], where: sql`tournament_id is not null` }
        : { target: [roundWindows.leagueId, roundWindows.roundNumber], where: sql`league_id is not null` };
    await db
      .insert(roundWindows)
      .values({ ...event, roundNumber: round, playBy, updatedAt: now })
      .onConflictDoUpdate({
        target: target.target,
        targetWhere: target.where,
        set: { playBy, updatedAt: now },
      });
  },

  /** The event's organizer, locked (its play-by deadlines change under it); undefined when there is none. */
  async lockEvent(db: DbOrTx, kind: 'tournament' | 'league', id: string): Promise<{ organizerId: string } | undefined> {
    const table = kind === 'tournament' ? tournaments : leagues;
    const [row] = await db
      .select({ organizerId: table.organizerId })
      .from(table)
      .where(inArray(table.id, [id]))
      .for('update');
    return row;
  },
};
