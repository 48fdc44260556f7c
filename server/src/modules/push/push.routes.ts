import type { FastifyInstance } from 'fastify';
import { pushEndpoints } from '@esn/contract/push/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { requestLang } from '../../lib/language';
import * as push from './push.service';

export default async function pushRoutes(app: FastifyInstance) {
  registerEndpoints(app, pushEndpoints, {
    getPushPublicKey: async () => ({ publicKey: app.config.vapid.publicKey }),
    subscribePush: async (req, reply) => {
      await push.subscribe(app.ctx, currentUser(req).id, req.body, {
        lang: requestLang(req),
        userAgent: req.headers['user-agent'],
      });
      return reply.code(204).send();
    },
    unsubscribePush: async (req, reply) => {
      await push.unsubscribe(app.ctx, currentUser(req).id, req.body.endpoint);
      return reply.code(204).send();
    },
  });
}
