import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagueTeams, leagues, matches, teamMembers, teams, users, type LeagueRow } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { escapeLike } from '../teams/teams.repository';
import { publicUserColumns } from '../users/users.repository';

export type LeagueFilters = { q?: string; game?: string; status?: LeagueRow['status'] };
const teamRefColumns = { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl };

export const leaguesRepository = {
  async insert(db: DbOrTx, row: typeof leagues.$inferInsert): Promise<LeagueRow> {
    const [created] = await db.insert(leagues).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: string): Promise<LeagueRow | undefined> {
    const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
    return row;
  },

  /** The league row locked until the transaction ends: team changes, fixtures and results queue here. */
  async lock(db: DbOrTx, id: string): Promise<LeagueRow | undefined> {
    const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).for('update');
    return row;
  },

  async withOrganizer(db: DbOrTx, id: string) {
    const [row] = await db.select({ l: leagues, organizer: publicUserColumns }).from(leagues).innerJoin(users, eq(users.id, leagues.organizerId)).where(eq(leagues.id, id)).limit(1);
    return row;
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof leagues.$inferInsert>): Promise<void> {
    await db
      .update(leagues)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(leagues.id, id));
  },

  async list(db: DbOrTx, f: LeagueFilters, limit: number, after?: Keyset) {
    const conditions: (SQL | undefined)[] = [
      f.q ? sql`lower(${leagues.name}) like ${`%${escapeLike(f.q.toLowerCase())}%`}` : undefined,
      f.game ? eq(leagues.game, f.game as LeagueRow['game']) : undefined,
      f.status ? eq(leagues.status, f.status) : undefined,
      after ? sql`(${leagues.createdAt}, ${leagues.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
    ];
    return db
      .select({ l: leagues, organizer: publicUserColumns })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.organizerId))
      .where(and(...conditions))
      .orderBy(desc(leagues.createdAt), desc(leagues.id))
      .limit(limit);
  },

  async teams(db: DbOrTx, leagueId: string) {
    return db
      .select({ entry: leagueTeams, team: teamRefColumns })
      .from(leagueTeams)
      .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
      .where(eq(leagueTeams.leagueId, leagueId))
      .orderBy(asc(leagueTeams.joinedAt), asc(leagueTeams.id));
  },

  async addTeam(db: DbOrTx, row: typeof leagueTeams.$inferInsert) {
    const [created] = await db.insert(leagueTeams).values(row).onConflictDoNothing().returning();
    if (created) await db.update(leagues).set({ teamsCount: sql`${leagues.teamsCount} + 1` }).where(eq(leagues.id, row.leagueId));
    return created;
  },

  async removeTeam(db: DbOrTx, leagueId: string, teamId: string): Promise<boolean> {
    const removed = await db.delete(leagueTeams).where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.teamId, teamId))).returning();
    if (removed.length) await db.update(leagues).set({ teamsCount: sql`${leagues.teamsCount} - 1` }).where(eq(leagues.id, leagueId));
    return removed.length > 0;
  },

  async ledTeamsForGame(db: DbOrTx, userId: string, game: string, leagueId: string) {
    return db
      .select({
        ...teamRefColumns,
        joined: sql<boolean>`exists (select 1 from ${leagueTeams} x where x.league_id = ${leagueId}::uuid and x.team_id = ${teams.id})`,
      })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(and(sql`${teamMembers.role} in ('owner', 'manager')`, sql`${teams.games} @> array[${game}]::text[]`, sql`${teams.status} <> 'disbanded'`))
      .orderBy(asc(teams.name));
  },

  async matchRows(db: DbOrTx, leagueId: string) {
    return db.select().from(matches).where(eq(matches.leagueId, leagueId)).orderBy(asc(matches.roundNumber), asc(matches.matchNumber));
  },
};
