import { and, arrayOverlaps, asc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { UserType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { teamMembers, teams, userBlocks, users, usersSearchText } from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';

/** People a team could invite: the filters are SQL so that a page of results is a page of candidates. */
export const candidatesRepository = {
  /**
   * Onboarded, active (not suspended) accounts of `types` (never admins: the caller passes only the types the role
   * allows), not on the team's roster, not blocked either way with the inviter, matching `q` by handle or name;
   * with `playerGames`, not a player of another team sharing one of them (the one-team-per-game rule).
   */
  async forInvitation(
    db: DbOrTx,
    p: {
      teamId: string;
      inviterId: string;
      types: UserType[];
      playerGames?: string[] | undefined;
      q: string | undefined;
      limit: number;
    },
  ) {
    if (p.types.length === 0) return [];
    const escaped = p.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
    return db
      .select(publicUserColumns)
      .from(users)
      .where(
        and(
          inArray(users.userType, p.types),
          ne(users.userType, 'admin'),
          eq(users.onboardingCompleted, true),
          isNull(users.suspendedAt),
          ne(users.id, p.inviterId),
          // With or without Turkish letters, as every people search (users_search_trgm_idx's folded text).
          escaped !== undefined ? sql`${usersSearchText(users)} like '%' || tr_fold(${escaped}) || '%'` : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(teamMembers)
              .where(and(eq(teamMembers.teamId, p.teamId), eq(teamMembers.userId, users.id))),
          ),
          p.playerGames?.length
            ? notExists(
                db
                  .select({ one: sql`1` })
                  .from(teamMembers)
                  .innerJoin(teams, eq(teams.id, teamMembers.teamId))
                  .where(
                    and(
                      eq(teamMembers.userId, users.id),
                      eq(teamMembers.role, 'player'),
                      ne(teamMembers.teamId, p.teamId),
                      arrayOverlaps(teams.games, p.playerGames),
                    ),
                  ),
              )
            : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(userBlocks)
              .where(
                or(
                  and(eq(userBlocks.blockerId, p.inviterId), eq(userBlocks.blockedId, users.id)),
                  and(eq(userBlocks.blockedId, p.inviterId), eq(userBlocks.blockerId, users.id)),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(sql`lower(${users.nickname})`))
      .limit(p.limit);
  },
};
