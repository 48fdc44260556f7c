import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  teamApplications,
  teamInvitations,
  teams,
  users,
  type TeamApplicationRow,
  type TeamInvitationRow,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

type RequestStatus = TeamApplicationRow['status'];
/** Who the list is for: one team's requests, or one person's. */
export type RequestScope = { teamId: string } | { userId: string };

const teamRef = { id: teams.id, slug: teams.slug, name: teams.name, logoUrl: teams.logoUrl };
const inviter = alias(users, 'inviter');
const inviterColumns = {
  id: inviter.id,
  nickname: inviter.nickname,
  firstName: inviter.firstName,
  lastName: inviter.lastName,
  avatarUrl: inviter.avatarUrl,
  profileImageUrl: inviter.profileImageUrl,
  userType: inviter.userType,
};

const before = (createdAt: AnyPgColumn, id: AnyPgColumn, after?: Keyset) =>
  after ? sql`(${createdAt}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;

/** Applications to teams and invitations from them: the same lifecycle, pending until decided once. */
export const applicationsRepository = {
  /** Throws a unique violation when this person already has a pending application to the team. */
  async insert(db: DbOrTx, row: typeof teamApplications.$inferInsert): Promise<TeamApplicationRow> {
    const [inserted] = await db.insert(teamApplications).values(row).returning();
    return inserted!;
  },

  async findRow(db: DbOrTx, id: string): Promise<TeamApplicationRow | undefined> {
    const [row] = await db.select().from(teamApplications).where(eq(teamApplications.id, id)).limit(1);
    return row;
  },

  /**
   * Moves a pending application to `status`. The WHERE on `pending` makes the decision happen once: of two
   * concurrent calls the second waits for the first's row lock, then finds nothing pending and gets no row.
   */
  async decide(
    db: DbOrTx,
    id: string,
    status: Exclude<RequestStatus, 'pending'>,
    decidedById: string | null,
  ): Promise<TeamApplicationRow | undefined> {
    const [row] = await db
      .update(teamApplications)
      .set({ status, decidedById, decidedAt: sql`now()` })
      .where(and(eq(teamApplications.id, id), eq(teamApplications.status, 'pending')))
      .returning();
    return row;
  },

  /** Closes a pending application of this person to this team (they joined another way). */
  async closePending(db: DbOrTx, teamId: string, applicantId: string): Promise<void> {
    await db
      .update(teamApplications)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(
        and(
          eq(teamApplications.teamId, teamId),
          eq(teamApplications.applicantId, applicantId),
          eq(teamApplications.status, 'pending'),
        ),
      );
  },

  async list(db: DbOrTx, scope: RequestScope, status: RequestStatus, limit: number, after?: Keyset) {
    const owner =
      'teamId' in scope ? eq(teamApplications.teamId, scope.teamId) : eq(teamApplications.applicantId, scope.userId);
    return db
      .select({ application: teamApplications, team: teamRef, applicant: publicUserColumns })
      .from(teamApplications)
      .innerJoin(teams, eq(teams.id, teamApplications.teamId))
      .innerJoin(users, eq(users.id, teamApplications.applicantId))
      .where(
        and(owner, eq(teamApplications.status, status), before(teamApplications.createdAt, teamApplications.id, after)),
      )
      .orderBy(desc(teamApplications.createdAt), desc(teamApplications.id))
      .limit(limit);
  },

  async findFull(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ application: teamApplications, team: teamRef, applicant: publicUserColumns })
      .from(teamApplications)
      .innerJoin(teams, eq(teams.id, teamApplications.teamId))
      .innerJoin(users, eq(users.id, teamApplications.applicantId))
      .where(eq(teamApplications.id, id))
      .limit(1);
    return row;
  },
};

export const invitationsRepository = {
  /** Throws a unique violation when this person already has a pending invitation from the team. */
  async insert(db: DbOrTx, row: typeof teamInvitations.$inferInsert): Promise<TeamInvitationRow> {
    const [inserted] = await db.insert(teamInvitations).values(row).returning();
    return inserted!;
  },

  async findRow(db: DbOrTx, id: string): Promise<TeamInvitationRow | undefined> {
    const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1);
    return row;
  },

  /** Like applications: a conditional update on `pending`, so one answer wins. */
  async decide(
    db: DbOrTx,
    id: string,
    status: Exclude<RequestStatus, 'pending'>,
  ): Promise<TeamInvitationRow | undefined> {
    const [row] = await db
      .update(teamInvitations)
      .set({ status, decidedAt: sql`now()` })
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')))
      .returning();
    return row;
  },

  async closePending(db: DbOrTx, teamId: string, inviteeId: string): Promise<void> {
    await db
      .update(teamInvitations)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(
        and(
          eq(teamInvitations.teamId, teamId),
          eq(teamInvitations.inviteeId, inviteeId),
          eq(teamInvitations.status, 'pending'),
        ),
      );
  },

  async list(db: DbOrTx, scope: RequestScope, status: RequestStatus, limit: number, after?: Keyset) {
    const owner =
      'teamId' in scope ? eq(teamInvitations.teamId, scope.teamId) : eq(teamInvitations.inviteeId, scope.userId);
    return db
      .select({ invitation: teamInvitations, team: teamRef, invitee: publicUserColumns, invitedBy: inviterColumns })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .innerJoin(users, eq(users.id, teamInvitations.inviteeId))
      .innerJoin(inviter, eq(inviter.id, teamInvitations.invitedById))
      .where(
        and(owner, eq(teamInvitations.status, status), before(teamInvitations.createdAt, teamInvitations.id, after)),
      )
      .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
      .limit(limit);
  },

  async findFull(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ invitation: teamInvitations, team: teamRef, invitee: publicUserColumns, invitedBy: inviterColumns })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .innerJoin(users, eq(users.id, teamInvitations.inviteeId))
      .innerJoin(inviter, eq(inviter.id, teamInvitations.invitedById))
      .where(eq(teamInvitations.id, id))
      .limit(1);
    return row;
  },
};
