import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type Invalidation =
  | { kind: 'session'; id: string }
  | { kind: 'user-sessions'; userId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'settings' }
  | { kind: 'notifications'; userId: string }
  /** These people's unread message counts and lists, these conversations' threads (see messages/message-cache.ts). */
  | { kind: 'messages'; userIds: string[]; conversations?: string[] }
  /** The wall's cached first pages that show any of these (see posts/feed-cache.ts). */
  | { kind: 'feed'; readers?: string[]; authors?: string[]; posts?: string[] }
  /** A tournament's cached bracket and match lists (see tournaments/bracket-cache.ts). */
  | { kind: 'tournament'; id: string }
  /** The player market's cached pages (see transfers/market-cache.ts). */
  | { kind: 'market' }
  /**
   * The leaderboards (see challenges/leaderboard.ts): with `standing`, one subject's new totals, applied in place to
   * every process's rankings; without, every ranking is dropped and read again (rare: deletions, admin changes).
   */
  | { kind: 'leaderboard'; standing?: XpStanding }
  /** After a Redis outage messages may have been missed: drop everything. */
  | { kind: 'all' };

/**
 * A person's or team's XP after an award, with what the rankings show of it, so that each process applies it without
 * a query. `userType` (people only) says which rankings hold the person; `week` is the total since `weekStart`
 * (epoch ms, Monday 00:00 Istanbul).
 */
export type XpStanding = {
  kind: 'user' | 'team';
  id: string;
  userType: string | null;
  name: string;
  slug: string | null;
  picture: string | null;
  all: number;
  week: number;
  weekStart: number;
};

type Handler = (msg: Invalidation) => void;

/** While the bus is down, caches are dropped this often: another process's changes then show within this long. */
const OUTAGE_FLUSH_MS = 2_000;

/**
 * Cache invalidation across server processes. Every process keeps hot data (sessions, users, settings) in
 * memory; a change is applied locally at once and broadcast on Redis so the others drop their copy too.
 * Without REDIS_URL there is one process and the local path is all there is. If Redis goes down the API
 * keeps working: every cache is dropped when the subscriber loses Redis, every OUTAGE_FLUSH_MS while it is away
 * (messages from the other processes cannot reach us, so no cached copy may live long) and once more when it is
 * back (messages may have been missed in between).
 */
export class InvalidationBus {
  private handlers: Handler[] = [];
  private outageTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly pub: Redis | null,
    private readonly sub: Redis | null,
    private readonly log: FastifyBaseLogger,
    private readonly channel: string,
  ) {
    if (!sub) return;
    sub.on('ready', () => {
      this.endOutage();
      this.dispatchLocal({ kind: 'all' });
      // ioredis re-subscribes by itself after a reconnect, but not when the first subscribe failed (Redis was down
      // at start-up); subscribing twice is harmless.
      sub.subscribe(this.channel).catch((err: unknown) => log.warn({ err }, 'redis subscribe failed'));
    });
    sub.on('close', () => this.startOutage());
    sub.on('message', (_channel: string, raw: string) => {
      try {
        this.dispatchLocal(JSON.parse(raw) as Invalidation);
      } catch (err) {
        log.warn({ err }, 'bad invalidation message');
      }
    });
  }

  async start(): Promise<void> {
    if (!this.sub) return;
    if (this.sub.status !== 'ready') return this.startOutage();
    await this.sub.subscribe(this.channel);
  }

  /** Whether messages from the other processes reach this one (always, without Redis: there are none). */
  get connected(): boolean {
    return !this.sub || this.sub.status === 'ready';
  }

  private startOutage(): void {
    if (this.stopped) return;
    this.dispatchLocal({ kind: 'all' });
    if (this.outageTimer) return;
    this.log.warn('invalidation bus lost Redis; caches are dropped every few seconds until it is back');
    this.outageTimer = setInterval(() => this.dispatchLocal({ kind: 'all' }), OUTAGE_FLUSH_MS);
    this.outageTimer.unref();
  }

  private endOutage(): void {
    if (!this.outageTimer) return;
    clearInterval(this.outageTimer);
    this.outageTimer = undefined;
    this.log.info('invalidation bus reconnected to Redis');
  }

  stop(): void {
    this.stopped = true;
    this.endOutage();
  }

  onInvalidate(handler: Handler): void {
    this.handlers.push(handler);
  }

  private dispatchLocal(msg: Invalidation): void {
    for (const h of this.handlers) {
      try {
        h(msg);
      } catch (err) {
        this.log.error({ err, kind: msg.kind }, 'cache invalidation handler failed');
      }
    }
  }

  publish(msg: Invalidation): void {
    this.dispatchLocal(msg);
    this.pub?.publish(this.channel, JSON.stringify(msg)).catch((err: unknown) => {
      this.log.warn({ err }, 'redis publish failed; the other processes drop their caches while they miss Redis too');
    });
  }
}
