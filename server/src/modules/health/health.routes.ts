import type { FastifyInstance } from 'fastify';

/** Liveness probe; also the bare baseline that `npm run bench` compares authenticated routes against. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['health'] } }, async () => ({ ok: true }));
}
