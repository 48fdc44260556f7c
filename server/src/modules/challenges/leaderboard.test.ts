import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { InvalidationBus, type XpStanding } from '../../lib/invalidation-bus';
import { LeaderboardCache } from './leaderboard';
import { weekStart } from './leaderboard.repository';

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Person = { id: string; xp: number; name: string };

/**
 * A database that answers the leaderboard's three queries: the top (rows), everyone's places (one row of strings)
 * and the top's names. It counts what it was asked, which is what these tests are about; `hold` keeps its answers
 * (as they were when asked) until released.
 */
function fakeDb(people: Person[]) {
  const asked = { top: 0, places: 0, names: 0 };
  const pad = (xp: number) => String(xp).padStart(10, '0');
  let gate: Promise<void> | null = null;
  const db: { execute: ReturnType<typeof vi.fn> } = {
    execute: vi.fn(async (query: SQL) => {
      const text = new PgDialect().sqlToQuery(query).sql;
      const snapshot = people.map((p) => ({ ...p }));
      if (gate) await gate;
      const byId = [...snapshot].sort((a, b) => (a.id < b.id ? -1 : 1));
      const best = [...snapshot].sort((a, b) => b.xp - a.xp || (a.id < b.id ? -1 : 1));
      if (text.includes('string_agg')) {
        asked.places++;
        return {
          rows: [
            {
              by_id: byId.map((p) => p.id).join(''),
              xp_by_id: byId.map((p) => pad(p.xp)).join(''),
              xp_desc: best.map((p) => pad(p.xp)).join(''),
            },
          ],
        };
      }
      if (text.includes('limit')) {
        asked.top++;
        return {
          rows: best.map((p) => ({ kind: 'user', id: p.id, xp: p.xp, name: p.name, slug: null, picture: null })),
        };
      }
      asked.names++;
      return { rows: snapshot.map((p) => ({ id: p.id, name: p.name, slug: null, picture: null })) };
    }),
  };
  const hold = () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    return () => {
      gate = null;
      release();
    };
  };
  return { db: db as unknown as DbOrTx, asked, hold };
}

const now = new Date('2026-11-24T12:00:00Z');
const standing = (p: Person, over: Partial<XpStanding> = {}): XpStanding => ({
  kind: 'user',
  id: p.id,
  userType: 'player',
  name: p.name,
  slug: null,
  picture: null,
  all: p.xp,
  week: p.xp,
  weekStart: weekStart(now).getTime(),
  ...over,
});
const ranks = (json: string) =>
  (JSON.parse(json) as { rank: number; xp: number; subject: { id: string } }[]).map((e) => [
    e.subject.id,
    e.xp,
    e.rank,
  ]);

afterEach(() => vi.restoreAllMocks());

function setUp() {
  const people: Person[] = [
    { id: id(1), xp: 50, name: 'a' },
    { id: id(2), xp: 90, name: 'b' },
    { id: id(3), xp: 50, name: 'c' },
  ];
  const fake = fakeDb(people);
  const bus = new InvalidationBus(null, null, silentLog, 'test');
  const cache = new LeaderboardCache(bus);
  return { people, ...fake, cache, bus };
}

describe('LeaderboardCache', () => {
  it('applies an award in place, with no query; re-reads only the top’s names every 10 s; everything after a drop', async () => {
    const { people, db, asked, cache } = setUp();
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);

    const first = await cache.ranking(db, 'all', 'all', now);
    expect(asked).toEqual({ top: 1, places: 1, names: 0 });
    expect(cache.fullLoads).toBe(1);
    expect(ranks(first.itemsJson)).toEqual([
      [id(2), 90, 1],
      [id(1), 50, 2],
      [id(3), 50, 2],
    ]);

    // An award: c to 120 and a newcomer d; both at once, in place.
    cache.awarded(standing({ id: id(3), xp: 120, name: 'c' }));
    cache.awarded(standing({ id: id(4), xp: 60, name: 'd' }));
    const after = await cache.ranking(db, 'all', 'all', now);
    expect(after).toBe(first);
    expect(ranks(after.itemsJson)).toEqual([
      [id(3), 120, 1],
      [id(2), 90, 2],
      [id(4), 60, 3],
      [id(1), 50, 4],
    ]);
    expect(await after.entryFor([id(1)], async () => null)).toMatchObject({ rank: 4, xp: 50 });
    expect(asked).toEqual({ top: 1, places: 1, names: 0 });

    // Ten seconds on: the kept ranking answers while the names are read again, by id; XP and places are not.
    clock += 10_001;
    people[0]!.name = 'renamed';
    expect(await cache.ranking(db, 'all', 'all', now)).toBe(first);
    await vi.waitFor(async () => expect((await cache.ranking(db, 'all', 'all', now)).itemsJson).toContain('renamed'));
    expect(asked).toEqual({ top: 1, places: 1, names: 1 });
    expect(cache.fullLoads).toBe(1);

    // A rare change (a deletion): everything is read again before the next answer.
    cache.changed();
    await cache.ranking(db, 'all', 'all', now);
    expect(asked).toMatchObject({ top: 2, places: 2 });
    expect(cache.fullLoads).toBe(2);
  });

  it('applies totals that arrive during a full read to its result (the read may predate them)', async () => {
    const { people, db, hold, cache } = setUp();
    const release = hold();
    const pending = cache.ranking(db, 'all', 'all', now);
    await vi.waitFor(() => expect(db.execute).toHaveBeenCalledTimes(2));
    // Committed after the read's snapshot: the database grows, the read's answer does not.
    people[0]!.xp = 200;
    cache.awarded(standing(people[0]!));
    // The same total twice, and an older one late: nothing changes.
    cache.awarded(standing(people[0]!));
    cache.awarded(standing({ ...people[0]!, xp: 70 }));
    release();
    const ranking = await pending;
    expect(ranks(ranking.itemsJson)).toEqual([
      [id(1), 200, 1],
      [id(2), 90, 2],
      [id(3), 50, 3],
    ]);
  });

  it('applies a total to the rankings that hold the subject, and a week’s total to that week only', async () => {
    const { db, cache } = setUp();
    const players = await cache.ranking(db, 'individual', 'all', now);
    const coaches = await cache.ranking(db, 'coach', 'all', now);
    const week = await cache.ranking(db, 'all', 'week', now);
    const everyone = await cache.ranking(db, 'all', 'all', now);
    const coach = { id: id(7), xp: 300, name: 'coach' };
    cache.awarded(standing(coach, { userType: 'coach', week: 40 }));
    cache.awarded(standing({ id: id(8), xp: 400, name: 'admin' }, { userType: 'admin' }));
    cache.awarded(
      standing({ id: id(9), xp: 500, name: 'old' }, { weekStart: weekStart(now).getTime() - 7 * 86_400_000 }),
    );
    expect(await coaches.entryFor([id(7)], async () => null)).toMatchObject({ rank: 1, xp: 300 });
    expect(await players.entryFor([id(7)], async () => null)).toBeNull();
    expect(await everyone.entryFor([id(7)], async () => null)).toMatchObject({ rank: 2, xp: 300 });
    expect(await everyone.entryFor([id(8)], async () => null)).toBeNull();
    expect(await week.entryFor([id(7)], async () => null)).toMatchObject({ xp: 40 });
    // Last week's award: in the all-time ranking, not in this week's.
    expect(await everyone.entryFor([id(9)], async () => null)).toMatchObject({ rank: 1, xp: 500 });
    expect(await week.entryFor([id(9)], async () => null)).toBeNull();
    expect(cache.fullLoads).toBe(4);
  });
});
