import type { FastifyInstance } from 'fastify';

export default async function connectionsRoutes(app: FastifyInstance) {
  void app;
}
