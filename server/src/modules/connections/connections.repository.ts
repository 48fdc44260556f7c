import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConnectionStatus } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { listedPerson, publicUserColumns } from '../users/users.repository';
import { connections, profiles, teamMembers, users, usersSearchText } from '../../db/schema/index';
import type { RankKey, TimeKey } from './network-cursor';

export type ConnectionRow = typeof connections.$inferSelect;
export type ListFilter = 'connected' | 'incoming' | 'outgoing';

/** How many "plays the same game" candidates a suggestion page considers (the most recently active ones). */
const GAME_CANDIDATES = 500;

const publicUser = publicUserColumns;

/** A timestamp as ISO text to the microsecond, for cursors that must not round (see network-cursor.ts). */
const isoMicros = (column: SQL | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The pair condition in the same form as the unique index connections_pair_uq, so lookups use it. */
const pair = (alias: string, a: SQL | string, b: SQL | string) =>
  sql`least(${sql.raw(alias)}.requester_id, ${sql.raw(alias)}.addressee_id) = least(${a}::uuid, ${b}::uuid) and greatest(${sql.raw(alias)}.requester_id, ${sql.raw(alias)}.addressee_id) = greatest(${a}::uuid, ${b}::uuid)`;

/** The reader's standing with the person in the current `users` row. */
const statusFor = (me: string) => sql<ConnectionStatus>`coalesce((
  select case when c.status = 'accepted' then 'connected' when c.requester_id = ${me}::uuid then 'pending_outgoing' else 'pending_incoming' end
  from ${connections} c where ${pair('c', me, sql`${users.id}`)}), 'none')`;

/** Ids of the reader's accepted connections. */
const myConnections = (
  me: string,
) => sql`select case when mc.requester_id = ${me}::uuid then mc.addressee_id else mc.requester_id end
  from ${connections} mc where (mc.requester_id = ${me}::uuid or mc.addressee_id = ${me}::uuid) and mc.status = 'accepted'`;

const timeAfter = (column: SQL | typeof users.createdAt, after: TimeKey | undefined) =>
  after ? sql`(${column}, ${users.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;

export const connectionsRepository = {
  async findPair(db: DbOrTx, a: string, b: string): Promise<ConnectionRow | undefined> {
    const [row] = await db
      .select()
      .from(connections)
      .where(pair('"connections"', a, b))
      .limit(1);
    return row;
  },

  /** Throws a unique violation when the pair already has a row (whichever side asked). */
  async insertPending(db: DbOrTx, requesterId: string, addresseeId: string): Promise<void> {
    await db.insert(connections).values({ requesterId, addresseeId });
  },

  async acceptPending(db: DbOrTx, requesterId: string, addresseeId: string): Promise<boolean> {
    const rows = await db
      .update(connections)
      .set({ status: 'accepted', acceptedAt: sql`now()` })
      .where(
        and(
          eq(connections.requesterId, requesterId),
          eq(connections.addresseeId, addresseeId),
          eq(connections.status, 'pending'),
        ),
      )
      .returning({ r: connections.requesterId });
    return rows.length > 0;
  },

  async deletePending(db: DbOrTx, requesterId: string, addresseeId: string): Promise<boolean> {
    const rows = await db
      .delete(connections)
      .where(
        and(
          eq(connections.requesterId, requesterId),
          eq(connections.addresseeId, addresseeId),
          eq(connections.status, 'pending'),
        ),
      )
      .returning({ r: connections.requesterId });
    return rows.length > 0;
  },

  async deletePair(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.delete(connections).where(pair('"connections"', a, b));
  },

  /** My connections or my pending requests either way, newest first (by acceptance for connections). */
  async listMine(db: DbOrTx, me: string, filter: ListFilter, limit: number, after?: TimeKey) {
    const mine =
      filter === 'connected'
        ? and(or(eq(connections.requesterId, me), eq(connections.addresseeId, me)), eq(connections.status, 'accepted'))
        : and(
            eq(filter === 'incoming' ? connections.addresseeId : connections.requesterId, me),
            eq(connections.status, 'pending'),
          );
    const other =
      filter === 'connected'
        ? sql`case when ${connections.requesterId} = ${me}::uuid then ${connections.addresseeId} else ${connections.requesterId} end`
        : filter === 'incoming'
          ? sql`${connections.requesterId}`
          : sql`${connections.addresseeId}`;
    // A connection written as accepted without acceptedAt (e.g. by a seed) still sorts and pages.
    const since =
      filter === 'connected'
        ? sql`coalesce(${connections.acceptedAt}, ${connections.createdAt})`
        : sql`${connections.createdAt}`;
    return db
      .select({ ...publicUser, at: isoMicros(since) })
      .from(connections)
      .innerJoin(users, sql`${users.id} = ${other}`)
      .where(and(mine, timeAfter(since, after)))
      .orderBy(desc(since), desc(users.id))
      .limit(limit);
  },

  /**
   * Everyone listed (listedPerson) but me, newest members first, optionally matching a name with or without
   * Turkish letters (the folded text of users_search_trgm_idx); each with my standing.
   */
  async discover(db: DbOrTx, me: string, q: string | undefined, limit: number, after?: TimeKey) {
    const escaped = q?.replace(/[\\%_]/g, (c) => `\\${c}`);
    const matches =
      escaped !== undefined ? sql`${usersSearchText(users)} like '%' || tr_fold(${escaped}) || '%'` : undefined;
    return db
      .select({ ...publicUser, status: statusFor(me), at: isoMicros(users.createdAt) })
      .from(users)
      .where(and(ne(users.id, me), listedPerson, matches, timeAfter(users.createdAt, after)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  },

  /**
   * People I may know, in one query. Candidates: friends of friends, team mates, and up to GAME_CANDIDATES of the
   * most recently active people sharing a game. Excluded: me and anyone I have a connection or a pending request
   * with. Ranked by mutual connections, then shared games, shared teams, shared roles, then newest members.
   */
  suggestions(db: DbOrTx, me: string, limit: number, after?: RankKey) {
    // Everything about me is an uncorrelated array, computed once per query rather than once per candidate.
    const myGameIds = sql`coalesce((select mp.game_ids from ${profiles} mp where mp.user_id = ${me}::uuid), '{}'::text[])`;
    const myGames = sql`coalesce((select mp.games from ${profiles} mp where mp.user_id = ${me}::uuid), '[]'::jsonb)`;
    const myTeams = sql`array(select mt.team_id from ${teamMembers} mt where mt.user_id = ${me}::uuid)`;
    const myFriends = sql`array(${myConnections(me)})`;
    const candidates = sql`array(
      select case when ff.requester_id = m.id then ff.addressee_id else ff.requester_id end
        from unnest(${myFriends}) as m(id) join ${connections} ff on ff.requester_id = m.id or ff.addressee_id = m.id
        where ff.status = 'accepted'
      union
      select tm.user_id from ${teamMembers} tm where tm.team_id = any(${myTeams})
      union
      (select gp.user_id from ${profiles} gp where gp.game_ids && ${myGameIds} order by gp.updated_at desc limit ${GAME_CANDIDATES}))`;

    const scored = db
      .select({
        ...publicUser,
        createdAt: users.createdAt,
        at: isoMicros(users.createdAt).as('at'),
        mutual: sql<number>`(select count(*)::int from unnest(${myFriends}) as m(id)
          where exists (select 1 from ${connections} mm where mm.status = 'accepted' and ${pair('mm', sql`m.id`, sql`${users.id}`)}))`.as(
          'mutual',
        ),
        sharedGames: sql<
          string[]
        >`array(select g from unnest(${profiles.gameIds}) g where g = any(${myGameIds}) order by g)`.as('shared_games'),
        sharedTeams:
          sql<number>`(select count(*)::int from ${teamMembers} st where st.user_id = ${users.id} and st.team_id = any(${myTeams}))`.as(
            'shared_teams',
          ),
        sharedRoles: sql<string[]>`array(
          select distinct lower(r) from jsonb_array_elements(${profiles.games}) pg, jsonb_array_elements_text(pg->'roles') r
          where exists (select 1 from jsonb_array_elements(${myGames}) mg, jsonb_array_elements_text(mg->'roles') mr
                        where mg->>'game' = pg->>'game' and lower(mr) = lower(r))
          order by 1)`.as('shared_roles'),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          // An array, not IN (subquery): the planner fetches the few candidates by primary key instead of hashing
          // all users, and its lower cost estimate keeps PostgreSQL's JIT (1.5 s of compiling at 100k users) off.
          sql`${users.id} = any(${candidates})`,
          ne(users.id, me),
          listedPerson,
          sql`not exists (select 1 from ${connections} x where ${pair('x', me, sql`${users.id}`)})`,
        ),
      )
      .as('scored');

    const rank = [
      scored.mutual,
      sql`cardinality(${scored.sharedGames})`,
      scored.sharedTeams,
      sql`cardinality(${scored.sharedRoles})`,
      scored.createdAt,
      scored.id,
    ];
    const below = after
      ? sql`(${sql.join(rank, sql`, `)}) < (${after.mutual}::int, ${after.games}::int, ${after.teams}::int, ${after.roles}::int, ${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    return db
      .select()
      .from(scored)
      .where(below)
      .orderBy(...rank.map((r) => desc(r)))
      .limit(limit);
  },
};
