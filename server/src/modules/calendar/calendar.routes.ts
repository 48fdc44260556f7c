import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarEndpoints } from '@esn/contract/calendar/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { requestLang } from '../../lib/language';
import * as calendar from './calendar.service';

/**
 * Calendar apps poll a feed every few minutes to hours. The budget is per address, not per IP: Google and Microsoft
 * fetch everybody's feeds from a few addresses of theirs, and one person's looping client must not starve the others.
 */
const feedLimit = {
  config: {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => `calendar:${(req.params as { token?: string }).token ?? ''}`,
    },
  },
};

export default async function calendarRoutes(app: FastifyInstance) {
  registerEndpoints(app, calendarEndpoints, {
    getMyCalendarFeed: (req) => calendar.getFeed(app.ctx, currentUser(req)),
    regenerateMyCalendarFeed: (req) => calendar.regenerate(app.ctx, currentUser(req), requestLang(req)),
    deleteMyCalendarFeed: async (req, reply) => {
      await calendar.turnOff(app.ctx, currentUser(req));
      return reply.code(204).send();
    },
    getCalendarFeedFile: {
      options: feedLimit,
      handler: async (req, reply) => {
        const file = await calendar.feedFile(app.ctx, req.params.token);
        // The address is a secret: no shared cache keeps a copy; the app's own may for a few minutes.
        reply
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          .header('x-robots-tag', 'noindex');
        return reply.type('text/calendar; charset=utf-8').send(file);
      },
    },
  });
}
