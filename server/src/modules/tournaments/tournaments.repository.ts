import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  matches,
  teamMembers,
  teams,
  tournamentBrackets,
  tournamentParticipants,
  tournaments,
  users,
  type TournamentParticipantRow,
  type TournamentRow,
} from '../../db/schema/index';
import type { ParticipantWithdrawal } from '@esn/contract';
import type { Keyset } from '../../lib/cursor';
import { containsFolded } from '../../lib/like';
import { publicUserColumns } from '../users/users.repository';

export type TournamentFilters = {
  q?: string;
  game?: string;
  status?: TournamentRow['status'];
  format?: TournamentRow['format'];
  mine?: 'hosting' | 'registered';
};

const teamRefColumns = { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl };

/** A registration with the team or player it stands for. */
const participantColumns = {
  p: tournamentParticipants,
  team: teamRefColumns,
  user: publicUserColumns,
};
export type ParticipantWithRefs = {
  p: TournamentParticipantRow;
  team: { id: string; slug: string; name: string; logoUrl: string | null } | null;
  user: {
    id: string;
    nickname: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    profileImageUrl: string | null;
    userType: 'player' | 'coach' | 'team_owner' | 'admin' | null;
  } | null;
};

/** Teams someone owns or manages: they register and withdraw those teams. */
const ledTeamIds = (userId: string) =>
  sql`(select m.team_id from ${teamMembers} m where m.user_id = ${userId}::uuid and m.role in ('owner', 'manager'))`;
/** Teams someone plays for in any role. */
const memberTeamIds = (userId: string) =>
  sql`(select m.team_id from ${teamMembers} m where m.user_id = ${userId}::uuid)`;

export const tournamentsRepository = {
  async insert(db: DbOrTx, row: typeof tournaments.$inferInsert): Promise<TournamentRow> {
    const [created] = await db.insert(tournaments).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: string): Promise<TournamentRow | undefined> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
    return row;
  },

  async participantById(db: DbOrTx, id: string): Promise<typeof tournamentParticipants.$inferSelect | undefined> {
    const [row] = await db.select().from(tournamentParticipants).where(eq(tournamentParticipants.id, id)).limit(1);
    return row;
  },

  /** The tournament row locked until the transaction ends: registrations, seeding, bracket and results queue here. */
  async lock(db: DbOrTx, id: string): Promise<TournamentRow | undefined> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    return row;
  },

  async withOrganizer(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ t: tournaments, organizer: publicUserColumns })
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.organizerId))
      .where(eq(tournaments.id, id))
      .limit(1);
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    patch: Partial<typeof tournaments.$inferInsert>,
  ): Promise<TournamentRow | undefined> {
    const [row] = await db
      .update(tournaments)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(tournaments.id, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(tournaments).where(eq(tournaments.id, id));
  },

  async bumpCounts(db: DbOrTx, id: string, participants: number, checkedIn: number): Promise<void> {
    await db
      .update(tournaments)
      .set({
        participantsCount: sql`${tournaments.participantsCount} + ${participants}`,
        checkedInCount: sql`${tournaments.checkedInCount} + ${checkedIn}`,
      })
      .where(eq(tournaments.id, id));
  },

  /**
   * Newest first, keyset on (created_at, id). Drafts only under `hosting` (their organizer's), or for an admin.
   * `registered`: the reader, or a team the reader belongs to, is registered.
   */
  async list(
    db: DbOrTx,
    f: TournamentFilters,
    viewer: { id: string; isAdmin: boolean },
    limit: number,
    after?: Keyset,
  ) {
    const conditions: (SQL | undefined)[] = [
      f.q ? containsFolded(tournaments.name, f.q) : undefined,
      f.game ? eq(tournaments.game, f.game as TournamentRow['game']) : undefined,
      f.status ? eq(tournaments.status, f.status) : undefined,
      f.format ? eq(tournaments.format, f.format) : undefined,
      // Drafts: an admin sees all; others see their own under "hosting", so the public list is the same for everyone.
      viewer.isAdmin || f.mine === 'hosting' ? undefined : ne(tournaments.status, 'draft'),
      f.mine === 'hosting' ? eq(tournaments.organizerId, viewer.id) : undefined,
      f.mine === 'registered'
        ? sql`exists (select 1 from ${tournamentParticipants} p where p.tournament_id = ${tournaments.id}
            and (p.user_id = ${viewer.id}::uuid or p.team_id in ${memberTeamIds(viewer.id)}))`
        : undefined,
      after
        ? sql`(${tournaments.createdAt}, ${tournaments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return db
      .select({ t: tournaments, organizer: publicUserColumns })
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.organizerId))
      .where(and(...conditions))
      .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
      .limit(limit);
  },

  /** Tournaments someone organized or entered (alone, or with a team they belong to), by start, newest first. */
  async ofUser(db: DbOrTx, userId: string, limit: number, after?: Keyset) {
    const entered = sql`exists (select 1 from ${tournamentParticipants} p where p.tournament_id = ${tournaments.id}
      and (p.user_id = ${userId}::uuid or p.team_id in ${memberTeamIds(userId)}))`;
    return db
      .select({ t: tournaments, organizer: publicUserColumns })
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.organizerId))
      .where(
        and(
          ne(tournaments.status, 'draft'),
          or(eq(tournaments.organizerId, userId), entered),
          after
            ? sql`(${tournaments.startsAt}, ${tournaments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
      .limit(limit);
  },

  // ---- registrations

  async participants(db: DbOrTx, tournamentId: string): Promise<ParticipantWithRefs[]> {
    return db
      .select(participantColumns)
      .from(tournamentParticipants)
      .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
      .leftJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(eq(tournamentParticipants.tournamentId, tournamentId))
      .orderBy(
        sql`${tournamentParticipants.seed} asc nulls last`,
        asc(tournamentParticipants.createdAt),
        asc(tournamentParticipants.id),
      );
  },

  /** Registrations of several tournaments that stand for `userId` (solo) or a team they belong to. */
  async entriesOf(db: DbOrTx, tournamentIds: string[], userId: string) {
    if (tournamentIds.length === 0) return [];
    return db
      .select(participantColumns)
      .from(tournamentParticipants)
      .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
      .leftJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(
        and(
          inArray(tournamentParticipants.tournamentId, tournamentIds),
          or(
            eq(tournamentParticipants.userId, userId),
            sql`${tournamentParticipants.teamId} in ${memberTeamIds(userId)}`,
          ),
        ),
      );
  },

  /** Registrations the reader answers for: their own (solo) and those of teams they own or manage. */
  async registrationsOf(db: DbOrTx, tournamentId: string, userId: string): Promise<ParticipantWithRefs[]> {
    return db
      .select(participantColumns)
      .from(tournamentParticipants)
      .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
      .leftJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          or(eq(tournamentParticipants.userId, userId), sql`${tournamentParticipants.teamId} in ${ledTeamIds(userId)}`),
        ),
      );
  },

  /** Teams the user owns or manages that play `game`, with whether each is already registered here. */
  async ledTeamsForGame(db: DbOrTx, userId: string, game: string, tournamentId: string) {
    return db
      .select({
        ...teamRefColumns,
        registered: sql<boolean>`exists (select 1 from ${tournamentParticipants} p where p.tournament_id = ${tournamentId}::uuid and p.team_id = ${teams.id})`,
      })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(
        and(
          sql`${teamMembers.role} in ('owner', 'manager')`,
          sql`${teams.games} @> array[${game}]::text[]`,
          ne(teams.status, 'disbanded'),
        ),
      )
      .orderBy(asc(teams.name));
  },

  async findParticipant(db: DbOrTx, tournamentId: string, id: string): Promise<TournamentParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.id, id)))
      .limit(1);
    return row;
  },

  async findEntry(
    db: DbOrTx,
    tournamentId: string,
    who: { teamId: string } | { userId: string },
  ): Promise<TournamentParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          'teamId' in who
            ? eq(tournamentParticipants.teamId, who.teamId)
            : eq(tournamentParticipants.userId, who.userId),
        ),
      )
      .limit(1);
    return row;
  },

  async insertParticipant(
    db: DbOrTx,
    row: typeof tournamentParticipants.$inferInsert,
  ): Promise<TournamentParticipantRow> {
    const [created] = await db.insert(tournamentParticipants).values(row).returning();
    return created!;
  },

  async deleteParticipant(db: DbOrTx, id: string): Promise<void> {
    await db.delete(tournamentParticipants).where(eq(tournamentParticipants.id, id));
  },

  async markWithdrawn(db: DbOrTx, id: string, withdrawal: ParticipantWithdrawal, at: Date): Promise<void> {
    await db
      .update(tournamentParticipants)
      .set({ withdrawal, withdrawnAt: at })
      .where(eq(tournamentParticipants.id, id));
  },

  /**
   * A deleted account's or team's entries in running brackets stay as withdrawn entrants without the person or
   * team (their matches become walkovers); the foreign keys then delete only the registrations of events that have
   * no bracket yet, or have ended. Returns the running tournaments touched.
   */
  async detachFromRunning(db: DbOrTx, who: { userId: string } | { teamId: string }, at: Date): Promise<string[]> {
    const running = sql`exists (select 1 from ${tournaments} t where t.id = ${tournamentParticipants.tournamentId}
      and t.bracket_generated_at is not null and t.status in ('registration_closed', 'in_progress'))`;
    const rows = await db
      .update(tournamentParticipants)
      .set(
        'userId' in who
          ? { userId: null, withdrawal: 'account_deleted', withdrawnAt: at }
          : { teamId: null, withdrawal: 'team_deleted', withdrawnAt: at },
      )
      .where(
        and(
          'userId' in who
            ? eq(tournamentParticipants.userId, who.userId)
            : eq(tournamentParticipants.teamId, who.teamId),
          running,
        ),
      )
      .returning({ tournamentId: tournamentParticipants.tournamentId });
    return [...new Set(rows.map((r) => r.tournamentId))];
  },

  /** Registrations out of the event (withdrawn, disqualified, gone): their matches are walkovers. */
  async withdrawnIds(db: DbOrTx, tournamentId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: tournamentParticipants.id })
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentId),
          sql`${tournamentParticipants.withdrawal} is not null`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  async setCheckedIn(db: DbOrTx, id: string, at: Date | null): Promise<void> {
    await db.update(tournamentParticipants).set({ checkedInAt: at }).where(eq(tournamentParticipants.id, id));
  },

  /** Seeds 1..n in the given order; anyone not listed loses their seed. */
  async setSeeds(db: DbOrTx, tournamentId: string, orderedIds: string[]): Promise<void> {
    await db
      .update(tournamentParticipants)
      .set({ seed: null })
      .where(eq(tournamentParticipants.tournamentId, tournamentId));
    if (orderedIds.length === 0) return;
    await db.execute(sql`update ${tournamentParticipants} p set seed = v.seed
      from unnest(${uuidArray(orderedIds)}) with ordinality as v(id, seed)
      where p.id = v.id and p.tournament_id = ${tournamentId}::uuid`);
  },

  async setFinalRanks(db: DbOrTx, tournamentId: string, ranks: Map<string, number>): Promise<void> {
    if (ranks.size === 0) return;
    const ids = [...ranks.keys()];
    const values = ids.map((id) => ranks.get(id)!);
    await db.execute(sql`update ${tournamentParticipants} p set final_rank = v.rank
      from unnest(${uuidArray(ids)}, array[${sql.join(
        values.map((v) => sql`${v}::int`),
        sql`, `,
      )}]::int[]) as v(id, rank)
      where p.id = v.id and p.tournament_id = ${tournamentId}::uuid`);
  },

  /** Who hears about a tournament: solo players, and every member of registered teams. */
  async audienceIds(db: DbOrTx, tournamentId: string): Promise<string[]> {
    const rows = await db.execute<{ id: string }>(sql`
      select p.user_id as id from ${tournamentParticipants} p where p.tournament_id = ${tournamentId}::uuid and p.user_id is not null
      union
      select m.user_id from ${tournamentParticipants} p join ${teamMembers} m on m.team_id = p.team_id where p.tournament_id = ${tournamentId}::uuid`);
    return rowsOf<{ id: string }>(rows).map((r) => r.id);
  },

  // ---- bracket

  async bracketState(db: DbOrTx, tournamentId: string) {
    const [row] = await db
      .select()
      .from(tournamentBrackets)
      .where(eq(tournamentBrackets.tournamentId, tournamentId))
      .limit(1);
    return row;
  },

  async saveBracketState(db: DbOrTx, tournamentId: string, state: unknown): Promise<void> {
    await db
      .insert(tournamentBrackets)
      .values({ tournamentId, state, updatedAt: new Date() })
      .onConflictDoUpdate({ target: tournamentBrackets.tournamentId, set: { state, updatedAt: new Date() } });
  },

  async matchRows(db: DbOrTx, tournamentId: string) {
    return db
      .select()
      .from(matches)
      .where(eq(matches.tournamentId, tournamentId))
      .orderBy(asc(matches.stageNumber), asc(matches.groupNumber), asc(matches.roundNumber), asc(matches.matchNumber));
  },
};

/** A uuid[] literal of bound parameters. */
const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** `db.execute` answers `{ rows }` on node-postgres and on PGlite alike. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
