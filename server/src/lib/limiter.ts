import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * A counter shared through Redis across processes; while Redis is away (or without REDIS_URL) the process's own
 * memory counts instead, so a limit never lapses with Redis.
 */
export function createLimiter(
  redis: Redis | null,
  opts: { points: number; duration: number; keyPrefix: string },
): RateLimiterAbstract {
  const memory = new RateLimiterMemory(opts);
  if (!redis) return memory;
  return new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
}

/**
 * The store of @fastify/rate-limit (the auth, message, transfer and upload route limits) on createLimiter: Redis
 * with the process's memory as insurance. The plugin's own Redis store fails while Redis is away, and with
 * `skipOnError` the limits were then skipped.
 */
export function rateLimitStore(redis: Redis | null, nameSpace: string) {
  class Store implements FastifyRateLimitStore {
    private readonly byWindow = new Map<number, RateLimiterAbstract>();

    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = nameSpace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      let limiter = this.byWindow.get(timeWindow);
      if (!limiter) {
        const duration = Math.max(1, Math.ceil(timeWindow / 1000));
        limiter = createLimiter(redis, {
          points: Number.MAX_SAFE_INTEGER,
          duration,
          keyPrefix: `${this.prefix}${duration}`,
        });
        this.byWindow.set(timeWindow, limiter);
      }
      limiter.penalty(key, 1).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** At run time the plugin passes the route's merged limit options with `routeInfo` (see its RedisStore). */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new Store(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return Store;
}
