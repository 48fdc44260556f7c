import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { InvalidationBus } from '../../lib/invalidation-bus';
import { TournamentCache } from './tournament-cache';

/** Without Redis the bus logs nothing; it delivers to this process at once. */
const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const cacheOnBus = () => {
  const bus = new InvalidationBus(null, null, silentLog, 'test');
  return { bus, cache: new TournamentCache(bus) };
};
/** A bracket-like answer: big and repetitive, like the real one. */
const bigJson = (tag: string) =>
  JSON.stringify(
    Array.from({ length: 2_000 }, (_, i) => ({ id: `${tag}-${i}`, name: `Team ${i % 256}`, seed: i % 256 })),
  );

describe('TournamentCache', () => {
  it('answers the first reader at once and later ones with the best compression of the same JSON', async () => {
    const { cache } = cacheOnBus();
    const json = bigJson('a');
    const first = await cache.bracket('t1', async () => json);
    await vi.waitFor(async () => expect((await cache.bracket('t1', async () => 'unused')).br).not.toBe(first.br), {
      timeout: 15_000,
      interval: 20,
    });
    const later = await cache.bracket('t1', async () => 'unused');
    expect(later.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(later.br).toString()).toBe(json);
    expect(later.etag).toBe(first.etag);
  });

  it('never puts back an answer that changed while its best compression was being made', async () => {
    const { cache } = cacheOnBus();
    await cache.bracket('t2', async () => bigJson('old'));
    cache.changed('t2'); // no Redis: the bus delivers to this process at once
    const fresh = await cache.bracket('t2', async () => bigJson('new'));
    expect(brotliDecompressSync(fresh.br).toString()).toBe(bigJson('new'));
    // Wait until the new answer's best compression replaced its quick one. The old answer's best compression was
    // queued on libuv's thread pool before it, so it has finished by then too and had its chance to be put back.
    await vi.waitFor(async () => expect((await cache.bracket('t2', async () => 'unused')).br).not.toBe(fresh.br), {
      timeout: 15_000,
      interval: 20,
    });
    const after = await cache.bracket('t2', async () => 'unused');
    expect(brotliDecompressSync(after.br).toString()).toBe(bigJson('new'));
    expect(after.br.length).toBeLessThan(fresh.br.length);
  });
});
