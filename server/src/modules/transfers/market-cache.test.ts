import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invalidation, InvalidationBus } from '../../lib/invalidation-bus';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MarketPlayer } from '@esn/contract';
import { MarketCache } from './market-cache';

function fakeBus() {
  const handlers: ((m: Invalidation) => void)[] = [];
  return {
    onInvalidate: (h: (m: Invalidation) => void) => handlers.push(h),
    publish: (m: Invalidation) => handlers.forEach((h) => h(m)),
  } as unknown as InvalidationBus;
}

/** A load whose answers we hand out one by one. */
function loads() {
  const pending: ((json: string) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return { load, answer: (json: string) => pending.shift()!(json), calls: () => calls };
}

describe('MarketCache', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent readers and keeps the page for 5 s', async () => {
    const cache = new MarketCache(fakeBus());
    const l = loads();
    const a = cache.page('k', l.load);
    const b = cache.page('k', l.load);
    l.answer('[1]');
    expect((await a).json).toBe('[1]');
    expect((await b).json).toBe('[1]');
    vi.advanceTimersByTime(4_000);
    expect((await cache.page('k', l.load)).json).toBe('[1]');
    expect(l.calls()).toBe(1);
  });

  it('after 5 s answers the kept page at once and refreshes it behind the scenes', async () => {
    const cache = new MarketCache(fakeBus());
    const l = loads();
    const first = cache.page('k', l.load);
    l.answer('[1]');
    await first;
    vi.advanceTimersByTime(6_000);
    expect((await cache.page('k', l.load)).json).toBe('[1]'); // not waiting for the refresh
    expect((await cache.page('k', l.load)).json).toBe('[1]'); // one refresh at a time
    expect(l.calls()).toBe(2);
    l.answer('[2]');
    // The refresh compresses on libuv's thread pool: wait until it lands (no new load meanwhile).
    await vi.waitFor(async () => expect((await cache.page('k', l.load)).json).toBe('[2]'), { timeout: 10_000 });
    expect(l.calls()).toBe(2);
  });

  it('drops every page on a market change, and does not keep a load that was under way', async () => {
    const bus = fakeBus();
    const cache = new MarketCache(bus);
    const l = loads();
    const first = cache.page('k', l.load);
    l.answer('[1]');
    await first;
    const during = cache.page('other', l.load);
    cache.changed();
    l.answer('[old]');
    expect((await during).json).toBe('[old]');
    const after = cache.page('k', l.load);
    l.answer('[new]');
    expect((await after).json).toBe('[new]');
    const other = cache.page('other', l.load);
    expect(l.calls()).toBe(4);
    l.answer('[fresh]');
    expect((await other).json).toBe('[fresh]');
  });

  it('keeps the page when a background refresh fails, and passes a first load failure to its reader', async () => {
    const cache = new MarketCache(fakeBus());
    const ok = cache.page('k', async () => '[1]');
    await ok;
    vi.advanceTimersByTime(6_000);
    expect((await cache.page('k', () => Promise.reject(new Error('db away')))).json).toBe('[1]');
    // Once the failed refresh is over, the next reader starts another (its load is called) and still gets the page.
    let tried = 0;
    const next = async () => (tried++, '[2]');
    await vi.waitFor(async () => {
      expect((await cache.page('k', next)).json).toBe('[1]');
      expect(tried).toBe(1);
    });
    await expect(cache.page('new', () => Promise.reject(new Error('db away')))).rejects.toThrow('db away');
  });

  it('compresses a page only when a client asks for an encoding, once per encoding', async () => {
    const cache = new MarketCache(fakeBus());
    const page = await cache.page('k', async () => '{"items":[]}');
    expect(page.encodings).toEqual([]);
    const br = await page.body('br');
    expect(brotliDecompressSync(br).toString()).toBe('{"items":[]}');
    expect(await page.body('br')).toBe(br);
    expect(page.encodings).toEqual(['br']);
    expect(gunzipSync(await page.body('gzip')).toString()).toBe('{"items":[]}');
    expect((await cache.page('k', async () => '[2]')).encodings).toEqual(['br', 'gzip']);
  });

  describe('cards', () => {
    const card = (id: string, rating = 0) => ({ id, rating }) as unknown as MarketPlayer;
    /** A load that reads the asked ids, or fewer (one deleted meanwhile), and says what it was asked. */
    const reader = (gone: string[] = []) => {
      const asked: string[][] = [];
      const load = async (ids: string[]) => {
        asked.push(ids);
        return ids.filter((id) => !gone.includes(id)).map((id) => card(id));
      };
      return { load, asked };
    };

    it('reads only the players no page showed yet, per game, and keeps the order asked', async () => {
      const cache = new MarketCache(fakeBus());
      const r = reader();
      expect((await cache.cards(['a', 'b'], 'lol', r.load)).map((c) => c.id)).toEqual(['a', 'b']);
      expect((await cache.cards(['c', 'b', 'a'], 'lol', r.load)).map((c) => c.id)).toEqual(['c', 'b', 'a']);
      await cache.cards(['a'], 'valorant', r.load); // his card in another game shows another rating
      await cache.cards(['a'], undefined, r.load);
      expect(r.asked).toEqual([['a', 'b'], ['c'], ['a'], ['a']]);
    });

    it('leaves out a player not found, and reads him again next time', async () => {
      const cache = new MarketCache(fakeBus());
      const r = reader(['b']);
      expect((await cache.cards(['a', 'b', 'c'], 'lol', r.load)).map((c) => c.id)).toEqual(['a', 'c']);
      await cache.cards(['a', 'b'], 'lol', r.load);
      expect(r.asked).toEqual([['a', 'b', 'c'], ['b']]);
    });

    it('drops every card on a market change, and does not keep cards read while it happened', async () => {
      const bus = fakeBus();
      const cache = new MarketCache(bus);
      const r = reader();
      await cache.cards(['a'], 'lol', r.load);
      bus.publish({ kind: 'market' });
      await cache.cards(['a'], 'lol', r.load);
      expect(r.asked).toEqual([['a'], ['a']]);
      // A read under way when a change arrives answers its page, but its (maybe old) card is not kept.
      const during = cache.cards(['b'], 'lol', async (ids) => {
        bus.publish({ kind: 'market' });
        return r.load(ids);
      });
      expect((await during).map((c) => c.id)).toEqual(['b']);
      await cache.cards(['b'], 'lol', r.load);
      expect(r.asked).toEqual([['a'], ['a'], ['b'], ['b']]);
    });
  });
});
