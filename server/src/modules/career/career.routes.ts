import type { FastifyInstance } from 'fastify';

export default async function careerRoutes(app: FastifyInstance) {
  void app;
}
