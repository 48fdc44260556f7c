import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  leagueTeams,
  leagues,
  matches,
  teamMembers,
  teams,
  users,
  type LeagueRow,
  type LeagueTeamRow,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { containsFolded } from '../../lib/like';
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
    const [row] = await db
      .select({ l: leagues, organizer: publicUserColumns })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.organizerId))
      .where(eq(leagues.id, id))
      .limit(1);
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
      f.q ? containsFolded(leagues.name, f.q) : undefined,
      f.game ? eq(leagues.game, f.game as LeagueRow['game']) : undefined,
      f.status ? eq(leagues.status, f.status) : undefined,
      after
        ? sql`(${leagues.createdAt}, ${leagues.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return db
      .select({ l: leagues, organizer: publicUserColumns })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.organizerId))
      .where(and(...conditions))
      .orderBy(desc(leagues.createdAt), desc(leagues.id))
      .limit(limit);
  },

  /** The league's entries, invited ones too unless `acceptedOnly`. */
  async teams(db: DbOrTx, leagueId: string, acceptedOnly = false) {
    return db
      .select({ entry: leagueTeams, team: teamRefColumns })
      .from(leagueTeams)
      .innerJoin(teams, eq(teams.id, leagueTeams.teamId))
      .where(and(eq(leagueTeams.leagueId, leagueId), acceptedOnly ? eq(leagueTeams.status, 'accepted') : undefined))
      .orderBy(asc(leagueTeams.joinedAt), asc(leagueTeams.id));
  },

  async entry(db: DbOrTx, leagueId: string, teamId: string): Promise<LeagueTeamRow | undefined> {
    const [row] = await db
      .select()
      .from(leagueTeams)
      .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.teamId, teamId)))
      .limit(1);
    return row;
  },

  /** Entries of every state: invitations hold a place toward the limit. */
  async entryCount(db: DbOrTx, leagueId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leagueTeams)
      .where(eq(leagueTeams.leagueId, leagueId));
    return Number(row?.n ?? 0);
  },

  /** `teams_count` counts accepted teams only. */
  async addTeam(db: DbOrTx, row: typeof leagueTeams.$inferInsert) {
    const [created] = await db.insert(leagueTeams).values(row).onConflictDoNothing().returning();
    if (created?.status === 'accepted')
      await db
        .update(leagues)
        .set({ teamsCount: sql`${leagues.teamsCount} + 1` })
        .where(eq(leagues.id, row.leagueId));
    return created;
  },

  /** An invitation accepted: the team is in from now. */
  async acceptInvitation(db: DbOrTx, leagueId: string, teamId: string, now: Date): Promise<LeagueTeamRow | undefined> {
    const [row] = await db
      .update(leagueTeams)
      .set({ status: 'accepted', joinedAt: now })
      .where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.teamId, teamId), eq(leagueTeams.status, 'invited')))
      .returning();
    if (row)
      await db
        .update(leagues)
        .set({ teamsCount: sql`${leagues.teamsCount} + 1` })
        .where(eq(leagues.id, leagueId));
    return row;
  },

  /** Removes the entry (only an invitation with `invitedOnly`). */
  async removeTeam(db: DbOrTx, leagueId: string, teamId: string, invitedOnly = false): Promise<boolean> {
    const removed = await db
      .delete(leagueTeams)
      .where(
        and(
          eq(leagueTeams.leagueId, leagueId),
          eq(leagueTeams.teamId, teamId),
          invitedOnly ? eq(leagueTeams.status, 'invited') : undefined,
        ),
      )
      .returning();
    if (removed.some((r) => r.status === 'accepted'))
      await db
        .update(leagues)
        .set({ teamsCount: sql`${leagues.teamsCount} - 1` })
        .where(eq(leagues.id, leagueId));
    return removed.length > 0;
  },

  /** Invitations nobody answered lapse when the fixtures are made. */
  async dropInvitations(db: DbOrTx, leagueId: string): Promise<void> {
    await db.delete(leagueTeams).where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.status, 'invited')));
  },

  /** Teams the user owns or manages that play the game, with their entry's state in the league (null: none). */
  async ledTeamsForGame(db: DbOrTx, userId: string, game: string, leagueId: string) {
    return db
      .select({
        ...teamRefColumns,
        entry: sql<
          LeagueTeamRow['status'] | null
        >`(select x.status from ${leagueTeams} x where x.league_id = ${leagueId}::uuid and x.team_id = ${teams.id})`,
      })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(
        and(
          sql`${teamMembers.role} in ('owner', 'manager')`,
          sql`${teams.games} @> array[${game}]::text[]`,
          sql`${teams.status} <> 'disbanded'`,
        ),
      )
      .orderBy(asc(teams.name));
  },

  async matchRows(db: DbOrTx, leagueId: string) {
    return db
      .select()
      .from(matches)
      .where(eq(matches.leagueId, leagueId))
      .orderBy(asc(matches.roundNumber), asc(matches.matchNumber));
  },
};
