import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEADERBOARD_SIZE } from '@esn/contract';
import type { Row } from './leaderboard.repository';
import { Ranking } from './leaderboard';
import { Standings, XP_WIDTH, ID_WIDTH } from './standings';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pad = (xp: number) => String(xp).padStart(XP_WIDTH, '0');

/** What the database sends for these totals (see leaderboard.repository places()). */
function placesOf(totals: Map<string, number>) {
  const byId = [...totals].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    by_id: byId.map(([i]) => i).join(''),
    xp_by_id: byId.map(([, xp]) => pad(xp)).join(''),
    xp_desc: [...totals.values()]
      .sort((a, b) => b - a)
      .map(pad)
      .join(''),
  };
}

/** The naive ranking: a full sort, best first, ties by id. */
function naive(totals: Map<string, number>) {
  const order = [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const rank = (xp: number) => 1 + order.filter(([, x]) => x > xp).length;
  return { order, rank };
}

const row = (n: number, xp: number): Row => ({
  kind: 'user',
  id: id(n),
  xp,
  name: `p${n}`,
  slug: `p${n}`,
  picture: null,
});

describe('Standings', () => {
  it('reads the database’s fixed-width places', () => {
    const s = Standings.fromPlaces(
      placesOf(
        new Map([
          [id(2), 90],
          [id(1), 50],
          [id(3), 50],
        ]),
      ),
    );
    expect(ID_WIDTH).toBe(id(1).length);
    expect(s.size).toBe(3);
    expect([s.xpOf(id(1)), s.xpOf(id(2)), s.xpOf(id(3)), s.xpOf(id(4))]).toEqual([50, 90, 50, undefined]);
    expect([s.countAbove(90), s.countAbove(50), s.countAbove(10)]).toEqual([0, 1, 3]);
  });

  it('inserts a newcomer, raises a total, keeps the larger of two totals and ignores zero', () => {
    const s = Standings.of([
      [id(5), 10],
      [id(1), 30],
    ]);
    expect(s.raise(id(3), 20)).toBe(true);
    expect(s.countAbove(20)).toBe(1);
    expect(s.raise(id(5), 40)).toBe(true);
    expect([s.countAbove(40), s.countAbove(30), s.countAbove(20)]).toEqual([0, 1, 2]);
    // An older or repeated total changes nothing.
    expect(s.raise(id(5), 35)).toBe(false);
    expect(s.raise(id(5), 40)).toBe(false);
    expect(s.xpOf(id(5))).toBe(40);
    expect(s.raise(id(9), 0)).toBe(false);
    expect(s.size).toBe(3);
  });

  it('agrees with a full sort after any sequence of totals, in any order, repeated (property)', () => {
    fc.assert(
      fc.property(
        // Few ids and few XP values, so that ties and repeats are common; more than the initial capacity (16).
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 30 })), { maxLength: 120 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 30 })), { maxLength: 30 }),
        (start, awards) => {
          const truth = new Map<string, number>();
          for (const [n, xp] of start) truth.set(id(n), Math.max(truth.get(id(n)) ?? 0, xp));
          const s = Standings.fromPlaces(placesOf(truth));
          for (const [n, xp] of awards) {
            const changed = s.raise(id(n), xp);
            expect(changed).toBe(xp > (truth.get(id(n)) ?? 0));
            truth.set(id(n), Math.max(truth.get(id(n)) ?? 0, xp));
          }
          const { rank } = naive(truth);
          expect(s.size).toBe(truth.size);
          for (let n = 0; n <= 41; n++) expect(s.xpOf(id(n))).toBe(truth.get(id(n)));
          for (let xp = 0; xp <= 31; xp++) expect(1 + s.countAbove(xp)).toBe(rank(xp));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Ranking (the top 100 changed in place)', () => {
  it('lets a newcomer in, pushes the last out, moves a raised entry, ranks ties equally by id', () => {
    const start = Array.from({ length: LEADERBOARD_SIZE + 5 }, (_, i) => row(i + 1, 1000 - i));
    const truth = new Map(start.map((r) => [r.id, r.xp]));
    const r = new Ranking(start.slice(0, LEADERBOARD_SIZE), Standings.fromPlaces(placesOf(truth)));
    const items = () =>
      JSON.parse(r.itemsJson) as { rank: number; xp: number; subject: { id: string; name: string } }[];
    expect(items()).toHaveLength(LEADERBOARD_SIZE);
    expect(items().at(-1)!.subject.id).toBe(id(LEADERBOARD_SIZE));

    r.apply({ ...row(500, 2000), name: 'newcomer' });
    expect(items()[0]).toMatchObject({ rank: 1, xp: 2000, subject: { id: id(500), name: 'newcomer' } });
    expect(items()).toHaveLength(LEADERBOARD_SIZE);
    expect(items().at(-1)!.subject.id).toBe(id(LEADERBOARD_SIZE - 1));

    // Someone below the top ties with the second: same rank, the smaller id first.
    r.apply(row(LEADERBOARD_SIZE + 3, 1000));
    expect(
      items()
        .slice(1, 3)
        .map((e) => [e.subject.id, e.rank]),
    ).toEqual([
      [id(1), 2],
      [id(LEADERBOARD_SIZE + 3), 2],
    ]);
    expect(items()[3]!.rank).toBe(4);
    // A repeated or older total changes nothing.
    const before = r.itemsJson;
    r.apply(row(500, 1500));
    expect(r.itemsJson).toBe(before);
  });

  it('matches a naive sort for the top and for anyone’s own entry (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 1, max: 60 })), { maxLength: 200 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 1, max: 80 })), { maxLength: 60 }),
        async (start, awards) => {
          const truth = new Map<string, number>();
          for (const [n, xp] of start) truth.set(id(n), Math.max(truth.get(id(n)) ?? 0, xp));
          const initial = naive(truth)
            .order.slice(0, LEADERBOARD_SIZE)
            .map(([i, xp]) => ({ ...row(0, xp), id: i }));
          const r = new Ranking(initial, Standings.fromPlaces(placesOf(truth)));
          for (const [n, xp] of awards) {
            r.apply(row(n, xp));
            truth.set(id(n), Math.max(truth.get(id(n)) ?? 0, xp));
          }
          const { order, rank } = naive(truth);
          const items = JSON.parse(r.itemsJson) as { rank: number; xp: number; subject: { id: string } }[];
          expect(items.map((e) => [e.subject.id, e.xp, e.rank])).toEqual(
            order.slice(0, LEADERBOARD_SIZE).map(([i, xp]) => [i, xp, rank(xp)]),
          );
          for (const n of [0, 7, 42, 149]) {
            const me = await r.entryFor([id(n)], async (i) => ({
              kind: 'user',
              id: i,
              name: 'me',
              nickname: 'me',
              avatarUrl: null,
            }));
            const xp = truth.get(id(n));
            expect(me && [me.xp, me.rank]).toEqual(xp === undefined ? null : [xp, rank(xp)]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
