import { LRUCache } from 'lru-cache';

type Flight<V> = { promise: Promise<V>; stale: boolean };

/**
 * A read-through, in-process cache whose entries are dropped by invalidation (the cross-process bus calls
 * `invalidate`). A load that was under way when its key was invalidated is returned to its caller but not
 * cached: it may have read the database before the change committed. Concurrent loads of one key share a query.
 */
export class InvalidatingCache<K extends string | number, V> {
  private values: LRUCache<K, { value: V }>;
  private flights = new Map<K, Flight<V>>();

  constructor(opts: { max: number; ttlMs: number }) {
    this.values = new LRUCache({ max: opts.max, ttl: opts.ttlMs });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.values.get(key);
    if (hit) return Promise.resolve(hit.value);
    const running = this.flights.get(key);
    if (running && !running.stale) return running.promise;

    const flight = { stale: false } as Flight<V>;
    flight.promise = load()
      .then((value) => {
        if (!flight.stale) this.values.set(key, { value });
        return value;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** Put a value known to be current (e.g. just written by this process). */
  set(key: K, value: V): void {
    this.values.set(key, { value });
  }

  /** The cached value, if any, without loading. */
  peek(key: K): V | undefined {
    return this.values.get(key)?.value;
  }

  invalidate(key: K): void {
    this.values.delete(key);
    const flight = this.flights.get(key);
    if (flight) flight.stale = true;
  }

  /** Invalidate every key whose cached value matches. */
  invalidateWhere(match: (value: V, key: K) => boolean): void {
    for (const [key, { value }] of this.values.entries()) if (match(value, key)) this.invalidate(key);
  }

  clear(): void {
    this.values.clear();
    for (const flight of this.flights.values()) flight.stale = true;
  }
}
