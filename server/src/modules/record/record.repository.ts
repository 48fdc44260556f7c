import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  recordHiddenEntries,
  rosterEvents,
  tournamentParticipants,
  users,
  type RosterEventRow,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { rowsOf } from '../tournaments/tournaments.repository';
import { isVoidedResult } from '../ratings/ratings.repository';
import { publicUserColumns } from '../users/users.repository';

export type NewRosterEvent = Omit<typeof rosterEvents.$inferInsert, 'id' | 'seq' | 'createdAt'>;

/**
 * A person's stints: each joining, with the first leave after it on the same team (by `seq`) as its end. Every read
 * below starts from here, so "on the roster at time T" means one thing everywhere.
 */
const stintsOf = (userId: string) => sql`
  select j.id, j.seq, j.team_id, j.team_name, j.team_slug, j.role, j.offer_id, j.created_at as from_at,
         x.kind as end_kind, x.offer_id as end_offer_id, x.seq as end_seq, x.created_at as left_at,
         coalesce(x.created_at, 'infinity'::timestamptz) as to_at
  from roster_events j
  left join lateral (
    select e.kind, e.offer_id, e.seq, e.created_at from roster_events e
    where e.user_id = j.user_id and e.team_id = j.team_id and e.seq > j.seq and e.kind in ('left', 'removed', 'team_deleted')
    order by e.seq limit 1
  ) x on true
  where j.user_id = ${userId} and j.kind = 'joined'`;

const notHidden = (userId: string, entryId: SQL) =>
  sql`not exists (select 1 from record_hidden_entries h where h.user_id = ${userId} and h.entry_id = ${entryId})`;
const isHidden = (userId: string, entryId: SQL) =>
  sql`exists (select 1 from record_hidden_entries h where h.user_id = ${userId} and h.entry_id = ${entryId})`;
const before = (time: SQL, id: SQL, after?: Keyset) =>
  after ? sql`and (${time}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``;

export type StintRow = {
  id: string;
  team_id: string;
  team_name: string;
  team_slug: string;
  team_exists: boolean;
  role: string;
  offer_id: string | null;
  from_at: Date | string;
  left_at: Date | string | null;
  end_kind: string | null;
  end_offer_id: string | null;
  hidden: boolean;
};
export type PlacementRow = {
  participant_id: string;
  final_rank: number;
  tournament_id: string;
  tournament_name: string;
  game: string;
  format: string;
  size: number;
  team_name: string | null;
  finished_at: Date | string;
  hidden: boolean;
};
export type GameStatsRow = { game: string; matches: number; wins: number; hidden: boolean };

export const recordRepository = {
  async insertEvent(db: DbOrTx, row: NewRosterEvent): Promise<void> {
    await db.insert(rosterEvents).values(row);
  },

  /** The role he held last on a team (a leave records it; the roster row is already gone). */
  async lastRole(db: DbOrTx, userId: string, teamId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ role: rosterEvents.role })
      .from(rosterEvents)
      .where(and(eq(rosterEvents.userId, userId), eq(rosterEvents.teamId, teamId)))
      .orderBy(desc(rosterEvents.seq))
      .limit(1);
    return row?.role;
  },

  async findEvent(db: DbOrTx, id: string): Promise<RosterEventRow | undefined> {
    const [row] = await db.select().from(rosterEvents).where(eq(rosterEvents.id, id)).limit(1);
    return row;
  },

  /** Latest first; hidden stints only for their owner (`withHidden`). Last role: the last change within the stint. */
  async stints(db: DbOrTx, userId: string, withHidden: boolean, limit: number, after?: Keyset): Promise<StintRow[]> {
    const res = await db.execute(sql`
      with s as (${stintsOf(userId)})
      select s.id, s.team_id, coalesce(t.name, s.team_name) as team_name, s.team_slug, (t.id is not null) as team_exists,
             coalesce(r.role, s.role) as role, s.offer_id, s.from_at, s.left_at, s.end_kind, s.end_offer_id,
             ${isHidden(userId, sql`s.id::text`)} as hidden
      from s
      left join lateral (
        select e.role from roster_events e
        where e.user_id = ${userId} and e.team_id = s.team_id and e.kind = 'role_changed' and e.seq > s.seq
          and (s.end_seq is null or e.seq < s.end_seq)
        order by e.seq desc limit 1
      ) r on true
      left join teams t on t.id = s.team_id
      where true ${withHidden ? sql`` : sql`and ${notHidden(userId, sql`s.id::text`)}`}
        ${before(sql`s.from_at`, sql`s.id`, after)}
      order by s.from_at desc, s.id desc
      limit ${limit}`);
    return rowsOf<StintRow>(res);
  },

  /**
   * Final places of completed tournaments: his solo registrations, and his teams' while he was on the roster when
   * the event finished (the tournament's last update, which completing it is). Latest first, keyset on that time.
   * `participantId` narrows to one (the hide check); `best` orders by place instead (best first, then the larger
   * field, then the latest), for the CV card.
   */
  async placements(
    db: DbOrTx,
    userId: string,
    o: { withHidden: boolean; limit: number; after?: Keyset; participantId?: string; best?: boolean },
  ): Promise<PlacementRow[]> {
    const res = await db.execute(sql`
      with s as (${stintsOf(userId)}),
      cand as (
        select p.* from tournament_participants p where p.user_id = ${userId}
        union all
        select p.* from tournament_participants p where p.team_id in (select distinct team_id from s)
      )
      select * from (
        select c.id as participant_id, c.final_rank, tr.id as tournament_id, tr.name as tournament_name, tr.game,
               tr.format, tr.participants_count as size, tm.name as team_name, tr.updated_at as finished_at,
               ${isHidden(userId, sql`'p-' || c.id::text`)} as hidden
        from cand c
        join tournaments tr on tr.id = c.tournament_id
        left join teams tm on tm.id = c.team_id
        where tr.status = 'completed' and c.final_rank is not null
          and (c.user_id = ${userId}
               or exists (select 1 from s where s.team_id = c.team_id and s.from_at <= tr.updated_at and s.to_at > tr.updated_at))
          ${o.participantId ? sql`and c.id = ${o.participantId}` : sql``}
      ) x
      where true ${o.withHidden ? sql`` : sql`and not x.hidden`}
        ${before(sql`x.finished_at`, sql`x.participant_id`, o.after)}
      order by ${o.best ? sql`x.final_rank, x.size desc, ` : sql``}x.finished_at desc, x.participant_id desc
      limit ${o.limit}`);
    return rowsOf<PlacementRow>(res);
  },

  /**
   * Completed matches (no BYEs, no result an admin voided) per game: his own (solo) and his team's while he was on
   * its roster when it was played. A draw counts as a match, not a win.
   */
  async gameStats(db: DbOrTx, userId: string): Promise<GameStatsRow[]> {
    const onTeam = (teamCol: SQL) =>
      sql`exists (select 1 from s where s.team_id = ${teamCol} and s.from_at <= m.completed_at and s.to_at > m.completed_at)`;
    const res = await db.execute(sql`
      with s as (${stintsOf(userId)}),
      teams_of as (select distinct team_id from s),
      mine as (
        select coalesce(tr.game, lg.game) as game, m.winner,
               case when m.user_a_id = ${userId} or ${onTeam(sql`m.team_a_id`)} then 'a'
                    when m.user_b_id = ${userId} or ${onTeam(sql`m.team_b_id`)} then 'b' end as side
        from matches m
        left join tournaments tr on tr.id = m.tournament_id
        left join leagues lg on lg.id = m.league_id
        where m.status = 'completed' and not m.a_bye and not m.b_bye and m.completed_at is not null
          and not ${isVoidedResult(sql`m.id`)}
          and (m.user_a_id = ${userId} or m.user_b_id = ${userId}
               or m.team_a_id in (select team_id from teams_of) or m.team_b_id in (select team_id from teams_of))
      )
      select game, count(*)::int as matches, (count(*) filter (where winner = side))::int as wins,
             ${isHidden(userId, sql`'g-' || game`)} as hidden
      from mine where side is not null and game is not null
      group by game order by count(*) desc, game`);
    return rowsOf<GameStatsRow>(res).map((r) => ({ ...r, matches: Number(r.matches), wins: Number(r.wins) }));
  },

  async placementExists(db: DbOrTx, participantId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: tournamentParticipants.id })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.id, participantId))
      .limit(1);
    return row !== undefined;
  },

  async setHidden(db: DbOrTx, userId: string, entryId: string, hidden: boolean): Promise<void> {
    if (hidden) await db.insert(recordHiddenEntries).values({ userId, entryId }).onConflictDoNothing();
    else
      await db
        .delete(recordHiddenEntries)
        .where(and(eq(recordHiddenEntries.userId, userId), eq(recordHiddenEntries.entryId, entryId)));
  },

  /** A team's roster changes, newest first, with each person's public columns. */
  async teamEvents(db: DbOrTx, teamId: string, limit: number, after?: Keyset) {
    return db
      .select({ event: rosterEvents, person: publicUserColumns })
      .from(rosterEvents)
      .innerJoin(users, eq(users.id, rosterEvents.userId))
      .where(
        and(
          eq(rosterEvents.teamId, teamId),
          after
            ? sql`(${rosterEvents.createdAt}, ${rosterEvents.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(rosterEvents.createdAt), desc(rosterEvents.id))
      .limit(limit);
  },

  /**
   * The history the database already holds, as migration 0028 writes it (kept equal to it): accepted transfers (a
   * leave of the old team, a join of the new one), today's roster (a join at its join date, unless that join was
   * a transfer's), and for a transfer's team he is no longer on (and did not leave by transfer) a leave dated now:
   * when he left was never recorded, only that he has. Runs only on an empty history (the demo seed, whose roster is written directly).
   */
  async backfill(db: DbOrTx): Promise<void> {
    await db.execute(sql.raw(BACKFILL_SQL));
  },
};
export type TeamEventRow = Awaited<ReturnType<typeof recordRepository.teamEvents>>[number];

/** Identical to the backfill statement of migration 0028_verified_record.sql (a test compares them). */
export const BACKFILL_SQL = `insert into roster_events (user_id, team_id, team_name, team_slug, kind, role, offer_id, created_at)
select b.user_id, b.team_id, b.team_name, b.team_slug, b.kind::roster_event_kind, b.role, b.offer_id, b.created_at from (
  select th.user_id, coalesce(th.from_team_id, th.id) as team_id, th.from_team_name as team_name,
         coalesce(th.from_team_slug, '') as team_slug, 'left' as kind, th.role, th.offer_id, th.created_at, 0 as ord
  from transfer_history th where th.from_team_name is not null
  union all
  select th.user_id, coalesce(th.to_team_id, th.id), th.to_team_name, th.to_team_slug, 'joined', th.role, th.offer_id,
         th.created_at, 1
  from transfer_history th
  union all
  select m.user_id, m.team_id, t.name, t.slug, 'joined', m.role::text, null, m.joined_at, 1
  from team_members m join teams t on t.id = m.team_id
  where not exists (select 1 from transfer_history th
                    where th.user_id = m.user_id and th.to_team_id = m.team_id and th.created_at = m.joined_at)
  union all
  select th.user_id, th.to_team_id, th.to_team_name, th.to_team_slug, 'left', th.role, null, now(), 2
  from transfer_history th
  where th.to_team_id is not null
    and not exists (select 1 from team_members m where m.user_id = th.user_id and m.team_id = th.to_team_id)
    and not exists (select 1 from transfer_history o
                    where o.user_id = th.user_id and o.from_team_id = th.to_team_id and o.created_at > th.created_at)
) b
where not exists (select 1 from roster_events)
order by b.created_at, b.ord`;
