import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnreadCount } from '@esn/contract';

/** Direct messages "will be available soon" (spec §1); the badge's count exists already and is 0. */
export default async function messagesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/messages/unread-count',
    { onRequest: app.requireUser, schema: { tags: ['messages'], response: { 200: UnreadCount } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
      return { count: 0 };
    },
  );
}
