import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../lib/errors';
import { createLimiter } from '../lib/limiter';

/** Writes a person may make per minute, by kind: sized for a fast human, not for a script. */
export const WRITE_LIMITS = {
  post: 10,
  share: 10,
  comment: 30,
  like: 60,
  vote: 30,
  follow: 60,
  connection: 20,
  application: 10,
  invitation: 30,
  report: 10,
  registration: 10,
  /** Every other write that has no limit of its own. */
  write: 120,
} as const;
export type WriteBucket = keyof typeof WRITE_LIMITS;

/** Routes (as registered: `METHOD /path`) and the bucket each counts against; a bucket may span several routes. */
export const WRITE_ROUTES: Record<string, WriteBucket> = {
  'POST /api/posts': 'post',
  'POST /api/posts/:id/share': 'share',
  'POST /api/posts/:id/comments': 'comment',
  'PUT /api/posts/:id/like': 'like',
  'DELETE /api/posts/:id/like': 'like',
  'POST /api/posts/:id/vote': 'vote',
  'POST /api/users/:id/follow': 'follow',
  'DELETE /api/users/:id/follow': 'follow',
  'POST /api/teams/:teamId/follow': 'follow',
  'DELETE /api/teams/:teamId/follow': 'follow',
  'POST /api/connections/:userId': 'connection',
  'POST /api/teams/:teamId/applications': 'application',
  'POST /api/teams/:teamId/invitations': 'invitation',
  'POST /api/reports': 'report',
  'POST /api/tournaments/:id/registrations': 'registration',
  'POST /api/challenges/:id/join': 'registration',
  // (An organizer adding teams to a league is an ordinary `write`: a 16-team league is 16 of them.)
};

/** Writes that are limited otherwise: signing in and out (auth/login-limiter.ts). */
const EXEMPT = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/admin/login',
  'POST /api/admin/logout',
]);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The bucket of a route: its own entry, else `write` for an API write without a limit of its own (config.rateLimit). */
export function bucketOf(method: string, url: string, hasOwnLimit: boolean): WriteBucket | null {
  const key = `${method} ${url}`;
  if (WRITE_ROUTES[key]) return WRITE_ROUTES[key];
  if (!WRITES.has(method) || !url.startsWith('/api/') || EXEMPT.has(key) || hasOwnLimit) return null;
  return 'write';
}

/**
 * Per-person limits on every write (WRITE_LIMITS × config.writeLimitScale a minute), counted after the session check
 * (a preHandler, after the routes' onRequest requireUser) by the signed-in user, or by address on a route without one.
 * Past its limit a write is a 429 `write_rate_limited` with Retry-After. Shared across processes through Redis; the
 * process's own memory counts while Redis is away. One table rather than a line in every route file.
 */
export default fp(
  async function writeLimits(app: FastifyInstance) {
    const prefix = `${app.config.redisPrefix}wl:`;
    const limiters = new Map(
      (Object.keys(WRITE_LIMITS) as WriteBucket[]).map((bucket) => [
        bucket,
        createLimiter(app.redis, {
          points: Math.max(1, Math.round(WRITE_LIMITS[bucket] * app.config.writeLimitScale)),
          duration: 60,
          keyPrefix: `${prefix}${bucket}`,
        }),
      ]),
    );

    const check = (bucket: WriteBucket): preHandlerHookHandler =>
      async function writeLimit(req: FastifyRequest, reply) {
        const who = req.user ? `u:${req.user.id}` : `ip:${req.ip}`;
        try {
          await limiters.get(bucket)!.consume(who);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          reply.header('retry-after', String(seconds));
          throw new AppError(429, 'write_rate_limited', { seconds });
        }
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hasOwnLimit = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      const buckets = new Set(methods.map((m) => bucketOf(m, route.url, hasOwnLimit)).filter((b) => b !== null));
      if (buckets.size === 0) return;
      const hooks = [...buckets].map(check);
      const existing = route.preHandler;
      route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), ...hooks];
    });
  },
  { name: 'write-limits', dependencies: ['redis'] },
);
