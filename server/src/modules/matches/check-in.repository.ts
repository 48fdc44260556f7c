import { and, eq, sql } from 'drizzle-orm';
import type { MatchSideKey } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  leagues,
  matchCheckIns,
  matchNoShows,
  matchRemindersSent,
  matches,
  tournaments,
  type MatchNoShowRow,
  type MatchRow,
} from '../../db/schema/index';

/** The check-in settings and organizer of a match's tournament or league. */
export type CheckInContext = {
  organizerId: string;
  status: string;
  matchCheckInEnabled: boolean;
  matchCheckInGraceMinutes: number;
  forfeitNoShow: boolean;
};

const contextColumns = <T extends typeof tournaments | typeof leagues>(t: T) => ({
  organizerId: t.organizerId,
  status: t.status,
  matchCheckInEnabled: t.matchCheckInEnabled,
  matchCheckInGraceMinutes: t.matchCheckInGraceMinutes,
  forfeitNoShow: t.forfeitNoShow,
});

/** A match of an event that runs (or has closed registration), with both sides known and no result yet. */
const openMatch = sql`${matches.status} in ('ready', 'in_progress') and not ${matches.aBye} and not ${matches.bBye}
  and ${matches.scheduledAt} is not null
  and (exists (select 1 from ${tournaments} t where t.id = ${matches.tournamentId}
                and t.status in ('registration_closed', 'in_progress'))
       or exists (select 1 from ${leagues} l where l.id = ${matches.leagueId} and l.status = 'in_progress'))`;

export const checkInRepository = {
  async contextOf(db: DbOrTx, row: Pick<MatchRow, 'tournamentId' | 'leagueId'>): Promise<CheckInContext | undefined> {
    const [c] = row.tournamentId
      ? await db.select(contextColumns(tournaments)).from(tournaments).where(eq(tournaments.id, row.tournamentId))
      : await db.select(contextColumns(leagues)).from(leagues).where(eq(leagues.id, row.leagueId!));
    return c;
  },

  /** The match's row, locked: check-ins, the grace's decision and its answer are serialized on it. */
  async lockMatch(db: DbOrTx, id: string): Promise<MatchRow | undefined> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
    return row;
  },

  async checkIns(db: DbOrTx, matchId: string, scheduledFor: Date) {
    return db
      .select()
      .from(matchCheckIns)
      .where(and(eq(matchCheckIns.matchId, matchId), eq(matchCheckIns.scheduledFor, scheduledFor)));
  },

  /** True when this side was not checked in yet for this time. */
  async checkIn(db: DbOrTx, matchId: string, side: MatchSideKey, scheduledFor: Date, userId: string, now: Date) {
    const rows = await db
      .insert(matchCheckIns)
      .values({ matchId, side, scheduledFor, userId, checkedInAt: now })
      .onConflictDoNothing()
      .returning({ side: matchCheckIns.side });
    return rows.length > 0;
  },

  async decision(db: DbOrTx, matchId: string, scheduledFor: Date, lock = false): Promise<MatchNoShowRow | undefined> {
    const q = db
      .select()
      .from(matchNoShows)
      .where(and(eq(matchNoShows.matchId, matchId), eq(matchNoShows.scheduledFor, scheduledFor)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Claims the grace's decision for this match and time; false when another run already made it. */
  async decide(db: DbOrTx, row: Omit<MatchNoShowRow, 'answeredAt' | 'answeredById'>): Promise<boolean> {
    const rows = await db
      .insert(matchNoShows)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: matchNoShows.matchId });
    return rows.length > 0;
  },

  async answer(
    db: DbOrTx,
    matchId: string,
    scheduledFor: Date,
    outcome: 'accepted' | 'declined',
    by: string,
    now: Date,
  ) {
    await db
      .update(matchNoShows)
      .set({ outcome, answeredAt: now, answeredById: by })
      .where(and(eq(matchNoShows.matchId, matchId), eq(matchNoShows.scheduledFor, scheduledFor)));
  },

  /** Claims one reminder of a match for its time; false when it went out already (another process, or before). */
  async claimReminder(db: DbOrTx, matchId: string, kind: '24h' | '1h', scheduledFor: Date, now: Date) {
    const rows = await db
      .insert(matchRemindersSent)
      .values({ matchId, kind, scheduledFor, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: matchRemindersSent.matchId });
    return rows.length > 0;
  },

  /**
   * Open matches whose reminder is due at `now` and not sent for their current time: the 24-hour one from a day
   * before until an hour before, the 1-hour one from an hour before until the start (never late: a match already
   * started is reminded of nothing).
   */
  async dueReminders(db: DbOrTx, now: Date, batch: number) {
    const kind = sql<'24h' | '1h'>`case when ${matches.scheduledAt} <= ${now}::timestamptz + interval '1 hour'
      then '1h' else '24h' end`;
    return db
      .select({ id: matches.id, kind })
      .from(matches)
      .where(
        and(
          openMatch,
          sql`${matches.scheduledAt} > ${now}::timestamptz`,
          sql`${matches.scheduledAt} <= ${now}::timestamptz + interval '24 hours'`,
          sql`not exists (select 1 from ${matchRemindersSent} r where r.match_id = ${matches.id}
                and r.scheduled_for = ${matches.scheduledAt} and r.kind = ${kind})`,
        ),
      )
      .orderBy(matches.scheduledAt)
      .limit(batch);
  },

  /**
   * Open matches of events that ask for a check-in whose grace ended at `now` (within `latestMs`: a match long past
   * when check-in was turned on is not judged) and that the clock has not judged for their current time.
   */
  async dueNoShows(db: DbOrTx, now: Date, latestMs: number, batch: number) {
    const grace = sql`coalesce(
      (select t.match_check_in_grace_minutes from ${tournaments} t where t.id = ${matches.tournamentId} and t.match_check_in_enabled),
      (select l.match_check_in_grace_minutes from ${leagues} l where l.id = ${matches.leagueId} and l.match_check_in_enabled))`;
    const closes = sql`${matches.scheduledAt} + make_interval(mins => ${grace})`;
    return db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          openMatch,
          sql`${grace} is not null`,
          sql`${closes} <= ${now}::timestamptz`,
          sql`${closes} > ${now}::timestamptz - make_interval(secs => ${latestMs / 1000})`,
          sql`not exists (select 1 from ${matchNoShows} n where n.match_id = ${matches.id}
                and n.scheduled_for = ${matches.scheduledAt})`,
        ),
      )
      .orderBy(matches.scheduledAt)
      .limit(batch);
  },
};
