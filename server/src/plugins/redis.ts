import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { InvalidationBus } from '../lib/invalidation-bus';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    invalidation: InvalidationBus;
  }
}

function connectRedis(url: string, log: FastifyInstance['log']): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Reconnecting is ioredis's job (retryStrategy); an error is worth a line (not one per retry), never a crash.
  let last = { message: '', at: 0 };
  client.on('error', (err) => {
    if (err.message === last.message && Date.now() - last.at < 60_000) return;
    last = { message: err.message, at: Date.now() };
    log.warn({ err: err.message }, 'redis error');
  });
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
      bus.stop();
      pub?.disconnect();
      sub?.disconnect();
    });
  },
  { name: 'redis' },
);
