import { defineEndpoints } from '../endpoint';
import { Liveness, Readiness } from './schemas';

/**
 * Liveness (the process answers; restart it if not) and readiness (the database and Redis answer; send it traffic
 * only if so). Readiness answers 503 with the same `Readiness` body when a dependency is down.
 */
export const healthEndpoints = defineEndpoints('health', {
  getLiveness: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Whether the process answers (never touches the database)',
    responses: { 200: Liveness },
  },
  getReadiness: {
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    summary: 'Whether the database and Redis answer (503 with the same body when not)',
    responses: { 200: Readiness },
  },
});
