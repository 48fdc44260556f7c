import { sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENT_THRESHOLDS, ADVANCED_SKILL, HOST_MIN_PARTICIPANTS, type AchievementKey } from '@esn/contract';
import {
  challengeParticipations,
  connections,
  posts,
  profiles,
  teamMembers,
  tournamentParticipants,
  tournaments,
  transferOffers,
  userActiveDays,
} from '../../db/schema/index';

const N = ACHIEVEMENT_THRESHOLDS;

/** Accepted connections, once for each side. */
const acceptedEnds = sql`(select ${connections.requesterId} as uid, ${connections.acceptedAt} as at from ${connections} where ${connections.status} = 'accepted'
  union all select ${connections.addresseeId}, ${connections.acceptedAt} from ${connections} where ${connections.status} = 'accepted')`;

/**
 * Each achievement as one query: the people (`uid`) who meet its threshold, among `only` when given (the people an
 * action concerns) or everyone (the backfill). The data decides, so an award never depends on an event having been
 * seen: a later action, or the backfill, finds whoever qualifies.
 */
/** A filter on the person column of a query: `col = any(ids)`, or true for everyone. */
export type Only = (column: SQL) => SQL;

export const ACHIEVEMENTS: Record<AchievementKey, (only: Only) => SQL> = {
  profile_complete: (only) =>
    sql`select ${profiles.userId} as uid from ${profiles} where ${profiles.completeness} >= ${N.profile_complete} and ${only(sql`${profiles.userId}`)}`,
  weekly_networker: (only) => sql`select uid from (
      select uid, count(*) over (partition by uid order by at range between interval '7 days' preceding and current row) as n
      from ${acceptedEnds} c where ${only(sql`uid`)}) w
    where n >= ${N.weekly_networker} group by uid`,
  challenger: (only) => sql`select ${challengeParticipations.userId} as uid from ${challengeParticipations}
    where ${challengeParticipations.status} = 'completed' and ${challengeParticipations.userId} is not null and ${only(sql`${challengeParticipations.userId}`)}
    group by 1 having count(*) >= ${N.challenger}`,
  tournament_regular: (only) => sql`select uid from (
      select coalesce(${tournamentParticipants.userId}, ${tournamentParticipants.registeredById}) as uid, ${tournamentParticipants.tournamentId} as t
      from ${tournamentParticipants}) r
    where uid is not null and ${only(sql`uid`)} group by uid having count(distinct t) >= ${N.tournament_regular}`,
  well_connected: (only) =>
    sql`select uid from ${acceptedEnds} c where ${only(sql`uid`)} group by uid having count(*) >= ${N.well_connected}`,
  storyteller: (only) =>
    sql`select ${posts.authorId} as uid from ${posts} where ${only(sql`${posts.authorId}`)} group by 1 having count(*) >= ${N.storyteller}`,
  skilled: (only) => sql`select ${profiles.userId} as uid from ${profiles}
    where ${only(sql`${profiles.userId}`)} and (select count(*) from jsonb_array_elements(${profiles.skills}) s where (s->>'rating')::int >= ${ADVANCED_SKILL}) >= ${N.skilled}`,
  host: (only) => sql`select ${tournaments.organizerId} as uid from ${tournaments}
    where ${tournaments.status} not in ('draft', 'cancelled') and ${only(sql`${tournaments.organizerId}`)}
      and (select count(*) from ${tournamentParticipants} p where p.tournament_id = ${tournaments.id}) >= ${HOST_MIN_PARTICIPANTS}
    group by 1 having count(*) >= ${N.host}`,
  streak: (only) => sql`select uid from (
      select ${userActiveDays.userId} as uid, ${userActiveDays.day} - (row_number() over (partition by ${userActiveDays.userId} order by ${userActiveDays.day}))::int as island
      from ${userActiveDays}) d
    where ${only(sql`uid`)} group by uid, island having count(*) >= ${N.streak}`,
  dealmaker: (only) => sql`select uid from (
      select distinct o.id, x.uid from ${transferOffers} o
      cross join lateral (values (o.from_user_id), (o.player_id), (o.decided_by_id)) as x(uid)
      where o.status = 'accepted') a
    where uid is not null and ${only(sql`uid`)} group by uid having count(*) >= ${N.dealmaker}`,
  founder: (only) =>
    sql`select ${teamMembers.userId} as uid from ${teamMembers} where ${teamMembers.role} = 'owner' and ${only(sql`${teamMembers.userId}`)} group by 1`,
  team_player: (only) =>
    sql`select ${teamMembers.userId} as uid from ${teamMembers} where ${teamMembers.role} <> 'owner' and ${only(sql`${teamMembers.userId}`)} group by 1`,
  first_friend: (only) =>
    sql`select uid from ${acceptedEnds} c where ${only(sql`uid`)} group by uid having count(*) >= ${N.first_friend}`,
};
