import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { InvalidationBus } from '../../lib/invalidation-bus';
import { LeaderboardCache } from './leaderboard';

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A database that answers the two leaderboard queries: the top (rows) and everyone's places (one row of strings).
 * It counts what it was asked, which is what this test is about.
 */
function fakeDb(people: { id: string; xp: number; name: string }[]) {
  const asked = { top: 0, places: 0 };
  const pad = (xp: number) => String(xp).padStart(10, '0');
  const db: { execute: ReturnType<typeof vi.fn> } = {
    execute: vi.fn(async (query: SQL) => {
      const byId = [...people].sort((a, b) => (a.id < b.id ? -1 : 1));
      const best = [...people].sort((a, b) => b.xp - a.xp);
      // Everyone's places are the query that aggregates; the top is the other one.
      if (!new PgDialect().sqlToQuery(query).sql.includes('string_agg')) {
        asked.top++;
        return {
          rows: best.map((p) => ({ kind: 'user', id: p.id, xp: p.xp, name: p.name, slug: null, picture: null })),
        };
      }
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
    }),
  };
  return { db: db as unknown as DbOrTx, asked };
}

afterEach(() => vi.restoreAllMocks());

describe('LeaderboardCache', () => {
  it('re-reads only the top 100 every 10 s while nobody gains XP, and everything after an award', async () => {
    const people = [
      { id: id(1), xp: 50, name: 'a' },
      { id: id(2), xp: 90, name: 'b' },
      { id: id(3), xp: 50, name: 'c' },
    ];
    const { db, asked } = fakeDb(people);
    const cache = new LeaderboardCache(new InvalidationBus(null, null, silentLog, 'test'));
    const now = new Date('2026-11-24T12:00:00Z');
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);

    const first = await cache.ranking(db, 'all', 'all', now);
    expect(asked).toEqual({ top: 1, places: 1 });
    expect(JSON.parse(first.itemsJson).map((e: { rank: number }) => e.rank)).toEqual([1, 2, 2]);
    await cache.ranking(db, 'all', 'all', now);
    expect(asked).toEqual({ top: 1, places: 1 });

    // Ten seconds on: the kept ranking answers while the top is re-read (a new name), the places are not.
    clock += 10_001;
    people[0]!.name = 'renamed';
    expect(await cache.ranking(db, 'all', 'all', now)).toBe(first);
    await vi.waitFor(async () => expect((await cache.ranking(db, 'all', 'all', now)).itemsJson).toContain('renamed'));
    expect(asked).toEqual({ top: 2, places: 1 });
    const renamed = await cache.ranking(db, 'all', 'all', now);
    const me = await renamed.entryFor([id(3)], async () => null);
    expect(me).toMatchObject({ rank: 2, xp: 50 });

    // XP awarded: everything is read again before the next answer.
    cache.changed();
    await cache.ranking(db, 'all', 'all', now);
    expect(asked).toEqual({ top: 3, places: 2 });
  });
});
