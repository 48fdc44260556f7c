import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type Invalidation =
  | { kind: 'session'; id: string }
  | { kind: 'user-sessions'; userId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'settings' }
  | { kind: 'notifications'; userId: string }
  /** The wall's cached first pages that show any of these (see posts/feed-cache.ts). */
  | { kind: 'feed'; readers?: string[]; authors?: string[]; posts?: string[] }
  /** After a Redis outage messages may have been missed: drop everything. */
  | { kind: 'all' };

type Handler = (msg: Invalidation) => void;

/**
 * Cache invalidation across server processes. Every process keeps hot data (sessions, users, settings) in
 * memory; a change is applied locally at once and broadcast on Redis so the others drop their copy too.
 * Without REDIS_URL there is one process and the local path is all there is. If Redis goes down the API
 * keeps working; when the subscriber comes back, every cache is dropped because messages may have been missed.
 */
export class InvalidationBus {
  private handlers: Handler[] = [];

  constructor(
    private readonly pub: Redis | null,
    private readonly sub: Redis | null,
    private readonly log: FastifyInstance['log'],
    private readonly channel: string,
  ) {
    if (!sub) return;
    let wasReady = false;
    sub.on('ready', () => {
      if (wasReady) this.dispatchLocal({ kind: 'all' });
      wasReady = true;
    });
    sub.on('message', (_channel: string, raw: string) => {
      try {
        this.dispatchLocal(JSON.parse(raw) as Invalidation);
      } catch (err) {
        log.warn({ err }, 'bad invalidation message');
      }
    });
  }

  async start(): Promise<void> {
    await this.sub?.subscribe(this.channel);
  }

  onInvalidate(handler: Handler): void {
    this.handlers.push(handler);
  }

  private dispatchLocal(msg: Invalidation): void {
    for (const h of this.handlers) h(msg);
  }

  publish(msg: Invalidation): void {
    this.dispatchLocal(msg);
    this.pub?.publish(this.channel, JSON.stringify(msg)).catch((err: unknown) => {
      this.log.warn({ err }, 'redis publish failed; other processes keep their cache until its TTL');
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    invalidation: InvalidationBus;
  }
}

export function connectRedis(url: string, log: FastifyInstance['log']): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  client.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  return client;
}

export default fp(
  async function redis(app: FastifyInstance, opts: { url: string | undefined; prefix: string }) {
    const pub = opts.url ? connectRedis(opts.url, app.log) : null;
    const sub = opts.url ? connectRedis(opts.url, app.log) : null;
    if (pub && sub) {
      // Start-up does not wait forever for Redis: the API works without it.
      await Promise.all([pub.connect(), sub.connect()]).catch((err: unknown) =>
        app.log.warn({ err }, 'redis unavailable at start-up; running without cross-process invalidation'),
      );
    }
    const bus = new InvalidationBus(pub, sub, app.log, `${opts.prefix}invalidate`);
    await bus.start().catch((err: unknown) => app.log.warn({ err }, 'redis subscribe failed'));
    app.decorate('redis', pub);
    app.decorate('invalidation', bus);
    app.addHook('onClose', async () => {
      pub?.disconnect();
      sub?.disconnect();
    });
  },
  { name: 'redis' },
);
