import { and, arrayOverlaps, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamMembers, teams, users, type TeamMemberRow } from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';

/** Leadership first on the roster: owner, managers, coaches, then players (captain first). */
const roleRank = sql`case ${teamMembers.role} when 'owner' then 0 when 'manager' then 1 when 'coach' then 2 else 3 end`;

export const rosterRepository = {
  async find(db: DbOrTx, teamId: string, userId: string): Promise<TeamMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1);
    return row;
  },

  /** The whole roster with each member's public columns; at most TEAM_LIMITS.maxMembers rows. */
  async list(db: DbOrTx, teamId: string) {
    return db
      .select({ member: teamMembers, user: publicUserColumns })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(roleRank), desc(teamMembers.isCaptain), asc(teamMembers.joinedAt), asc(teamMembers.userId));
  },

  /** Ids of the people who speak for the team (owner and managers): they hear of applications and answers. */
  async leaderIds(db: DbOrTx, teamId: string): Promise<string[]> {
    const rows = await db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), sql`${teamMembers.role} in ('owner', 'manager')`));
    return rows.map((r) => r.id);
  },

  async memberIds(db: DbOrTx, teamId: string): Promise<string[]> {
    const rows = await db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    return rows.map((r) => r.id);
  },

  /** Everyone on the roster with his role (the record of a deleted team). */
  async memberRoles(db: DbOrTx, teamId: string) {
    return db
      .select({ userId: teamMembers.userId, role: teamMembers.role })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
  },

  async insert(db: DbOrTx, member: typeof teamMembers.$inferInsert): Promise<void> {
    await db.insert(teamMembers).values(member);
  },

  async update(
    db: DbOrTx,
    teamId: string,
    userId: string,
    patch: Partial<Pick<TeamMemberRow, 'role' | 'isCaptain'>>,
  ): Promise<void> {
    await db
      .update(teamMembers)
      .set(patch)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  },

  async clearCaptain(db: DbOrTx, teamId: string): Promise<void> {
    await db
      .update(teamMembers)
      .set({ isCaptain: false })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isCaptain, true)));
  },

  async remove(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ id: teamMembers.userId });
    return rows.length > 0;
  },

  /** Another team sharing one of `games` where the user is a player: the one-team-per-game rule. */
  async playerTeamSharingGame(
    db: DbOrTx,
    userId: string,
    games: string[],
    exceptTeamId: string,
  ): Promise<string | undefined> {
    if (games.length === 0) return undefined;
    const [row] = await db
      .select({ id: teams.id })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(
        and(
          eq(teamMembers.userId, userId),
          eq(teamMembers.role, 'player'),
          ne(teamMembers.teamId, exceptTeamId),
          arrayOverlaps(teams.games, games),
        ),
      )
      .limit(1);
    return row?.id;
  },

  /** Locks the user's row until the transaction ends, so that two joins of one person cannot both pass the rule. */
  async lockUser(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return rows.length > 0;
  },

  /** The teams someone belongs to, newest membership first; a person is in few teams, so no paging. */
  async membershipsOf(db: DbOrTx, userId: string) {
    return db
      .select({
        team: { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl, games: teams.games },
        role: teamMembers.role,
        isCaptain: teamMembers.isCaptain,
        joinedAt: teamMembers.joinedAt,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(desc(teamMembers.joinedAt), desc(teams.id));
  },
};
