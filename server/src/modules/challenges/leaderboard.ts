import { sql } from 'drizzle-orm';
import {
  LEADERBOARD_SIZE,
  levelOf,
  type ChallengeSubject,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardType,
} from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { teams, users, xpAwards, xpTotals } from '../../db/schema/index';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { rowsOf } from '../tournaments/tournaments.repository';

const FRESH_MS = 10_000;
/** Turkey keeps UTC+3 all year: a week starts on Monday 00:00 Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

function weekStart(now: Date): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return new Date(monday - ISTANBUL_OFFSET_MS);
}

type Row = {
  kind: 'user' | 'team';
  id: string;
  xp: number;
  name: string;
  slug: string | null;
  picture: string | null;
};

/**
 * Everyone's place in a ranking as three strings of fixed-width fields, which are kept as they arrive: a ranking
 * of 100k people costs no parsing and no map (a refresh used to block the process for tens of milliseconds), and a
 * reader's XP and rank are binary searches. `by_id`: the ids (36 characters each) in id order; `xp_by_id`: their XP,
 * zero-padded to 10 digits, in the same order; `xp_desc`: every XP best first.
 */
type Places = { by_id: string; xp_by_id: string; xp_desc: string };
const ID_WIDTH = 36;
const XP_WIDTH = 10;

class Ranking {
  readonly itemsJson: string;
  private readonly top: Map<string, LeaderboardEntry>;

  constructor(
    top: Row[],
    readonly places: Places,
  ) {
    const entries = top.map((r) => entryOf(r, 1 + this.countAbove(r.xp)));
    this.itemsJson = JSON.stringify(entries);
    this.top = new Map(entries.map((e) => [e.subject.id, e]));
  }

  /** Competition ranking: 1 + how many have more XP. */
  entryFor(
    ids: string[],
    subjectOf: (id: string) => Promise<ChallengeSubject | null>,
  ): Promise<LeaderboardEntry | null> {
    let best: { id: string; xp: number } | null = null;
    for (const id of ids) {
      const xp = this.xpOf(id);
      if (xp !== undefined && (!best || xp > best.xp)) best = { id, xp };
    }
    if (!best) return Promise.resolve(null);
    const kept = this.top.get(best.id);
    if (kept) return Promise.resolve(kept);
    const { id, xp } = best;
    const rank = 1 + this.countAbove(xp);
    return subjectOf(id).then((subject) => (subject ? { rank, subject, xp, level: levelOf(xp) } : null));
  }

  private xpOf(id: string): number | undefined {
    let lo = 0;
    let hi = this.places.by_id.length / ID_WIDTH;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = this.places.by_id.substr(mid * ID_WIDTH, ID_WIDTH);
      if (at === id) return Number(this.places.xp_by_id.substr(mid * XP_WIDTH, XP_WIDTH));
      if (at < id) lo = mid + 1;
      else hi = mid;
    }
    return undefined;
  }

  private countAbove(xp: number): number {
    let lo = 0;
    let hi = this.places.xp_desc.length / XP_WIDTH;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (Number(this.places.xp_desc.substr(mid * XP_WIDTH, XP_WIDTH)) > xp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function entryOf(r: Row, rank: number): LeaderboardEntry {
  const subject: ChallengeSubject =
    r.kind === 'team'
      ? { kind: 'team', id: r.id, name: r.name, slug: r.slug ?? '', logoUrl: r.picture }
      : { kind: 'user', id: r.id, name: r.name, nickname: r.slug ?? '', avatarUrl: r.picture };
  return { rank, subject, xp: r.xp, level: levelOf(r.xp) };
}

/**
 * A ranking in two queries: the top 100 with names and pictures, and everyone's place (see {@link Places}), unless
 * the places are known (nobody gained XP since they were read). Ties are ordered by id, so the order is stable.
 */
async function loadRanking(
  db: DbOrTx,
  type: LeaderboardType,
  period: LeaderboardPeriod,
  now: Date,
  knownPlaces?: Places,
): Promise<Ranking> {
  const kind = type === 'team' ? 'team' : 'user';
  const userType = type === 'individual' ? 'player' : type === 'coach' ? 'coach' : null;
  const totals =
    period === 'all'
      ? sql`select ${xpTotals.subjectId} as id, ${xpTotals.xp} as xp from ${xpTotals} where ${xpTotals.subjectKind} = ${kind} and ${xpTotals.xp} > 0`
      : sql`select ${xpAwards.subjectId} as id, sum(${xpAwards.amount})::int as xp from ${xpAwards}
          where ${xpAwards.subjectKind} = ${kind} and ${xpAwards.createdAt} >= ${weekStart(now).toISOString()}::timestamptz group by ${xpAwards.subjectId}`;
  const ranked =
    kind === 'team'
      ? sql`select 'team' as kind, t.id, t.xp, x.name, x.slug, x.logo_url as picture
          from (${totals}) t join ${teams} x on x.id = t.id`
      : // name: displayName (contract) in SQL, the first and last name when set, else the handle; slug: the handle.
        sql`select 'user' as kind, t.id, t.xp,
          coalesce(nullif(concat_ws(' ', nullif(trim(u.first_name), ''), nullif(trim(u.last_name), '')), ''), u.nickname) as name,
          u.nickname as slug, coalesce(u.avatar_url, u.profile_image_url) as picture
          from (${totals}) t join ${users} u on u.id = t.id
          where u.user_type is distinct from 'admin' ${userType ? sql`and u.user_type = ${userType}` : sql``}`;
  const [top, places] = await Promise.all([
    // In the index's order (xp_totals_rank_idx: xp desc nulls last, id): all time, the top 100 is read from it alone.
    db.execute(sql`select * from (${ranked}) r order by r.xp desc nulls last, r.id limit ${LEADERBOARD_SIZE}`),
    knownPlaces ??
      // lpad makes every XP ten digits wide; XP is never negative (awards are positive).
      db
        .execute(
          sql`select coalesce(string_agg(r.id::text, '' order by r.id), '') as by_id,
            coalesce(string_agg(lpad(r.xp::text, ${XP_WIDTH}, '0'), '' order by r.id), '') as xp_by_id,
            coalesce(string_agg(lpad(r.xp::text, ${XP_WIDTH}, '0'), '' order by r.xp desc), '') as xp_desc from (${ranked}) r`,
        )
        .then((res) => rowsOf<Places>(res)[0]!),
  ]);
  return new Ranking(
    rowsOf<Row>(top).map((r) => ({ ...r, xp: Number(r.xp) })),
    places,
  );
}

/**
 * The leaderboards, per process. A ranking is read in full when it is first asked for, when XP is awarded
 * anywhere (dropped at once on every process) and when a new week starts; otherwise only its top 100 is re-read
 * every 10 s, for new names and pictures. Reading 100k places costs the database half a second, which a ranking
 * that nobody's XP changed does not need. Readers never wait for a refresh once a ranking exists.
 */
export class LeaderboardCache {
  private kept = new Map<string, { ranking: Ranking; at: number; week: number }>();
  private flights = new Map<string, Promise<Ranking>>();
  private generation = 0;

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'leaderboard' || msg.kind === 'all') {
        this.generation++;
        this.kept.clear();
        this.flights.clear();
      }
    });
  }

  async ranking(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Ranking> {
    const key = `${type}:${period}`;
    const week = period === 'week' ? weekStart(now).getTime() : 0;
    const kept = this.kept.get(key);
    const sameWeek = kept?.week === week;
    if (kept && sameWeek && Date.now() - kept.at < FRESH_MS) return kept.ranking;
    let flight = this.flights.get(key);
    if (!flight) {
      const generation = this.generation;
      flight = loadRanking(db, type, period, now, sameWeek ? kept?.ranking.places : undefined)
        .then((ranking) => {
          if (generation === this.generation) this.kept.set(key, { ranking, at: Date.now(), week });
          return ranking;
        })
        .finally(() => this.flights.delete(key));
      this.flights.set(key, flight);
    }
    if (kept && sameWeek) {
      flight.catch(() => undefined);
      return kept.ranking;
    }
    return flight;
  }

  changed(): void {
    this.bus.publish({ kind: 'leaderboard' });
  }
}
