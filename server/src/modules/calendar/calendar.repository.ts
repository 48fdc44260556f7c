import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  calendarFeeds,
  leagueTeams,
  leagues,
  roundWindows,
  matches,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
} from '../../db/schema/index';
import type { Lang } from '../../lib/language';

const teamA = alias(teams, 'team_a');
const teamB = alias(teams, 'team_b');
const userA = alias(users, 'user_a');
const userB = alias(users, 'user_b');
const sameGroup = alias(matches, 'same_group');

/**
 * The rounds of a tournament match's group so far (matches_tournament_idx), which with its round names it as the
 * bracket does ("Quarter-finals" is the third round from the end); see MatchPosition.rounds.
 */
const roundsOfGroup = sql<number | null>`(select max(${sameGroup.roundNumber}) from ${matches} as same_group
  where ${sameGroup.tournamentId} = ${matches.tournamentId} and ${sameGroup.stageNumber} = ${matches.stageNumber}
    and ${sameGroup.groupNumber} = ${matches.groupNumber})`.mapWith(Number);

/** The teams someone is on, as a player or staff (owner, manager, coach): their matches are his too. */
const teamsOf = (userId: string) => sql`(select tm.team_id from ${teamMembers} tm where tm.user_id = ${userId}::uuid)`;

/** The tournaments and leagues someone organizes: all of their dates are his business too. */
const hostedTournaments = (userId: string) =>
  sql`(select ht.id from ${tournaments} ht where ht.organizer_id = ${userId}::uuid)`;
const hostedLeagues = (userId: string) =>
  sql`(select hl.id from ${leagues} hl where hl.organizer_id = ${userId}::uuid)`;

/** More than anyone plays in the feed's window; a bound so that one feed is never a heavy read. */
const MAX_ROWS = 500;

export const calendarRepository = {
  async find(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },

  /** The feed of a token's hash, unless its owner is suspended (his feed then answers like an unknown one). */
  async findByHash(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .select({ userId: calendarFeeds.userId, lang: calendarFeeds.lang })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.suspendedAt)));
    return row;
  },

  /** One feed per person: a new token replaces the old one in the same row, so the old URL stops working at once. */
  async save(
    db: DbOrTx,
    row: { userId: string; tokenHash: string; tokenSealed: string; lang: Lang; createdAt: Date },
  ): Promise<void> {
    const { tokenHash, tokenSealed, lang, createdAt } = row;
    await db
      .insert(calendarFeeds)
      .values(row)
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, tokenSealed, lang, createdAt } });
  },

  async remove(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  },

  async setLang(db: DbOrTx, userId: string, lang: Lang): Promise<void> {
    await db
      .update(calendarFeeds)
      .set({ lang })
      .where(and(eq(calendarFeeds.userId, userId), ne(calendarFeeds.lang, lang)));
  },

  /**
   * Someone's scheduled matches from `since` on (team matches of his teams, solo matches he plays, every match of the
   * events he organizes), BYEs left out, with what their titles need: the event's and the sides' names.
   */
  async matchesOf(db: DbOrTx, userId: string, since: Date) {
    const mine = teamsOf(userId);
    return db
      .select({
        id: matches.id,
        status: matches.status,
        scheduledAt: matches.scheduledAt,
        roundNumber: matches.roundNumber,
        groupKind: matches.groupKind,
        rounds: roundsOfGroup,
        bestOf: matches.bestOf,
        scoreA: matches.scoreA,
        scoreB: matches.scoreB,
        createdAt: matches.createdAt,
        updatedAt: matches.updatedAt,
        tournamentId: matches.tournamentId,
        tournamentName: tournaments.name,
        leagueId: matches.leagueId,
        leagueName: leagues.name,
        teamAName: teamA.name,
        teamBName: teamB.name,
        userANickname: userA.nickname,
        userBNickname: userB.nickname,
      })
      .from(matches)
      .leftJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .leftJoin(leagues, eq(leagues.id, matches.leagueId))
      .leftJoin(teamA, eq(teamA.id, matches.teamAId))
      .leftJoin(teamB, eq(teamB.id, matches.teamBId))
      .leftJoin(userA, eq(userA.id, matches.userAId))
      .leftJoin(userB, eq(userB.id, matches.userBId))
      .where(
        and(
          or(
            eq(matches.userAId, userId),
            eq(matches.userBId, userId),
            sql`${matches.teamAId} in ${mine}`,
            sql`${matches.teamBId} in ${mine}`,
            sql`${matches.tournamentId} in ${hostedTournaments(userId)}`,
            sql`${matches.leagueId} in ${hostedLeagues(userId)}`,
          ),
          isNotNull(matches.scheduledAt),
          gte(matches.scheduledAt, since),
          eq(matches.aBye, false),
          eq(matches.bBye, false),
        ),
      )
      .orderBy(matches.scheduledAt, matches.id)
      .limit(MAX_ROWS);
  },

  /**
   * The tournaments someone entered (solo) or one of his teams entered, still registered, or that he organizes,
   * starting from `since` on (drafts are nobody's yet).
   */
  async tournamentsOf(db: DbOrTx, userId: string, since: Date) {
    const entered = sql`(select tp.tournament_id from ${tournamentParticipants} tp where tp.withdrawal is null
      and (tp.user_id = ${userId}::uuid or tp.team_id in ${teamsOf(userId)}))`;
    return db
      .select({
        id: tournaments.id,
        name: tournaments.name,
        status: tournaments.status,
        registrationDeadline: tournaments.registrationDeadline,
        startsAt: tournaments.startsAt,
        checkInOpensAt: tournaments.checkInOpensAt,
        checkInClosesAt: tournaments.checkInClosesAt,
        createdAt: tournaments.createdAt,
        updatedAt: tournaments.updatedAt,
      })
      .from(tournaments)
      .where(
        and(
          or(sql`${tournaments.id} in ${entered}`, eq(tournaments.organizerId, userId)),
          sql`${tournaments.status} <> 'draft'`,
          gte(tournaments.startsAt, since),
        ),
      )
      .orderBy(tournaments.startsAt, tournaments.id)
      .limit(MAX_ROWS);
  },

  /**
   * The leagues one of someone's teams plays in (accepted, not only invited) or that he organizes, starting from
   * `since` on.
   */
  async leaguesOf(db: DbOrTx, userId: string, since: Date) {
    const playing = sql`(select lt.league_id from ${leagueTeams} lt where lt.status = 'accepted'
      and lt.team_id in ${teamsOf(userId)})`;
    return db
      .select({
        id: leagues.id,
        name: leagues.name,
        startsAt: leagues.startsAt,
        createdAt: leagues.createdAt,
        updatedAt: leagues.updatedAt,
      })
      .from(leagues)
      .where(and(or(sql`${leagues.id} in ${playing}`, eq(leagues.organizerId, userId)), gte(leagues.startsAt, since)))
      .orderBy(leagues.startsAt, leagues.id)
      .limit(MAX_ROWS);
  },

  /**
   * The organizers' "play by" deadlines (from `since` on) of the rounds of someone's tournaments (entered by him or
   * one of his teams, not withdrawn) and of his teams' leagues, and of every event he organizes, with the event's name.
   */
  async playByOf(db: DbOrTx, userId: string, since: Date) {
    const mine = teamsOf(userId);
    return db
      .select({
        id: roundWindows.id,
        tournamentId: roundWindows.tournamentId,
        leagueId: roundWindows.leagueId,
        eventName: sql<string>`coalesce(${tournaments.name}, ${leagues.name})`,
        cancelled: sql<boolean>`coalesce(${tournaments.status} = 'cancelled', false)`,
        roundNumber: roundWindows.roundNumber,
        playBy: roundWindows.playBy,
        updatedAt: roundWindows.updatedAt,
      })
      .from(roundWindows)
      .leftJoin(tournaments, eq(tournaments.id, roundWindows.tournamentId))
      .leftJoin(leagues, eq(leagues.id, roundWindows.leagueId))
      .where(
        and(
          gte(roundWindows.playBy, since),
          sql`coalesce(${tournaments.status} <> 'draft', true)`,
          or(
            sql`${roundWindows.tournamentId} in (select tp.tournament_id from ${tournamentParticipants} tp
              where tp.withdrawal is null and (tp.user_id = ${userId}::uuid or tp.team_id in ${mine}))`,
            sql`${roundWindows.leagueId} in (select lt.league_id from ${leagueTeams} lt
              where lt.status = 'accepted' and lt.team_id in ${mine})`,
            eq(tournaments.organizerId, userId),
            eq(leagues.organizerId, userId),
          ),
        ),
      )
      .orderBy(roundWindows.playBy, roundWindows.id)
      .limit(MAX_ROWS);
  },
};
