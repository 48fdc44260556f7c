import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('InvalidatingCache', () => {
  it('loads once and serves from memory after', async () => {
    const cache = new InvalidatingCache<string, number>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent readers', async () => {
    const cache = new InvalidatingCache<string, number>({ max: 10, ttlMs: 60_000 });
    const d = deferred<number>();
    let loads = 0;
    const load = () => (loads++, d.promise);
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    d.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('does not cache a load that was under way when its key was invalidated', async () => {
    const cache = new InvalidatingCache<string, number>({ max: 10, ttlMs: 60_000 });
    const slow = deferred<number>();
    const first = cache.get('a', () => slow.promise);
    cache.invalidate('a'); // the change committed while the old value was being read
    slow.resolve(1);
    expect(await first).toBe(1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('does not keep a failed load (the database was away): the next read loads again', async () => {
    const cache = new InvalidatingCache<string, number>({ max: 10, ttlMs: 60_000 });
    let up = false;
    const load = async () => {
      if (!up) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      return 42;
    };
    await expect(Promise.all([cache.get('a', load), cache.get('a', load)])).rejects.toThrow('Connection terminated');
    up = true;
    expect(await cache.get('a', load)).toBe(42);
  });

  it('drops entries by value and everything on clear', async () => {
    const cache = new InvalidatingCache<string, { owner: string }>({ max: 10, ttlMs: 60_000 });
    await cache.get('s1', async () => ({ owner: 'u1' }));
    await cache.get('s2', async () => ({ owner: 'u2' }));
    cache.invalidateWhere((v) => v.owner === 'u1');
    expect(await cache.get('s1', async () => ({ owner: 'reloaded' }))).toEqual({ owner: 'reloaded' });
    expect(await cache.get('s2', async () => ({ owner: 'reloaded' }))).toEqual({ owner: 'u2' });
    cache.clear();
    expect(await cache.get('s2', async () => ({ owner: 'again' }))).toEqual({ owner: 'again' });
  });
});
