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
import type { InvalidationBus } from '../../plugins/redis';
import { rowsOf } from '../tournaments/tournaments.repository';

const FRESH_MS = 10_000;
/** Turkey keeps UTC+3 all year: a week starts on Monday 00:00 Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export function weekStart(now: Date): Date {
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

/** Everyone's place in a ranking, read as two comma-joined columns: one row to parse instead of 100k. */
type Places = { ids: string | null; xps: string | null };

/**
 * One ranking: everyone with XP in it, best first. The top 100 are kept as the JSON the route sends; everyone's
 * XP is kept so that a reader's own rank is a binary search, not a count over 100k rows.
 */
class Ranking {
  readonly itemsJson: string;
  private readonly xpById = new Map<string, number>();
  private readonly sortedXp: Int32Array;
  private readonly top: Map<string, LeaderboardEntry>;

  constructor(top: Row[], places: Places) {
    const ids = places.ids ? places.ids.split(',') : [];
    this.sortedXp = places.xps ? Int32Array.from(places.xps.split(','), Number) : new Int32Array(0);
    for (let i = 0; i < ids.length; i++) this.xpById.set(ids[i]!, this.sortedXp[i]!);
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
      const xp = this.xpById.get(id);
      if (xp !== undefined && (!best || xp > best.xp)) best = { id, xp };
    }
    if (!best) return Promise.resolve(null);
    const kept = this.top.get(best.id);
    if (kept) return Promise.resolve(kept);
    const { id, xp } = best;
    const rank = 1 + this.countAbove(xp);
    return subjectOf(id).then((subject) => (subject ? { rank, subject, xp, level: levelOf(xp) } : null));
  }

  private countAbove(xp: number): number {
    let lo = 0;
    let hi = this.sortedXp.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sortedXp[mid]! > xp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function entryOf(r: Row, rank: number): LeaderboardEntry {
  const subject: ChallengeSubject =
    r.kind === 'team'
      ? { kind: 'team', id: r.id, name: r.name, slug: r.slug ?? '', logoUrl: r.picture }
      : { kind: 'user', id: r.id, name: r.name, avatarUrl: r.picture };
  return { rank, subject, xp: r.xp, level: levelOf(r.xp) };
}

/**
 * A ranking in two queries: the top 100 with names and pictures, and everyone's id and XP best first (ties by id,
 * so the order is stable) as two joined strings. Reading 100k rows as objects cost the process tens of
 * milliseconds of parsing every refresh; two strings split in a few.
 */
async function loadRanking(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Ranking> {
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
      : sql`select 'user' as kind, t.id, t.xp, u.nickname as name, null as slug, coalesce(u.avatar_url, u.profile_image_url) as picture
          from (${totals}) t join ${users} u on u.id = t.id
          where u.user_type is distinct from 'admin' ${userType ? sql`and u.user_type = ${userType}` : sql``}`;
  const [top, places] = await Promise.all([
    db.execute(sql`select * from (${ranked}) r order by r.xp desc, r.id limit ${LEADERBOARD_SIZE}`),
    db.execute(sql`select string_agg(r.id::text, ',' order by r.xp desc, r.id) as ids,
        string_agg(r.xp::text, ',' order by r.xp desc, r.id) as xps from (${ranked}) r`),
  ]);
  return new Ranking(
    rowsOf<Row>(top).map((r) => ({ ...r, xp: Number(r.xp) })),
    rowsOf<Places>(places)[0] ?? { ids: null, xps: null },
  );
}

/**
 * The leaderboards, per process: each ranking is read at most every 10 s (readers never wait for a refresh once it
 * exists), and dropped at once on every process when XP is awarded.
 */
export class LeaderboardCache {
  private kept = new Map<string, { ranking: Ranking; at: number }>();
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
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < FRESH_MS) return kept.ranking;
    let flight = this.flights.get(key);
    if (!flight) {
      const generation = this.generation;
      flight = loadRanking(db, type, period, now)
        .then((ranking) => {
          if (generation === this.generation) this.kept.set(key, { ranking, at: Date.now() });
          return ranking;
        })
        .finally(() => this.flights.delete(key));
      this.flights.set(key, flight);
    }
    if (kept) {
      flight.catch(() => undefined);
      return kept.ranking;
    }
    return flight;
  }

  changed(): void {
    this.bus.publish({ kind: 'leaderboard' });
  }
}
