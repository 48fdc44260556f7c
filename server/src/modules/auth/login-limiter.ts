import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors';
import { createLimiter } from '../../lib/limiter';

/** How many times more failures one address may have over all accounts than for one account. */
const ADDRESS_FACTOR = 5;

const limiter = (redis: Redis | null, points: number, keyPrefix: string) =>
  createLimiter(redis, { points, duration: 60, keyPrefix });

/**
 * Counts failed sign-ins (user and admin login) so that a stranger's failures slow the stranger, not the owner:
 * - one address, one account: more than `points` failures in a minute → 429 for that address on that account;
 * - one address, any accounts: more than `points × 5` failures in a minute → 429 for that address;
 * - one account, any addresses: past `points` failures in a minute every attempt on it waits `slowdownMs` first,
 *   but is never refused, so the owner signing in from elsewhere with the right password gets in.
 * Shared through Redis across processes when available, in memory otherwise (and as Redis's insurance).
 */
export class LoginLimiter {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;

  constructor(
    private readonly points: number,
    redis: Redis | null,
    keyPrefix: string,
    private readonly slowdownMs = 1_000,
  ) {
    this.pair = limiter(redis, points, `${keyPrefix}:pair`);
    this.address = limiter(redis, points * ADDRESS_FACTOR, `${keyPrefix}:ip`);
    // Counts on past its points (penalty, not consume): only the count is read.
    this.account = limiter(redis, points, `${keyPrefix}:account`);
  }

  private static pairKey(email: string, ip: string) {
    return `${ip}|${email.toLowerCase()}`;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [pair, address, account] = await Promise.all([
      this.pair.get(LoginLimiter.pairKey(email, ip)),
      this.address.get(ip),
      this.account.get(email.toLowerCase()),
    ]);
    if ((pair && pair.remainingPoints <= 0) || (address && address.remainingPoints <= 0)) {
      throw new AppError(429, 'rate_limited');
    }
    if (account && account.consumedPoints >= this.points && this.slowdownMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.slowdownMs));
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.pair.penalty(LoginLimiter.pairKey(email, ip), 1),
      this.address.penalty(ip, 1),
      this.account.penalty(email.toLowerCase(), 1),
    ]);
  }

  /** The right password from this address: its own count for the account starts over (a stranger's stays). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.pair.delete(LoginLimiter.pairKey(email, ip));
  }
}
