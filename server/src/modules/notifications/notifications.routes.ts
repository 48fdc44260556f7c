import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '@esn/contract/notifications/endpoints';
import { sendJson } from '../../lib/json-reply';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as notifications from './notifications.service';

/** Spec §7 notification calls. Another user's notification id answers 404, as if it did not exist. */
export default async function notificationsRoutes(app: FastifyInstance) {
  registerEndpoints(app, notificationsEndpoints, {
    listNotifications: async (req, reply) => {
      const { limit, before } = req.query;
      const json = await notifications.firstPageJson(app.ctx, currentUser(req).id, limit, before);
      if (json !== null) return sendJson(reply, json);
      return notifications.list(app.ctx, currentUser(req).id, limit, before);
    },
    getUnreadNotificationCount: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      // Polled by every open tab: a number needs no schema pass to become JSON.
      return sendJson(reply, `{"count":${await app.ctx.notificationCache.unreadCount(currentUser(req).id)}}`);
    },
    markAllNotificationsRead: async (req, reply) => {
      await notifications.markAllRead(app.ctx, currentUser(req).id);
      return reply.code(204).send();
    },
    markNotificationRead: async (req, reply) => {
      await notifications.markRead(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send();
    },
    deleteAllNotifications: async (req, reply) => {
      await notifications.removeAll(app.ctx, currentUser(req).id);
      return reply.code(204).send();
    },
    deleteNotification: async (req, reply) => {
      await notifications.remove(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send();
    },
  });
}
