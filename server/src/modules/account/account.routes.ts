import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@esn/contract/account/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { clearSessionCookie } from '../../lib/session-cookie';
import * as account from './account.service';

/** The person's own account: e-mail, password, a data export and deletion (KVKK/GDPR). */
export default async function accountRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } } };

  registerEndpoints(app, accountEndpoints, {
    exportMyData: async (req, reply) => {
      const data = await account.exportMyData(app.ctx, currentUser(req));
      return reply
        .header('content-disposition', `attachment; filename="esportscv-${data.account?.nickname ?? 'export'}.json"`)
        .send(data);
    },
    getMyLanguage: async (req) => ({ language: await account.myLanguage(app.ctx, currentUser(req)) }),
    setMyLanguage: async (req, reply) => {
      await account.setMyLanguage(app.ctx, currentUser(req), req.body.language);
      return reply.code(204).send();
    },
    changeMyEmail: {
      options: limited,
      handler: (req) =>
        account.changeEmail(app.ctx, currentUser(req), req.sessionId, req.body.email, req.body.password),
    },
    changeMyPassword: {
      options: limited,
      handler: async (req, reply) => {
        const { currentPassword, newPassword } = req.body;
        await account.changePassword(app.ctx, currentUser(req), req.sessionId, currentPassword, newPassword);
        return reply.code(204).send();
      },
    },
    deleteMyAccount: {
      options: limited,
      handler: async (req, reply) => {
        await account.deleteMe(app.ctx, currentUser(req), req.body.password);
        clearSessionCookie(app, reply);
        return reply.code(204).send();
      },
    },
  });
}
