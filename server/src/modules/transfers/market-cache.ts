import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { compressedAnswer, type CachedAnswer } from '../tournaments/tournament-cache';

const FRESH_MS = 5_000;
/** A page nobody asked for in this long is dropped rather than refreshed. */
const KEEP_MS = 60_000;

type Flight = { promise: Promise<CachedAnswer>; stale: boolean };

/**
 * Pages of the player market as the answers the route sends, per process. A page is the same for every reader, so
 * each filter combination's page is kept: fresh for 5 s, then answered once more from memory while one query
 * refreshes it in the background (readers never queue behind a refresh; profile views and the teams on a card show
 * within seconds). A profile or market-status change and an accepted offer drop every page on every process, so the
 * one who changed something finds it at once; a refresh that was under way then is not kept.
 */
export class MarketCache {
  private pages = new LRUCache<string, { answer: CachedAnswer; at: number }>({ max: 1_000, ttl: KEEP_MS });
  private flights = new Map<string, Flight>();

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'market' || msg.kind === 'all') this.clear();
    });
  }

  page(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    const kept = this.pages.get(key);
    if (kept && Date.now() - kept.at < FRESH_MS) return Promise.resolve(kept.answer);
    const refresh = this.refresh(key, load);
    if (!kept) return refresh;
    refresh.catch(() => undefined); // a failed background refresh leaves the kept page; the next reader tries again
    return Promise.resolve(kept.answer);
  }

  private refresh(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    const running = this.flights.get(key);
    if (running && !running.stale) return running.promise;
    const flight = { stale: false } as Flight;
    flight.promise = load()
      .then(compressedAnswer)
      .then((answer) => {
        if (!flight.stale) this.pages.set(key, { answer, at: Date.now() });
        return answer;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight.promise;
  }

  private clear(): void {
    this.pages.clear();
    for (const flight of this.flights.values()) flight.stale = true;
  }

  changed(): void {
    this.bus.publish({ kind: 'market' });
  }
}
