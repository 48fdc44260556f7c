import { BracketsManager } from 'brackets-manager';
import type { Match, MatchGame } from 'brackets-model';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';

/**
 * MemoryStorage against brackets-manager's own behaviour: the library keeps a best-of series as child games and
 * relies on the storage contract of its reference storages (brackets-memory-db): `update()` with a filter merges
 * nested objects one level deep, `insert()` keeps ids given in the rows.
 */

type Format = 'single_elimination' | 'double_elimination';

async function bracketOf(format: Format, n: number, childCount: number) {
  const storage = new MemoryStorage();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: 'Main',
    type: format,
    seeding: Array.from({ length: n }, (_, i) => `p${i + 1}`),
    settings: {
      size: n,
      seedOrdering: ['natural'],
      matchesChildCount: childCount,
      ...(format === 'double_elimination' ? { grandFinal: 'simple' as const } : {}),
    },
  });
  return { storage, manager };
}

const nameOf = async (storage: MemoryStorage, id: unknown) =>
  (await storage.select('participant', id as number))?.name ?? null;

/** Plays a series game by game through `update.matchGame`: `wins` says which side (1 or 2) wins each game. */
async function playSeries(manager: BracketsManager, storage: MemoryStorage, matchId: number, wins: (1 | 2)[]) {
  const games = ((await storage.select('match_game', { parent_id: matchId })) ?? []) as MatchGame[];
  games.sort((x, y) => x.number - y.number);
  for (const [i, side] of wins.entries()) {
    await manager.update.matchGame({
      id: games[i]!.id,
      opponent1: { score: side === 1 ? 13 : 7, result: side === 1 ? 'win' : 'loss' },
      opponent2: { score: side === 2 ? 13 : 7, result: side === 2 ? 'win' : 'loss' },
    });
  }
  return (await storage.select('match', matchId)) as Match;
}

const ready = async (storage: MemoryStorage) =>
  (((await storage.select('match')) ?? []) as Match[]).filter((m) => m.status === 2);

describe('MemoryStorage: best-of series through manager.update.matchGame', () => {
  for (const format of ['single_elimination', 'double_elimination'] as const) {
    it(`${format}: a best-of-3 won 2–1 ends 2–1 for the winner, who moves on`, async () => {
      const { storage, manager } = await bracketOf(format, 4, 3);
      const [first] = await ready(storage);
      // Side 2 wins game 1, side 1 games 2 and 3.
      const match = await playSeries(manager, storage, first!.id as number, [2, 1, 1]);
      expect(match.opponent1).toMatchObject({ score: 2, result: 'win' });
      expect(match.opponent2).toMatchObject({ score: 1, result: 'loss' });
      expect(match.status).toBe(4);
      const games = ((await storage.select('match_game', { parent_id: first!.id })) ?? []) as MatchGame[];
      expect(games.map((g) => [g.opponent1?.score, g.opponent2?.score])).toEqual([
        [7, 13],
        [13, 7],
        [13, 7],
      ]);
      // The winner (seed 1) is in the next winners-bracket match.
      const winner = await nameOf(storage, match.opponent1!.id);
      expect(winner).toBe('p1');
      const next = (((await storage.select('match')) ?? []) as Match[]).find(
        (m) => m.group_id === first!.group_id && m.round_id !== first!.round_id,
      );
      expect(await nameOf(storage, next!.opponent1?.id)).toBe('p1');
    });

    it(`${format}: a best-of-5 played to the end crowns the series winner and completes the bracket`, async () => {
      const { storage, manager } = await bracketOf(format, 4, 5);
      // Seed order wins every series 3–2 (the higher seed takes games 1, 3 and 5).
      for (let guard = 0; guard < 20; guard++) {
        const [next] = await ready(storage);
        if (!next) break;
        const a = Number((await nameOf(storage, next.opponent1!.id))!.slice(1));
        const b = Number((await nameOf(storage, next.opponent2!.id))!.slice(1));
        const top: 1 | 2 = a < b ? 1 : 2;
        const low: 1 | 2 = top === 1 ? 2 : 1;
        const match = await playSeries(manager, storage, next.id as number, [top, low, top, low, top]);
        expect(match.status).toBe(4);
        expect(top === 1 ? match.opponent1 : match.opponent2).toMatchObject({ score: 3, result: 'win' });
        expect(top === 1 ? match.opponent2 : match.opponent1).toMatchObject({ score: 2, result: 'loss' });
      }
      const standings = await manager.get.finalStandings(0);
      expect(standings[0]).toMatchObject({ name: 'p1', rank: 1 });
      const all = ((await storage.select('match')) ?? []) as Match[];
      expect(all.every((m) => m.status >= 4)).toBe(true);
    });
  }
});

describe('MemoryStorage: the storage contract', () => {
  it('insert keeps ids given in the rows, single and many', async () => {
    const storage = new MemoryStorage();
    await storage.insert('participant', [
      { id: 7, tournament_id: 0, name: 'seven' },
      { id: 3, tournament_id: 0, name: 'three' },
    ] as never);
    expect(await storage.insert('participant', { id: 11, tournament_id: 0, name: 'eleven' } as never)).toBe(11);
    expect(await nameOf(storage, 7)).toBe('seven');
    expect(await nameOf(storage, 3)).toBe('three');
    // Without an id: the next after the highest.
    expect(await storage.insert('participant', { tournament_id: 0, name: 'next' })).toBe(12);
  });

  it('an exported bracket imported again points at the same participants', async () => {
    const { manager } = await bracketOf('single_elimination', 4, 1);
    const exported = await manager.export();
    // A saved bracket whose participant ids are not 0..n−1 (another storage, or a bracket after a deletion).
    const shift = (id: unknown) => (id === null || id === undefined ? id : Number(id) + 100);
    const saved = {
      ...exported,
      participant: exported.participant.map((p) => ({ ...p, id: shift(p.id) })),
      match: exported.match.map((m) => ({
        ...m,
        opponent1: m.opponent1 && { ...m.opponent1, id: shift(m.opponent1.id) },
        opponent2: m.opponent2 && { ...m.opponent2, id: shift(m.opponent2.id) },
      })),
    } as typeof exported;
    const storage = new MemoryStorage();
    await new BracketsManager(storage).import(saved);
    const [first] = (await storage.select('match', { number: 1 })) as Match[];
    expect(await nameOf(storage, first!.opponent1!.id)).toBe('p1');
    expect(await nameOf(storage, first!.opponent2!.id)).toBe('p2');
  });

  it('update with a filter merges nested objects one level deep; update by id replaces', async () => {
    const storage = new MemoryStorage();
    await storage.insert('match_game', [
      { parent_id: 1, number: 1, opponent1: { id: 0, score: 2, result: 'win' }, opponent2: { id: 1, score: 1 } },
      { parent_id: 2, number: 1, opponent1: { id: 5, score: 4 }, opponent2: null },
    ] as never);
    await storage.update('match_game', { parent_id: 1 } as never, { opponent1: { id: 9 }, status: 2 } as never);
    const [game] = (await storage.select('match_game', { parent_id: 1 } as Partial<MatchGame>))!;
    expect(game!.opponent1).toEqual({ id: 9, score: 2, result: 'win' });
    expect(game!.opponent2).toEqual({ id: 1, score: 1 });
    expect(game!.status).toBe(2);
    // A null stays replaceable; the other row is untouched.
    await storage.update('match_game', { parent_id: 2 } as never, { opponent2: { id: 6 } } as never);
    const other = (await storage.select('match_game', 1)) as MatchGame;
    expect(other.opponent2).toEqual({ id: 6 });
    expect(other.opponent1).toEqual({ id: 5, score: 4 });
    await storage.update('match_game', 1, { ...other, opponent1: { id: 5 } });
    expect(((await storage.select('match_game', 1)) as MatchGame).opponent1).toEqual({ id: 5 });
  });
});
