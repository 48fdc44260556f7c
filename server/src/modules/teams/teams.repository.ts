import { and, arrayContains, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  matches,
  teamApplications,
  teamFollows,
  teamInvitations,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
  type TeamMemberRow,
  type TeamRow,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { containsFolded, escapeLike } from '../../lib/like';
import { publicUserColumns } from '../users/users.repository';

export type TeamFilters = {
  q?: string;
  game?: string;
  country?: string;
  recruiting?: 'players' | 'coach';
  verified?: boolean;
};

const summaryColumns = {
  id: teams.id,
  slug: teams.slug,
  name: teams.name,
  logoUrl: teams.logoUrl,
  type: teams.type,
  status: teams.status,
  games: teams.games,
  country: teams.country,
  verified: teams.verified,
  memberCount: teams.memberCount,
  lookingForPlayers: teams.lookingForPlayers,
  recruitingRoles: teams.recruitingRoles,
  lookingForCoach: teams.lookingForCoach,
  createdAt: teams.createdAt,
};
export type TeamSummaryRow = { [K in keyof typeof summaryColumns]: TeamRow[K] };

/** What the reader is to the team, as correlated subqueries on the team row: the team page costs one query. */
const viewerColumns = (viewerId: string) => ({
  role: sql<
    TeamMemberRow['role'] | null
  >`(select m.role from ${teamMembers} m where m.team_id = ${teams.id} and m.user_id = ${viewerId}::uuid)`,
  following: sql<boolean>`exists (select 1 from ${teamFollows} f where f.team_id = ${teams.id} and f.user_id = ${viewerId}::uuid)`,
  pendingApplicationId: sql<string | null>`(select a.id from ${teamApplications} a
    where a.team_id = ${teams.id} and a.applicant_id = ${viewerId}::uuid and a.status = 'pending')`,
  pendingInvitationId: sql<string | null>`(select i.id from ${teamInvitations} i
    where i.team_id = ${teams.id} and i.invitee_id = ${viewerId}::uuid and i.status = 'pending')`,
});

/**
 * The card stats of the list, as correlated subqueries on each listed row, so a page of teams stays one query
 * (no call per team). Same rules as matchesRepository.teamRecords: final results without BYEs, tournaments that
 * are not drafts or cancelled. Each side of a match is counted through its own index (team_a / team_b).
 */
const finalMatch = sql`m.status = 'completed' and not m.a_bye and not m.b_bye`;
// Qualified by hand: in a one-table select Drizzle writes columns bare, and a bare "id" inside the subqueries
// would be the subquery's own id.
const teamId = sql`${teams}.${sql.identifier(teams.id.name)}`;
const listStatsColumns = {
  matches: sql<number>`(
    (select count(*) from ${matches} m where m.team_a_id = ${teamId} and ${finalMatch})
    + (select count(*) from ${matches} m where m.team_b_id = ${teamId} and ${finalMatch}))::int`.mapWith(Number),
  wins: sql<number>`(
    (select count(*) from ${matches} m where m.team_a_id = ${teamId} and m.winner = 'a' and ${finalMatch})
    + (select count(*) from ${matches} m where m.team_b_id = ${teamId} and m.winner = 'b' and ${finalMatch}))::int`.mapWith(
    Number,
  ),
  tournaments:
    sql<number>`(select count(*) from ${tournamentParticipants} p join ${tournaments} x on x.id = p.tournament_id
    where p.team_id = ${teamId} and x.status <> 'cancelled' and x.status <> 'draft')::int`.mapWith(Number),
};
export type TeamListRow = TeamSummaryRow & { matches: number; wins: number; tournaments: number };

export const teamsRepository = {
  async slugsLike(db: DbOrTx, base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: teams.slug })
      .from(teams)
      .where(or(eq(teams.slug, base), like(teams.slug, `${escapeLike(base)}-%`)));
    return rows.map((r) => r.slug);
  },

  async insertWithOwner(db: DbOrTx, team: typeof teams.$inferInsert): Promise<TeamRow> {
    const [row] = await db
      .insert(teams)
      .values({ ...team, memberCount: 1 })
      .returning();
    await db.insert(teamMembers).values({ teamId: row!.id, userId: row!.ownerId, role: 'owner' });
    return row!;
  },

  async findById(db: DbOrTx, id: string): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
    return row;
  },

  async findBySlug(db: DbOrTx, slug: string): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.slug, slug)).limit(1);
    return row;
  },

  /**
   * The team row locked until the transaction ends: roster changes of one team happen one at a time. Roster
   * changes take `no key update`, which still lets follows and applications (foreign-key share locks) through;
   * deleting the team takes `update`, which waits for all of them.
   */
  async lock(db: DbOrTx, id: string, mode: 'no key update' | 'update' = 'no key update'): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id)).for(mode);
    return row;
  },

  /** The team with its owner and, when a reader is given, what the reader is to it. */
  async findWithOwner(db: DbOrTx, where: { id: string } | { slug: string }, viewerId: string) {
    const [row] = await db
      .select({ team: teams, owner: publicUserColumns, viewer: viewerColumns(viewerId) })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where('id' in where ? eq(teams.id, where.id) : eq(teams.slug, where.slug))
      .limit(1);
    return row;
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof teams.$inferInsert>): Promise<TeamRow | undefined> {
    const [row] = await db.update(teams).set(patch).where(eq(teams.id, id)).returning();
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(teams).where(eq(teams.id, id));
  },

  async addToMemberCount(db: DbOrTx, id: string, delta: 1 | -1): Promise<void> {
    await db
      .update(teams)
      .set({ memberCount: sql`${teams.memberCount} + ${delta}` })
      .where(eq(teams.id, id));
  },

  /** Newest first, keyset on (createdAt, id), every filter optional; each row with its card stats. */
  async list(db: DbOrTx, f: TeamFilters, limit: number, after?: Keyset): Promise<TeamListRow[]> {
    const conditions: (SQL | undefined)[] = [
      f.q ? containsFolded(teams.name, f.q) : undefined,
      f.game ? arrayContains(teams.games, [f.game]) : undefined,
      f.country ? eq(teams.country, f.country) : undefined,
      f.recruiting === 'players'
        ? eq(teams.lookingForPlayers, true)
        : f.recruiting === 'coach'
          ? eq(teams.lookingForCoach, true)
          : undefined,
      f.verified === undefined ? undefined : eq(teams.verified, f.verified),
      after
        ? sql`(${teams.createdAt}, ${teams.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return db
      .select({ ...summaryColumns, ...listStatsColumns })
      .from(teams)
      .where(and(...conditions))
      .orderBy(desc(teams.createdAt), desc(teams.id))
      .limit(limit);
  },

  /** Follow once; the counter moves only when a row was really added. Returns the follower count. */
  async follow(db: DbOrTx, teamId: string, userId: string): Promise<number> {
    const added = await db
      .insert(teamFollows)
      .values({ teamId, userId })
      .onConflictDoNothing()
      .returning({ t: teamFollows.teamId });
    return this.bumpFollowers(db, teamId, added.length > 0 ? 1 : 0);
  },

  async unfollow(db: DbOrTx, teamId: string, userId: string): Promise<number> {
    const removed = await db
      .delete(teamFollows)
      .where(and(eq(teamFollows.teamId, teamId), eq(teamFollows.userId, userId)))
      .returning({ t: teamFollows.teamId });
    return this.bumpFollowers(db, teamId, removed.length > 0 ? -1 : 0);
  },

  async bumpFollowers(db: DbOrTx, teamId: string, delta: number): Promise<number> {
    const [row] = await db
      .update(teams)
      .set({ followerCount: sql`${teams.followerCount} + ${delta}` })
      .where(eq(teams.id, teamId))
      .returning({ followers: teams.followerCount });
    return row?.followers ?? 0;
  },
};
