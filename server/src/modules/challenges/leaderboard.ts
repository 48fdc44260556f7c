import {
  LEADERBOARD_SIZE,
  levelOf,
  type ChallengeSubject,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardType,
} from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import type { InvalidationBus, XpStanding } from '../../lib/invalidation-bus';
import { leaderboardRepository, weekStart, type Row } from './leaderboard.repository';
import { Standings } from './standings';

/** How often the top 100's names and pictures are read again (their XP and order never wait for this). */
const FRESH_MS = 10_000;

/** The top's order: more XP first, ties by id (as the database orders them). */
const best = (a: Row, b: Row) => b.xp - a.xp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function entryOf(r: Row, rank: number): LeaderboardEntry {
  const subject: ChallengeSubject =
    r.kind === 'team'
      ? { kind: 'team', id: r.id, name: r.name, slug: r.slug ?? '', logoUrl: r.picture }
      : { kind: 'user', id: r.id, name: r.name, nickname: r.slug ?? '', avatarUrl: r.picture };
  return { rank, subject, xp: r.xp, level: levelOf(r.xp) };
}

/**
 * One ranking: everyone's XP ({@link Standings}) and the top 100 with names and pictures, both changed in place by an
 * award. Competition ranking: 1 + how many have more XP. Anyone with more XP than someone in the top is in the top
 * too, so the top's ranks change only when the top does.
 */
export class Ranking {
  private readonly top: Row[];
  private json: string | null = null;

  constructor(
    top: Row[],
    readonly standings: Standings,
  ) {
    this.top = [...top].sort(best);
  }

  get itemsJson(): string {
    return (this.json ??= JSON.stringify(this.top.map((r) => entryOf(r, 1 + this.standings.countAbove(r.xp)))));
  }

  get topIds(): string[] {
    return this.top.map((r) => r.id);
  }

  /**
   * A subject's new total (with its name and picture): the larger of the kept and the given XP, so a repeated, late
   * or already-read total changes nothing. It enters the top when it beats the top's last, pushing that one out.
   * The top's ranks count only those with more XP, who are all in the top: unless the top changed, they stand.
   */
  apply(row: Row): void {
    this.standings.raise(row.id, row.xp);
    const xp = this.standings.xpOf(row.id);
    if (xp === undefined) return;
    const at = this.top.findIndex((r) => r.id === row.id);
    let moved = false;
    if (at >= 0) {
      if (this.top[at]!.xp < xp) {
        this.top[at] = { ...row, xp };
        moved = true;
      }
    } else {
      const last = this.top.at(-1);
      if (this.top.length < LEADERBOARD_SIZE || !last || best({ ...row, xp }, last) < 0) {
        this.top.push({ ...row, xp });
        moved = true;
      }
    }
    if (!moved) return;
    this.top.sort(best);
    if (this.top.length > LEADERBOARD_SIZE) this.top.length = LEADERBOARD_SIZE;
    this.json = null;
  }

  /** New names and pictures for those in the top (XP and order stay as kept). */
  rename(rows: Omit<Row, 'xp' | 'kind'>[]): void {
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (let i = 0; i < this.top.length; i++) {
      const r = byId.get(this.top[i]!.id);
      if (r) this.top[i] = { ...this.top[i]!, name: r.name, slug: r.slug, picture: r.picture };
    }
    this.json = null;
  }

  entryFor(
    ids: string[],
    subjectOf: (id: string) => Promise<ChallengeSubject | null>,
  ): Promise<LeaderboardEntry | null> {
    let mine: { id: string; xp: number } | null = null;
    for (const id of ids) {
      const xp = this.standings.xpOf(id);
      if (xp !== undefined && (!mine || xp > mine.xp)) mine = { id, xp };
    }
    if (!mine) return Promise.resolve(null);
    const { id, xp } = mine;
    const rank = 1 + this.standings.countAbove(xp);
    const kept = this.top.find((r) => r.id === id);
    if (kept) return Promise.resolve(entryOf(kept, rank));
    return subjectOf(id).then((subject) => (subject ? { rank, subject, xp, level: levelOf(xp) } : null));
  }
}

/** The rankings that hold a subject: teams; people but admins; and players or coaches in their own. */
function rankingsOf(s: XpStanding): LeaderboardType[] {
  if (s.kind === 'team') return ['team'];
  const types: LeaderboardType[] = [];
  if (s.userType !== 'admin') types.push('all');
  if (s.userType === 'player') types.push('individual');
  if (s.userType === 'coach') types.push('coach');
  return types;
}

const PERIODS: LeaderboardPeriod[] = ['all', 'week'];

type Kept = { ranking: Ranking; at: number; week: number; renaming: boolean };
/** A full read in progress, and the totals that arrived meanwhile (applied to its result: it may predate them). */
type Flight = { promise: Promise<Ranking>; week: number; pending: Row[] };

/**
 * The leaderboards, per process. A ranking is read in full when it is first asked for, when a new week starts, and
 * after rare changes that move people out of it (an account or team deleted, a challenge deleted, an admin made):
 * reading 100k places costs the database half a second. An XP award never reads it again: its message carries the
 * subject's new totals, applied in place by every process (see {@link Ranking.apply}); only the top 100's names and
 * pictures are read again every 10 s, by id. Readers never wait once a ranking exists.
 */
export class LeaderboardCache {
  private kept = new Map<string, Kept>();
  private flights = new Map<string, Flight>();
  private generation = 0;
  /** How many times this process read a whole ranking (everyone's places): tests check that awards cause none. */
  fullLoads = 0;

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'all' || (msg.kind === 'leaderboard' && !msg.standing)) this.drop();
      else if (msg.kind === 'leaderboard' && msg.standing) this.apply(msg.standing);
    });
  }

  async ranking(db: DbOrTx, type: LeaderboardType, period: LeaderboardPeriod, now: Date): Promise<Ranking> {
    const key = `${type}:${period}`;
    const week = period === 'week' ? weekStart(now).getTime() : 0;
    const kept = this.kept.get(key);
    if (kept?.week === week) {
      if (Date.now() - kept.at >= FRESH_MS && !kept.renaming) this.rename(db, type, kept);
      return kept.ranking;
    }
    const flight = this.flights.get(key);
    if (flight?.week === week) return flight.promise;
    return this.load(db, key, type, period, now, week);
  }

  /** After an award, committed: every process applies the subject's new totals to its rankings. */
  awarded(standing: XpStanding): void {
    this.bus.publish({ kind: 'leaderboard', standing });
  }

  /** Drops every ranking on every process: for the rare changes that an award's totals cannot say. */
  changed(): void {
    this.bus.publish({ kind: 'leaderboard' });
  }

  private load(
    db: DbOrTx,
    key: string,
    type: LeaderboardType,
    period: LeaderboardPeriod,
    now: Date,
    week: number,
  ): Promise<Ranking> {
    const generation = this.generation;
    this.fullLoads++;
    const flight: Flight = { week, pending: [], promise: undefined as never };
    flight.promise = Promise.all([
      leaderboardRepository.top(db, type, period, now),
      leaderboardRepository.places(db, type, period, now),
    ])
      .then(([top, places]) => {
        const ranking = new Ranking(top, Standings.fromPlaces(places));
        // The two reads may each have seen some of these awards or none: applying the totals again is harmless.
        for (const row of flight.pending) ranking.apply(row);
        if (generation === this.generation && this.flights.get(key) === flight)
          this.kept.set(key, { ranking, at: Date.now(), week, renaming: false });
        return ranking;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight.promise;
  }

  private rename(db: DbOrTx, type: LeaderboardType, kept: Kept): void {
    kept.renaming = true;
    leaderboardRepository
      .names(db, type === 'team' ? 'team' : 'user', kept.ranking.topIds)
      .then((rows) => kept.ranking.rename(rows))
      .catch(() => undefined)
      .finally(() => {
        kept.at = Date.now();
        kept.renaming = false;
      });
  }

  private apply(s: XpStanding): void {
    for (const type of rankingsOf(s)) {
      for (const period of PERIODS) {
        const week = period === 'week' ? s.weekStart : 0;
        const row: Row = {
          kind: s.kind,
          id: s.id,
          xp: period === 'week' ? s.week : s.all,
          name: s.name,
          slug: s.slug,
          picture: s.picture,
        };
        const key = `${type}:${period}`;
        const kept = this.kept.get(key);
        if (kept?.week === week) kept.ranking.apply(row);
        const flight = this.flights.get(key);
        if (flight?.week === week) flight.pending.push(row);
      }
    }
  }

  private drop(): void {
    this.generation++;
    this.kept.clear();
    this.flights.clear();
  }
}
