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
  user_type: string | null;
  name: string;
  slug: string | null;
  picture: string | null;
};

/**
 * One ranking: everyone with XP in it, best first. The top 100 are kept as the JSON the route sends; everyone's
 * XP is kept so that a reader's own rank is a binary search, not a count over 100k rows.
 */
class Ranking {
  readonly itemsJson: string;
  private readonly xpById = new Map<string, number>();
  private readonly sortedXp: Int32Array;
  private readonly top: Map<string, LeaderboardEntry>;

  constructor(rows: Row[]) {
    const entries = rows.slice(0, LEADERBOARD_SIZE).map((r, i) => entryOf(r, rankAt(rows, i)));
    this.itemsJson = JSON.stringify(entries);
    this.top = new Map(entries.map((e) => [e.subject.id, e]));
    this.sortedXp = Int32Array.from(rows.map((r) => r.xp));
    for (const r of rows) this.xpById.set(r.id, r.xp);
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

function rankAt(rows: Row[], i: number): number {
  let j = i;
  while (j > 0 && rows[j - 1]!.xp === rows[i]!.xp) j--;
  return j + 1;
}

function entryOf(r: Row, rank: number): LeaderboardEntry {
  const subject: ChallengeSubject =
    r.kind === 'team'
      ? { kind: 'team', id: r.id, name: r.name, slug: r.slug ?? '', logoUrl: r.picture }
      : { kind: 'user', id: r.id, name: r.name, avatarUrl: r.picture };
  return { rank, subject, xp: r.xp, level: levelOf(r.xp) };
}

/** Everyone with XP in a ranking, best first (ties by id, so pages are stable). */
async function loadRanking(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Row[]> {
  const kind = type === 'team' ? 'team' : 'user';
  const userType = type === 'individual' ? 'player' : type === 'coach' ? 'coach' : null;
  const totals =
    period === 'all'
      ? sql`select ${xpTotals.subjectId} as id, ${xpTotals.xp} as xp from ${xpTotals} where ${xpTotals.subjectKind} = ${kind} and ${xpTotals.xp} > 0`
      : sql`select ${xpAwards.subjectId} as id, sum(${xpAwards.amount})::int as xp from ${xpAwards}
          where ${xpAwards.subjectKind} = ${kind} and ${xpAwards.createdAt} >= ${weekStart(now).toISOString()}::timestamptz group by ${xpAwards.subjectId}`;
  const query =
    kind === 'team'
      ? sql`select 'team' as kind, t.id, t.xp, null as user_type, x.name, x.slug, x.logo_url as picture
          from (${totals}) t join ${teams} x on x.id = t.id order by t.xp desc, t.id`
      : sql`select 'user' as kind, t.id, t.xp, u.user_type, u.nickname as name, null as slug, coalesce(u.avatar_url, u.profile_image_url) as picture
          from (${totals}) t join ${users} u on u.id = t.id
          where u.user_type is distinct from 'admin' ${userType ? sql`and u.user_type = ${userType}` : sql``}
          order by t.xp desc, t.id`;
  return rowsOf<Row>(await db.execute(query)).map((r) => ({ ...r, xp: Number(r.xp) }));
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
        .then((rows) => new Ranking(rows))
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
