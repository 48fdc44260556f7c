import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  leagueTeams,
  matches,
  posts,
  profiles,
  reports,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { containing } from '../../lib/like';
import { rowsOf } from '../tournaments/tournaments.repository';
import { publicUserColumns } from '../users/users.repository';

const before = (createdAt: SQL | unknown, id: SQL | unknown, k: Keyset | undefined) =>
  k ? sql`(${createdAt}, ${id}) < (${k.createdAt.toISOString()}::timestamptz, ${k.id}::uuid)` : undefined;

export type DayCounts = { date: string; signups: number; posts: number; matches: number };

/** What the admin area reads: counts, people and teams with every column it shows. */
export const areaRepository = {
  async counts(db: DbOrTx) {
    const [byType, [row]] = await Promise.all([
      db
        .select({ type: users.userType, n: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.userType),
      db
        .select({
          teams: sql<number>`(select count(*)::int from ${teams})`,
          posts: sql<number>`(select count(*)::int from ${posts})`,
          tournaments: sql<number>`(select count(*)::int from ${tournaments} where ${tournaments.status} <> 'draft')`,
          openReports: sql<number>`(select count(*)::int from ${reports} where ${reports.status} = 'open')`,
        })
        .from(sql`(select 1) as one`),
    ]);
    return { byType, ...row! };
  },

  /** The last `days` UTC days, oldest first, every day present (zero when nothing happened). */
  async days(db: DbOrTx, days: number): Promise<DayCounts[]> {
    const res = await db.execute(sql`
      with d as (select generate_series((now() at time zone 'utc')::date - ${days - 1}::int, (now() at time zone 'utc')::date, interval '1 day')::date as day),
      s as (select (${users.createdAt} at time zone 'utc')::date as day, count(*)::int as n from ${users} where ${users.createdAt} >= now() - ${days}::int * interval '1 day' group by 1),
      p as (select (${posts.createdAt} at time zone 'utc')::date as day, count(*)::int as n from ${posts} where ${posts.createdAt} >= now() - ${days}::int * interval '1 day' group by 1),
      m as (select (${matches.completedAt} at time zone 'utc')::date as day, count(*)::int as n from ${matches}
            where ${matches.completedAt} >= now() - ${days}::int * interval '1 day' and not ${matches.aBye} and not ${matches.bBye} group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.n, 0) as signups, coalesce(p.n, 0) as posts, coalesce(m.n, 0) as matches
      from d left join s on s.day = d.day left join p on p.day = d.day left join m on m.day = d.day order by d.day`);
    return rowsOf<DayCounts>(res).map((r) => ({
      date: r.date,
      signups: Number(r.signups),
      posts: Number(r.posts),
      matches: Number(r.matches),
    }));
  },

  /** People, newest first, by a part of their nickname, names or e-mail, their type and suspension. */
  async users(
    db: DbOrTx,
    f: { q?: string; type?: UserType; suspended?: boolean; id?: string },
    limit: number,
    after?: Keyset,
  ) {
    const like = f.q ? containing(f.q) : undefined;
    return db
      .select({
        ...publicUserColumns,
        email: users.email,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspendedReason: users.suspendedReason,
        verified: profiles.verified,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          like
            ? or(
                ilike(users.nickname, like),
                ilike(users.email, like),
                ilike(users.firstName, like),
                ilike(users.lastName, like),
              )
            : undefined,
          f.type ? eq(users.userType, f.type) : undefined,
          f.id ? eq(users.id, f.id) : undefined,
          f.suspended === undefined
            ? undefined
            : f.suspended
              ? isNotNull(users.suspendedAt)
              : isNull(users.suspendedAt),
          before(users.createdAt, users.id, after),
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  },

  async setSuspension(db: DbOrTx, userId: string, suspension: { at: Date; reason: string } | null): Promise<void> {
    await db
      .update(users)
      .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null })
      .where(eq(users.id, userId));
  },

  /** Teams with spec §3's columns, counted in the same query; sorted newest first, by name or by members. */
  async teams(
    db: DbOrTx,
    f: { q?: string; verified?: boolean; id?: string },
    sort: 'created' | 'name' | 'members',
    limit: number,
    offset: number,
  ) {
    const members = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`;
    const order =
      sort === 'name'
        ? [sql`lower(${teams.name})`, teams.id]
        : sort === 'members'
          ? [desc(members), teams.id]
          : [desc(teams.createdAt), desc(teams.id)];
    return db
      .select({
        t: teams,
        owner: publicUserColumns,
        members,
        tournaments: sql<number>`(select count(*)::int from ${tournamentParticipants} p where p.team_id = ${teams.id})`,
        leagues: sql<number>`(select count(*)::int from ${leagueTeams} l where l.team_id = ${teams.id} and l.status = 'accepted')`,
        matches: sql<number>`(select count(*)::int from ${matches} x where x.status = 'completed' and not x.a_bye and not x.b_bye and (x.team_a_id = ${teams.id} or x.team_b_id = ${teams.id}))`,
        wins: sql<number>`(select count(*)::int from ${matches} x where x.status = 'completed' and ((x.team_a_id = ${teams.id} and x.winner = 'a') or (x.team_b_id = ${teams.id} and x.winner = 'b')))`,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(
        and(
          f.q ? ilike(teams.name, containing(f.q)) : undefined,
          f.verified === undefined ? undefined : eq(teams.verified, f.verified),
          f.id ? eq(teams.id, f.id) : undefined,
        ),
      )
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  },
};
