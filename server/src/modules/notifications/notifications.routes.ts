import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '@esn/contract/notifications/endpoints';
import { sendJson } from '../../lib/json-reply';
import { badRequest } from '../../lib/errors';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as notifications from './notifications.service';
import * as emailPrefs from './email-preferences.service';
import { requestLang } from '../../lib/language';

/** Spec §7 notification calls. Another user's notification id answers 404, as if it did not exist. */
export default async function notificationsRoutes(app: FastifyInstance) {
  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; the token is in
  // the address, so the body is only accepted, never read. (This context holds the notification routes only.)
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, undefined),
  );
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
    getNotificationEmailPreferences: async (req) => emailPrefs.emailPreferences(app.ctx, currentUser(req).id),
    updateNotificationEmailPreferences: async (req) =>
      emailPrefs.updateEmailPreferences(app.ctx, currentUser(req).id, req.body.items, requestLang(req)),
    // Mail scanners open links before the person does: the GET never acts, the page asks first. The page speaks the
    // mail's language: the web reads `lng` before its Turkish default.
    openUnsubscribeLink: async (req, reply) => {
      const lang = await emailPrefs.unsubscribeLanguage(app.ctx, req.query.token);
      if (!lang) throw badRequest('invalid_unsubscribe_token');
      const page = `/unsubscribe?token=${encodeURIComponent(req.query.token)}`;
      return reply.header('cache-control', 'no-store').redirect(lang === 'tr' ? page : `${page}&lng=${lang}`, 302);
    },
    unsubscribeFromNotificationEmails: {
      options: { config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } } },
      handler: async (req) => emailPrefs.unsubscribe(app.ctx, req.query.token),
    },
  });
}
