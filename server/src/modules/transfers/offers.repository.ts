import { and, arrayContains, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Game, TransferOfferStatus } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { profiles, teamMembers, teams, transferOffers, users, type TransferOfferRow } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

const fromUser = alias(users, 'from_user');
const fromProfile = alias(profiles, 'from_profile');
const toUser = alias(users, 'to_user');
const toProfile = alias(profiles, 'to_profile');

/** The spec §3 fields of a party (fromUser / toUser), from one of the two aliases. */
function partyColumns<U extends typeof fromUser | typeof toUser, P extends typeof fromProfile | typeof toProfile>(
  u: U,
  p: P,
) {
  return {
    id: u.id,
    nickname: u.nickname,
    firstName: u.firstName,
    lastName: u.lastName,
    avatarUrl: u.avatarUrl,
    profileImageUrl: u.profileImageUrl,
    userType: u.userType,
    email: u.email,
    country: p.country,
  };
}

/** Teams the user owns or manages: the ones he speaks for in offers. */
const ledTeamIds = (userId: string) =>
  sql`(select m.team_id from ${teamMembers} m where m.user_id = ${userId}::uuid and m.role in ('owner', 'manager'))`;

/** An offer with its parties, the person, the team, and whether the reader leads that team: one query. */
function fullSelect(db: DbOrTx, viewerId: string) {
  return db
    .select({
      offer: transferOffers,
      team: {
        id: teams.id,
        slug: teams.slug,
        name: teams.name,
        logoUrl: teams.logoUrl,
        country: teams.country,
        games: teams.games,
      },
      fromUser: partyColumns(fromUser, fromProfile),
      toUser: partyColumns(toUser, toProfile),
      player: publicUserColumns,
      viewerLeads: sql<boolean>`exists (select 1 from ${teamMembers} m
        where m.team_id = ${transferOffers.teamId} and m.user_id = ${viewerId}::uuid and m.role in ('owner', 'manager'))`,
    })
    .from(transferOffers)
    .innerJoin(teams, eq(teams.id, transferOffers.teamId))
    .innerJoin(users, eq(users.id, transferOffers.playerId))
    .innerJoin(fromUser, eq(fromUser.id, transferOffers.fromUserId))
    .leftJoin(fromProfile, eq(fromProfile.userId, transferOffers.fromUserId))
    .innerJoin(toUser, eq(toUser.id, transferOffers.toUserId))
    .leftJoin(toProfile, eq(toProfile.userId, transferOffers.toUserId));
}
export type OfferFullRow = Awaited<ReturnType<ReturnType<typeof fullSelect>['execute']>>[number];

export type OfferListFilter = { box: 'sent' | 'received'; status?: TransferOfferStatus; teamId?: string };

export const offersRepository = {
  /** Throws a unique violation when the team, person and game already have a pending offer. */
  async insert(db: DbOrTx, row: typeof transferOffers.$inferInsert): Promise<TransferOfferRow> {
    const [inserted] = await db.insert(transferOffers).values(row).returning();
    return inserted!;
  },

  async findRow(db: DbOrTx, id: string): Promise<TransferOfferRow | undefined> {
    const [row] = await db.select().from(transferOffers).where(eq(transferOffers.id, id)).limit(1);
    return row;
  },

  async findFull(db: DbOrTx, id: string, viewerId: string): Promise<OfferFullRow | undefined> {
    const [row] = await fullSelect(db, viewerId).where(eq(transferOffers.id, id)).limit(1);
    return row;
  },

  /**
   * Moves a pending offer to `status`. The WHERE on `pending` makes the decision happen once: of two concurrent
   * calls the second waits for the first's row lock, then finds nothing pending and gets no row.
   */
  async decide(
    db: DbOrTx,
    id: string,
    status: Exclude<TransferOfferStatus, 'pending'>,
    decidedById: string,
  ): Promise<TransferOfferRow | undefined> {
    const [row] = await db
      .update(transferOffers)
      .set({ status, decidedById, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(transferOffers.id, id), eq(transferOffers.status, 'pending')))
      .returning();
    return row;
  },

  /** Closes (as declined) the person's other pending player offers for `game`: he has just joined a team for it. */
  async closeOtherPending(
    db: DbOrTx,
    playerId: string,
    game: Game,
    exceptId: string,
    decidedById: string,
  ): Promise<TransferOfferRow[]> {
    return db
      .update(transferOffers)
      .set({ status: 'declined', decidedById, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(transferOffers.playerId, playerId),
          eq(transferOffers.status, 'pending'),
          eq(transferOffers.game, game),
          eq(transferOffers.role, 'player'),
          ne(transferOffers.id, exceptId),
        ),
      )
      .returning();
  },

  /**
   * Sent: offers of the teams the reader leads, and his offers of himself. Received: offers to him, and people's
   * offers to the teams he leads. Newest first, keyset on (createdAt, id).
   */
  async list(db: DbOrTx, viewerId: string, f: OfferListFilter, limit: number, after?: Keyset): Promise<OfferFullRow[]> {
    const teamSide = f.box === 'sent' ? 'team_to_person' : 'person_to_team';
    const personSide = f.box === 'sent' ? 'person_to_team' : 'team_to_person';
    const conditions: (SQL | undefined)[] = [
      or(
        and(eq(transferOffers.direction, teamSide), sql`${transferOffers.teamId} in ${ledTeamIds(viewerId)}`),
        and(eq(transferOffers.direction, personSide), eq(transferOffers.playerId, viewerId)),
      ),
      f.status ? eq(transferOffers.status, f.status) : undefined,
      f.teamId ? eq(transferOffers.teamId, f.teamId) : undefined,
      after
        ? sql`(${transferOffers.createdAt}, ${transferOffers.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return fullSelect(db, viewerId)
      .where(and(...conditions))
      .orderBy(desc(transferOffers.createdAt), desc(transferOffers.id))
      .limit(limit);
  },

  /** Whether `personId` is on any team `leaderId` owns or manages (his own people, whom he does not send offers). */
  async onTeamLedBy(db: DbOrTx, leaderId: string, personId: string): Promise<boolean> {
    const [row] = await db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, personId), sql`${teamMembers.teamId} in ${ledTeamIds(leaderId)}`))
      .limit(1);
    return row !== undefined;
  },

  /** Teams where the person plays (role player) that have `game`: the ones an accepted offer for it takes him from. */
  async playerTeamsForGame(db: DbOrTx, userId: string, game: string): Promise<string[]> {
    const rows = await db
      .select({ id: teams.id })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'player'), arrayContains(teams.games, [game])))
      .orderBy(teams.id);
    return rows.map((r) => r.id);
  },

  async teamsByIds(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db.select({ id: teams.id, name: teams.name, slug: teams.slug }).from(teams).where(inArray(teams.id, ids));
  },
};
