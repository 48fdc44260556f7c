import type { FastifyInstance } from 'fastify';

export default async function profilesRoutes(app: FastifyInstance) {
  void app;
}
