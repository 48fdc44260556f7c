import { sql, type SQL } from 'drizzle-orm';
import type { ChallengeMetric } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  comments,
  connections,
  follows,
  matches,
  postLikes,
  posts,
  profiles,
  teamMembers,
  tournamentParticipants,
  tournaments,
} from '../../db/schema/index';
import { rowsOf } from '../tournaments/tournaments.repository';

export type Subject = { kind: 'user' | 'team'; id: string };
/** The actions that count: at or after `from` (the later of joining and the challenge's start), before `to`. */
export type Window = { from: Date; to: Date | null };

const inWindow = (column: SQL | unknown, w: Window) =>
  w.to
    ? sql`${column} >= ${w.from.toISOString()}::timestamptz and ${column} < ${w.to.toISOString()}::timestamptz`
    : sql`${column} >= ${w.from.toISOString()}::timestamptz`;

const myTeams = (userId: string) => sql`(select m.team_id from ${teamMembers} m where m.user_id = ${userId}::uuid)`;
const played = sql`${matches.status} = 'completed' and not ${matches.aBye} and not ${matches.bBye}`;

/** A user's (solo or through his teams) or a team's final matches. */
function matchesOf(s: Subject, wonOnly: boolean): SQL {
  const side = (a: SQL, b: SQL) =>
    wonOnly ? sql`((${a} and ${matches.winner} = 'a') or (${b} and ${matches.winner} = 'b'))` : sql`(${a} or ${b})`;
  if (s.kind === 'team') return side(sql`${matches.teamAId} = ${s.id}::uuid`, sql`${matches.teamBId} = ${s.id}::uuid`);
  return side(
    sql`(${matches.userAId} = ${s.id}::uuid or ${matches.teamAId} in ${myTeams(s.id)})`,
    sql`(${matches.userBId} = ${s.id}::uuid or ${matches.teamBId} in ${myTeams(s.id)})`,
  );
}

/**
 * One count query per metric; each reads an index on its owner and time (see the tables' indexes). Each counts
 * what its name means and no more, from the rows there are now (what was deleted or hidden no longer counts):
 * - posts_shared: the person's posts; a share counts only for someone else's post, and once per post shared
 *   (sharing one's own post, or the same post again, is not a new post);
 * - comments_made and likes_given: on other people's posts (on one's own they would be free to repeat).
 */
const counters: Record<ChallengeMetric, (s: Subject, w: Window) => SQL> = {
  posts_shared: (s, w) =>
    sql`select count(distinct coalesce(p.shared_post_id, p.id))::int as n from ${posts} p
      left join ${posts} o on o.id = p.shared_post_id
      where p.author_id = ${s.id}::uuid and p.hidden_at is null and ${inWindow(sql`p.created_at`, w)}
        and (p.shared_post_id is null or o.author_id <> ${s.id}::uuid)`,
  comments_made: (s, w) =>
    sql`select count(*)::int as n from ${comments} c join ${posts} p on p.id = c.post_id
      where c.author_id = ${s.id}::uuid and c.hidden_at is null and p.author_id <> ${s.id}::uuid and ${inWindow(sql`c.created_at`, w)}`,
  likes_given: (s, w) =>
    sql`select count(*)::int as n from ${postLikes} l join ${posts} p on p.id = l.post_id
      where l.user_id = ${s.id}::uuid and p.author_id <> ${s.id}::uuid and ${inWindow(sql`l.created_at`, w)}`,
  connections_made: (s, w) =>
    sql`select count(*)::int as n from ${connections} where ${connections.status} = 'accepted'
      and (${connections.requesterId} = ${s.id}::uuid or ${connections.addresseeId} = ${s.id}::uuid) and ${inWindow(connections.acceptedAt, w)}`,
  followers_gained: (s, w) =>
    sql`select count(*)::int as n from ${follows} where ${follows.followeeId} = ${s.id}::uuid and ${inWindow(follows.createdAt, w)}`,
  matches_played: (s, w) =>
    sql`select count(*)::int as n from ${matches} where ${played} and ${matchesOf(s, false)} and ${inWindow(matches.completedAt, w)}`,
  matches_won: (s, w) =>
    sql`select count(*)::int as n from ${matches} where ${played} and ${matchesOf(s, true)} and ${inWindow(matches.completedAt, w)}`,
  tournaments_entered: (s, w) =>
    s.kind === 'team'
      ? sql`select count(*)::int as n from ${tournamentParticipants} where ${tournamentParticipants.teamId} = ${s.id}::uuid and ${inWindow(tournamentParticipants.createdAt, w)}`
      : sql`select count(*)::int as n from ${tournamentParticipants} where (${tournamentParticipants.userId} = ${s.id}::uuid
          or ${tournamentParticipants.teamId} in ${myTeams(s.id)}) and ${inWindow(tournamentParticipants.createdAt, w)}`,
  tournaments_hosted: (s, w) =>
    sql`select count(*)::int as n from ${tournaments} where ${tournaments.organizerId} = ${s.id}::uuid and ${tournaments.status} <> 'draft' and ${inWindow(tournaments.createdAt, w)}`,
  // A state, not actions counted: the teams he coaches now. "Become a team's coach" is met by a coach who already
  // is one when he joins (counting only coaching begun after joining left such coaches at 0/1 for ever).
  teams_coached: (s) =>
    sql`select count(*)::int as n from ${teamMembers} where ${teamMembers.userId} = ${s.id}::uuid and ${teamMembers.role} = 'coach'`,
  // A level reached, not actions counted: the profile's completeness now.
  profile_completeness: (s) =>
    sql`select coalesce(max(${profiles.completeness}), 0)::int as n from ${profiles} where ${profiles.userId} = ${s.id}::uuid`,
  members_joined: (s, w) =>
    sql`select count(*)::int as n from ${teamMembers} where ${teamMembers.teamId} = ${s.id}::uuid and ${teamMembers.role} <> 'owner' and ${inWindow(teamMembers.joinedAt, w)}`,
};

export async function countMetric(
  db: DbOrTx,
  metric: ChallengeMetric,
  subject: Subject,
  window: Window,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(counters[metric](subject, window)));
  return Number(row?.n ?? 0);
}
