import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors';

/**
 * Counts failed sign-ins per address and per IP; more than `points` failures in a minute → 429.
 * Shared through Redis across processes when available, in memory otherwise (and as Redis's insurance).
 */
export class LoginLimiter {
  private limiter: RateLimiterAbstract;

  constructor(points: number, redis: Redis | null, keyPrefix: string) {
    const memory = new RateLimiterMemory({ points, duration: 60, keyPrefix });
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, points, duration: 60, keyPrefix, insuranceLimiter: memory })
      : memory;
  }

  private keys(email: string, ip: string) {
    return [`email:${email.toLowerCase()}`, `ip:${ip}`];
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const states = await Promise.all(this.keys(email, ip).map((k) => this.limiter.get(k)));
    if (states.some((s) => s && s.remainingPoints <= 0)) throw new AppError(429, 'rate_limited');
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(this.keys(email, ip).map((k) => this.limiter.penalty(k, 1)));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.limiter.delete(`email:${email.toLowerCase()}`);
  }
}
