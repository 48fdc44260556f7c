import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  leagueTeams,
  leagues,
  matchResults,
  matches,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
  type MatchRow,
} from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';
import { groupKeyOf } from './matches.presenter';
import { rowsOf, type ParticipantWithRefs } from '../tournaments/tournaments.repository';

export type NewMatch = typeof matches.$inferInsert;

/** The columns of a final score: the winner from the scores, completed and approved now, by whom. */
export function finalScore(scoreA: number, scoreB: number, byId: string | null, now: Date) {
  const winner = scoreA > scoreB ? 'a' : scoreA < scoreB ? 'b' : 'draw';
  return {
    scoreA,
    scoreB,
    winner,
    status: 'completed',
    completedAt: now,
    resultApprovedAt: now,
    resultById: byId,
  } as const;
}
const OPEN = ['pending', 'ready', 'in_progress', 'awaiting_approval', 'disputed'] as const;

export const matchesRepository = {
  async insertMany(db: DbOrTx, rows: NewMatch[]): Promise<MatchRow[]> {
    const out: MatchRow[] = [];
    // Bounded batches: a 256-player round robin has 1,920 matches, over PostgreSQL's parameter limit in one insert.
    for (let i = 0; i < rows.length; i += 500)
      out.push(
        ...(await db
          .insert(matches)
          .values(rows.slice(i, i + 500))
          .returning()),
      );
    return out;
  },

  async findById(db: DbOrTx, id: string): Promise<MatchRow | undefined> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
    return row;
  },

  async update(db: DbOrTx, id: string, patch: Partial<NewMatch>): Promise<void> {
    await db
      .update(matches)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(matches.id, id));
  },

  /**
   * Open fixtures of running leagues that lost a team (deleted): a walkover for the other, or cancelled when both
   * teams are gone.
   */
  async leagueMatchesMissingTeam(db: DbOrTx): Promise<MatchRow[]> {
    return db
      .select({ m: matches })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .where(
        and(
          eq(leagues.status, 'in_progress'),
          inArray(matches.status, ['ready', 'in_progress', 'awaiting_approval', 'disputed']),
          or(isNull(matches.teamAId), isNull(matches.teamBId)),
        ),
      )
      .then((rows) => rows.map((r) => r.m));
  },

  /** Open matches are not played (their tournament was cancelled); results waiting for an answer are void. */
  async cancelOpen(db: DbOrTx, where: { tournamentId: string } | { leagueId: string }): Promise<void> {
    const ofContext =
      'tournamentId' in where ? eq(matches.tournamentId, where.tournamentId) : eq(matches.leagueId, where.leagueId);
    await db
      .update(matchResults)
      .set({ status: 'void', decidedAt: new Date() })
      .where(
        and(
          eq(matchResults.status, 'pending'),
          inArray(matchResults.matchId, db.select({ id: matches.id }).from(matches).where(ofContext)),
        ),
      );
    await db
      .update(matches)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          'tournamentId' in where ? eq(matches.tournamentId, where.tournamentId) : eq(matches.leagueId, where.leagueId),
          inArray(matches.status, [...OPEN]),
        ),
      );
  },

  /** Registrations by id with their team or player, for presenting a few matches. */
  async participantsByIds(db: DbOrTx, ids: string[]): Promise<ParticipantWithRefs[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        p: tournamentParticipants,
        team: { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl },
        user: publicUserColumns,
      })
      .from(tournamentParticipants)
      .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
      .leftJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(inArray(tournamentParticipants.id, ids));
  },

  async teamsByIds(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl })
      .from(teams)
      .where(inArray(teams.id, ids));
  },

  /** The rounds of every group of these tournaments and leagues, by `groupKeyOf` (for round names). */
  async roundsPerGroup(db: DbOrTx, tournamentIds: string[], leagueIds: string[]): Promise<Map<string, number>> {
    if (tournamentIds.length + leagueIds.length === 0) return new Map();
    const owners = [
      ...(tournamentIds.length ? [inArray(matches.tournamentId, tournamentIds)] : []),
      ...(leagueIds.length ? [inArray(matches.leagueId, leagueIds)] : []),
    ];
    const rows = await db
      .select({
        tournamentId: matches.tournamentId,
        leagueId: matches.leagueId,
        stageNumber: matches.stageNumber,
        groupNumber: matches.groupNumber,
        rounds: sql<number>`max(${matches.roundNumber})`.mapWith(Number),
      })
      .from(matches)
      .where(or(...owners))
      .groupBy(matches.tournamentId, matches.leagueId, matches.stageNumber, matches.groupNumber);
    return new Map(rows.map((r) => [groupKeyOf(r), r.rounds]));
  },

  async tournamentContexts(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: tournaments.id,
        name: tournaments.name,
        game: tournaments.game,
        organizerId: tournaments.organizerId,
        status: tournaments.status,
        startsAt: tournaments.startsAt,
        allowEarlyResults: tournaments.allowEarlyResults,
      })
      .from(tournaments)
      .where(inArray(tournaments.id, ids));
  },

  async leagueContexts(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: leagues.id,
        name: leagues.name,
        game: leagues.game,
        organizerId: leagues.organizerId,
        status: leagues.status,
        startsAt: leagues.startsAt,
        allowEarlyResults: leagues.allowEarlyResults,
      })
      .from(leagues)
      .where(inArray(leagues.id, ids));
  },

  /**
   * Matches of someone: as a solo player, or of any team they belong to. Upcoming: not final yet and both sides
   * known or pending, soonest first (unscheduled last); recent: final, newest first.
   */
  async ofUser(db: DbOrTx, userId: string, scope: 'upcoming' | 'recent', limit: number): Promise<MatchRow[]> {
    const mine = sql`(select m.team_id from ${teamMembers} m where m.user_id = ${userId}::uuid)`;
    const who = or(
      eq(matches.userAId, userId),
      eq(matches.userBId, userId),
      sql`${matches.teamAId} in ${mine}`,
      sql`${matches.teamBId} in ${mine}`,
    );
    if (scope === 'upcoming') {
      return db
        .select()
        .from(matches)
        .where(and(who, inArray(matches.status, [...OPEN]), eq(matches.aBye, false), eq(matches.bBye, false)))
        .orderBy(sql`${matches.scheduledAt} asc nulls last`, asc(matches.roundNumber), asc(matches.id))
        .limit(limit);
    }
    return db
      .select()
      .from(matches)
      .where(
        and(
          who,
          eq(matches.status, 'completed'),
          isNotNull(matches.winner),
          eq(matches.aBye, false),
          eq(matches.bBye, false),
        ),
      )
      .orderBy(desc(matches.completedAt), desc(matches.id))
      .limit(limit);
  },

  /** Played matches, wins, tournaments entered and leagues joined, per team: the inputs of the teams' statistics. */
  async teamRecords(
    db: DbOrTx,
    teamIds: string[],
  ): Promise<Map<string, { matches: number; wins: number; tournaments: number; leagues: number }>> {
    const out = new Map(teamIds.map((id) => [id, { matches: 0, wins: 0, tournaments: 0, leagues: 0 }]));
    if (teamIds.length === 0) return out;
    const ids = sql`array[${sql.join(
      teamIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const res = await db.execute<{
      team_id: string;
      matches: number;
      wins: number;
      tournaments: number;
      leagues: number;
    }>(sql`
      select t.id as team_id,
        (select count(*)::int from ${matches} m where m.status = 'completed' and not m.a_bye and not m.b_bye and (m.team_a_id = t.id or m.team_b_id = t.id)) as matches,
        (select count(*)::int from ${matches} m where m.status = 'completed' and not m.a_bye and not m.b_bye
           and ((m.team_a_id = t.id and m.winner = 'a') or (m.team_b_id = t.id and m.winner = 'b'))) as wins,
        (select count(*)::int from ${tournamentParticipants} p join ${tournaments} x on x.id = p.tournament_id
           where p.team_id = t.id and x.status <> 'cancelled' and x.status <> 'draft') as tournaments,
        (select count(*)::int from ${leagueTeams} l where l.team_id = t.id and l.status = 'accepted') as leagues
      from unnest(${ids}) as t(id)`);
    for (const r of rowsOf<{ team_id: string; matches: number; wins: number; tournaments: number; leagues: number }>(
      res,
    )) {
      out.set(r.team_id, {
        matches: Number(r.matches),
        wins: Number(r.wins),
        tournaments: Number(r.tournaments),
        leagues: Number(r.leagues),
      });
    }
    return out;
  },
};
