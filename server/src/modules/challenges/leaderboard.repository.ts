import { sql, type SQL } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardPeriod, type LeaderboardType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { teams, users, xpAwards, xpTotals } from '../../db/schema/index';
import type { XpStanding } from '../../lib/invalidation-bus';
import { rowsOf } from '../tournaments/tournaments.repository';
import type { Subject } from './metrics';
import { XP_WIDTH, type Places } from './standings';

/** Turkey keeps UTC+3 all year: a week starts on Monday 00:00 Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export function weekStart(now: Date): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return new Date(monday - ISTANBUL_OFFSET_MS);
}

/** A ranked subject with what the top 100 shows of it. */
export type Row = {
  kind: 'user' | 'team';
  id: string;
  xp: number;
  name: string;
  slug: string | null;
  picture: string | null;
};

/** name: displayName (contract) in SQL, the first and last name when set, else the handle; slug: the handle. */
const userName = sql`coalesce(nullif(concat_ws(' ', nullif(trim(u.first_name), ''), nullif(trim(u.last_name), '')), ''), u.nickname)`;
const userPicture = sql`coalesce(u.avatar_url, u.profile_image_url)`;

/** Who a ranking holds: every person but admins, players only, coaches only, or teams. */
function rankedRows(type: LeaderboardType, period: LeaderboardPeriod, now: Date): SQL {
  const kind = type === 'team' ? 'team' : 'user';
  const userType = type === 'individual' ? 'player' : type === 'coach' ? 'coach' : null;
  const totals =
    period === 'all'
      ? sql`select ${xpTotals.subjectId} as id, ${xpTotals.xp} as xp from ${xpTotals} where ${xpTotals.subjectKind} = ${kind} and ${xpTotals.xp} > 0`
      : sql`select ${xpAwards.subjectId} as id, sum(${xpAwards.amount})::int as xp from ${xpAwards}
          where ${xpAwards.subjectKind} = ${kind} and ${xpAwards.createdAt} >= ${weekStart(now).toISOString()}::timestamptz group by ${xpAwards.subjectId}`;
  return kind === 'team'
    ? sql`select 'team' as kind, t.id, t.xp, x.name, x.slug, x.logo_url as picture
          from (${totals}) t join ${teams} x on x.id = t.id`
    : sql`select 'user' as kind, t.id, t.xp, ${userName} as name, u.nickname as slug, ${userPicture} as picture
          from (${totals}) t join ${users} u on u.id = t.id
          where u.user_type is distinct from 'admin' ${userType ? sql`and u.user_type = ${userType}` : sql``}`;
}

export const leaderboardRepository = {
  /** The best 100, ties by id. All time in the index's order (xp_totals_rank_idx: xp desc nulls last, id): read from it alone. */
  async top(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Row[]> {
    const res = await db.execute(
      sql`select * from (${rankedRows(type, period, now)}) r order by r.xp desc nulls last, r.id limit ${LEADERBOARD_SIZE}`,
    );
    return rowsOf<Row>(res).map((r) => ({ ...r, xp: Number(r.xp) }));
  },

  /** Everyone's place as three strings (see {@link Places}); lpad makes every XP ten digits wide (XP is never negative). */
  async places(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Places> {
    const res = await db.execute(
      sql`select coalesce(string_agg(r.id::text, '' order by r.id), '') as by_id,
            coalesce(string_agg(lpad(r.xp::text, ${XP_WIDTH}, '0'), '' order by r.id), '') as xp_by_id,
            coalesce(string_agg(lpad(r.xp::text, ${XP_WIDTH}, '0'), '' order by r.xp desc), '') as xp_desc
          from (${rankedRows(type, period, now)}) r`,
    );
    return rowsOf<Places>(res)[0]!;
  },

  /** The names and pictures of these people or teams now (the top 100's, refreshed now and then). */
  async names(db: DbOrTx, kind: 'user' | 'team', ids: string[]): Promise<Omit<Row, 'xp' | 'kind'>[]> {
    if (ids.length === 0) return [];
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const res = await db.execute(
      kind === 'team'
        ? sql`select x.id, x.name, x.slug, x.logo_url as picture from ${teams} x where x.id in (${list})`
        : sql`select u.id, ${userName} as name, u.nickname as slug, ${userPicture} as picture from ${users} u where u.id in (${list})`,
    );
    return rowsOf<Omit<Row, 'xp' | 'kind'>>(res);
  },

  /**
   * A subject's totals (all time, and this Istanbul week as of `at`) with what the rankings show of it, for the
   * award's message to every process. Read in the award's transaction after its xp_totals update, which locks the
   * row: awards of one subject commit one after the other, and each reads the totals with all the earlier ones.
   * Null when the person or team is gone (no ranking shows it).
   */
  async standingOf(db: DbOrTx, subject: Subject, at: Date): Promise<XpStanding | null> {
    const since = weekStart(at);
    const week = sql`(select coalesce(sum(a.amount), 0)::int from ${xpAwards} a
      where a.subject_kind = ${subject.kind} and a.subject_id = ${subject.id} and a.created_at >= ${since.toISOString()}::timestamptz)`;
    const res = await db.execute(
      subject.kind === 'team'
        ? sql`select t.subject_id::text as id, t.xp as all_xp, ${week} as week_xp, null as user_type, x.name, x.slug, x.logo_url as picture
            from ${xpTotals} t join ${teams} x on x.id = t.subject_id where t.subject_kind = 'team' and t.subject_id = ${subject.id}`
        : sql`select t.subject_id::text as id, t.xp as all_xp, ${week} as week_xp, u.user_type, ${userName} as name, u.nickname as slug, ${userPicture} as picture
            from ${xpTotals} t join ${users} u on u.id = t.subject_id where t.subject_kind = 'user' and t.subject_id = ${subject.id}`,
    );
    const row = rowsOf<{
      id: string;
      all_xp: number;
      week_xp: number;
      user_type: string | null;
      name: string;
      slug: string | null;
      picture: string | null;
    }>(res)[0];
    if (!row) return null;
    return {
      kind: subject.kind,
      // As PostgreSQL writes it (lower case), like the ids of the ranking it is applied to; the subject's may not be.
      id: row.id,
      userType: row.user_type,
      name: row.name,
      slug: row.slug,
      picture: row.picture,
      all: Number(row.all_xp),
      week: Number(row.week_xp),
      weekStart: since.getTime(),
    };
  },
};
