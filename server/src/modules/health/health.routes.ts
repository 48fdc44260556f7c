import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@esn/contract/health/endpoints';
import { registerEndpoints } from '../../lib/endpoints';
import { RETRY_AFTER_SECONDS } from '../../lib/db-errors';
import { readiness } from './health.service';

/**
 * Liveness (`/api/health`: the process answers; restart it if not) and readiness (`/api/health/ready`: the
 * database and Redis answer; send it traffic only if so). Liveness never touches the database, so that a
 * database outage does not get healthy processes restarted. It is also the bare baseline of `npm run bench`.
 */
export default async function healthRoutes(app: FastifyInstance) {
  registerEndpoints(app, healthEndpoints, {
    getLiveness: async () => ({ ok: true as const }),
    getReadiness: async (_req, reply) => {
      const state = await readiness({ db: app.db, redis: app.redis, busConnected: () => app.invalidation.connected });
      reply.header('cache-control', 'no-store');
      if (state.status === 'ok') return state;
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(state);
    },
  });
}
