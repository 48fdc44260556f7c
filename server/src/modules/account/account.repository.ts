import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  careerEntries,
  challengeParticipations,
  challenges,
  comments,
  connections,
  follows,
  leagueTeams,
  leagues,
  notifications,
  posts,
  profileColumns,
  profiles,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  transferOffers,
  matchCheckIns,
  matchTimeProposals,
  notificationEmailLanguages,
  userAchievements,
  users,
} from '../../db/schema/index';

export const accountRepository = {
  async ownedTeams(db: DbOrTx, userId: string): Promise<{ id: string; name: string }[]> {
    return db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.ownerId, userId));
  },

  /** The longest-standing admin other than `exceptId`: the platform keeps the events a deleted person organized. */
  async platformAdmin(db: DbOrTx, exceptId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'admin'), sql`${users.id} <> ${exceptId}::uuid`))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return row?.id;
  },

  /**
   * The ids of every admin account, locked until the transaction ends: two admins deleting themselves at once
   * cannot both see the other one still there (the second re-reads after the first committed).
   */
  async lockAdmins(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).for('update');
    return rows.map((r) => r.id);
  },

  /** Tournaments and leagues others take part in move to `toId`; the person's empty ones go with his account. */
  async handOverEvents(db: DbOrTx, userId: string, toId: string): Promise<void> {
    await db
      .update(tournaments)
      .set({ organizerId: toId })
      .where(
        and(
          eq(tournaments.organizerId, userId),
          sql`exists (select 1 from ${tournamentParticipants} p where p.tournament_id = ${tournaments.id})`,
        ),
      );
    await db
      .update(leagues)
      .set({ organizerId: toId })
      .where(
        and(
          eq(leagues.organizerId, userId),
          sql`exists (select 1 from ${leagueTeams} l where l.league_id = ${leagues.id})`,
        ),
      );
  },

  /** Everything stored about the person, table by table, for his data export (KVKK/GDPR). */
  async exportOf(db: DbOrTx, userId: string) {
    const nick = (id: unknown) => sql<string>`(select u.nickname from ${users} u where u.id = ${id})`;
    const [account] = await db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        avatarUrl: users.avatarUrl,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    const [
      profile,
      career,
      myPosts,
      myComments,
      myConnections,
      following,
      followers,
      myTeams,
      offers,
      myNotifications,
      challenges,
      achievements,
      timeProposals,
      checkIns,
      language,
    ] = await Promise.all([
      db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId)),
      db.select().from(careerEntries).where(eq(careerEntries.userId, userId)),
      db
        .select({
          id: posts.id,
          type: posts.type,
          body: posts.body,
          tags: posts.tags,
          sharedPostId: posts.sharedPostId,
          createdAt: posts.createdAt,
        })
        .from(posts)
        .where(eq(posts.authorId, userId))
        .orderBy(desc(posts.createdAt)),
      db
        .select({ id: comments.id, postId: comments.postId, body: comments.body, createdAt: comments.createdAt })
        .from(comments)
        .where(eq(comments.authorId, userId))
        .orderBy(desc(comments.createdAt)),
      db
        .select({
          requester: nick(connections.requesterId),
          addressee: nick(connections.addresseeId),
          status: connections.status,
          createdAt: connections.createdAt,
          acceptedAt: connections.acceptedAt,
        })
        .from(connections)
        .where(or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId))),
      db
        .select({ nickname: nick(follows.followeeId), since: follows.createdAt })
        .from(follows)
        .where(eq(follows.followerId, userId)),
      db
        .select({ nickname: nick(follows.followerId), since: follows.createdAt })
        .from(follows)
        .where(eq(follows.followeeId, userId)),
      db
        .select({
          team: teams.name,
          slug: teams.slug,
          role: teamMembers.role,
          isCaptain: teamMembers.isCaptain,
          joinedAt: teamMembers.joinedAt,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId)),
      db
        .select({
          id: transferOffers.id,
          team: sql<string>`(select t.name from ${teams} t where t.id = ${transferOffers.teamId})`,
          direction: transferOffers.direction,
          role: transferOffers.role,
          game: transferOffers.game,
          position: transferOffers.position,
          salary: transferOffers.salary,
          status: transferOffers.status,
          message: transferOffers.message,
          createdAt: transferOffers.createdAt,
        })
        .from(transferOffers)
        .where(
          or(
            eq(transferOffers.playerId, userId),
            eq(transferOffers.fromUserId, userId),
            eq(transferOffers.toUserId, userId),
          ),
        ),
      db
        .select({
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          read: notifications.read,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.recipientId, userId))
        .orderBy(desc(notifications.createdAt)),
      db
        .select({
          challengeId: challengeParticipations.challengeId,
          progress: challengeParticipations.progress,
          status: challengeParticipations.status,
          joinedAt: challengeParticipations.joinedAt,
          completedAt: challengeParticipations.completedAt,
        })
        .from(challengeParticipations)
        .where(eq(challengeParticipations.userId, userId)),
      db
        .select({ key: userAchievements.key, earnedAt: userAchievements.earnedAt })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId)),
      db
        .select({
          matchId: matchTimeProposals.matchId,
          side: matchTimeProposals.side,
          time: matchTimeProposals.time,
          status: matchTimeProposals.status,
          createdAt: matchTimeProposals.createdAt,
        })
        .from(matchTimeProposals)
        .where(eq(matchTimeProposals.proposedById, userId))
        .orderBy(desc(matchTimeProposals.createdAt)),
      db
        .select({
          matchId: matchCheckIns.matchId,
          side: matchCheckIns.side,
          scheduledFor: matchCheckIns.scheduledFor,
          checkedInAt: matchCheckIns.checkedInAt,
        })
        .from(matchCheckIns)
        .where(eq(matchCheckIns.userId, userId))
        .orderBy(desc(matchCheckIns.checkedInAt)),
      db
        .select({ lang: notificationEmailLanguages.lang })
        .from(notificationEmailLanguages)
        .where(eq(notificationEmailLanguages.userId, userId)),
    ]);
    return {
      account,
      profile: profile[0] ?? null,
      career,
      posts: myPosts,
      comments: myComments,
      connections: myConnections,
      following,
      followers,
      teams: myTeams,
      transferOffers: offers,
      notifications: myNotifications,
      challenges,
      achievements,
      matchTimeProposals: timeProposals,
      matchCheckIns: checkIns,
      language: language[0]?.lang ?? null,
    };
  },

  /** The account and, through the foreign keys, everything personal (posts, comments, profile, sessions, …). */
  /**
   * Frees the seats of the person's own registrations before they go with his account: the tournaments' and
   * challenges' counts follow their live rows (a deleted entrant no longer fills a tournament). Returns the
   * tournaments whose cached answers must drop.
   */
  async releaseSeats(db: DbOrTx, userId: string): Promise<string[]> {
    const freed = await db
      .update(tournaments)
      .set({
        participantsCount: sql`greatest(${tournaments.participantsCount} - 1, 0)`,
        checkedInCount: sql`greatest(${tournaments.checkedInCount} - (case when ${tournamentParticipants.checkedInAt} is null then 0 else 1 end), 0)`,
      })
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, tournaments.id), eq(tournamentParticipants.userId, userId)))
      .returning({ id: tournaments.id });
    await db
      .update(challenges)
      .set({
        participantsCount: sql`greatest(${challenges.participantsCount} - 1, 0)`,
        completedCount: sql`greatest(${challenges.completedCount} - (case when ${challengeParticipations.status} = 'completed' then 1 else 0 end), 0)`,
      })
      .from(challengeParticipations)
      .where(and(eq(challengeParticipations.challengeId, challenges.id), eq(challengeParticipations.userId, userId)));
    return freed.map((r) => r.id);
  },

  async delete(db: DbOrTx, userId: string): Promise<boolean> {
    return (await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })).length === 1;
  },
};
