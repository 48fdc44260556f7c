import type { FastifyInstance } from 'fastify';

export default async function searchRoutes(app: FastifyInstance) {
  void app;
}
