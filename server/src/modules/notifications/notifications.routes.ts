import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotificationIdParams, NotificationList, NotificationListQuery, UnreadCount } from '@esn/contract';
import { sendJson } from '../../lib/json-reply';
import { currentUser } from '../../plugins/auth';
import * as notifications from './notifications.service';

/** Spec §7 notification calls, exactly. Another user's notification id answers 404, as if it did not exist. */
export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['notifications'];
  const noContent = { 204: z.null() };

  r.get(
    '/api/notifications',
    { ...base, schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationList } } },
    async (req, reply) => {
      const { limit, before } = req.query;
      const json = await notifications.firstPageJson(app.ctx, currentUser(req).id, limit, before);
      if (json !== null) return sendJson(reply, json);
      return notifications.list(app.ctx, currentUser(req).id, limit, before);
    },
  );

  r.get(
    '/api/notifications/unread-count',
    { ...base, schema: { tags, response: { 200: UnreadCount } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      // Polled by every open tab: a number needs no schema pass to become JSON.
      return sendJson(reply, `{"count":${await app.ctx.notificationCache.unreadCount(currentUser(req).id)}}`);
    },
  );

  r.patch(
    '/api/notifications/mark-all-read',
    { ...base, schema: { tags, response: noContent } },
    async (req, reply) => {
      await notifications.markAllRead(app.ctx, currentUser(req).id);
      return reply.code(204).send(null);
    },
  );

  r.patch(
    '/api/notifications/:id/read',
    { ...base, schema: { tags, params: NotificationIdParams, response: noContent } },
    async (req, reply) => {
      await notifications.markRead(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.delete('/api/notifications/delete-all', { ...base, schema: { tags, response: noContent } }, async (req, reply) => {
    await notifications.removeAll(app.ctx, currentUser(req).id);
    return reply.code(204).send(null);
  });

  r.delete(
    '/api/notifications/:id',
    { ...base, schema: { tags, params: NotificationIdParams, response: noContent } },
    async (req, reply) => {
      await notifications.remove(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
