import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody, User } from '@esn/contract';
import { clearSessionCookie, currentUser } from '../../plugins/auth';
import * as account from './account.service';

/** The person's own account: e-mail, password, a data export and deletion (KVKK/GDPR). */
export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['account'];
  const limited = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  r.get(
    '/api/me/export',
    { ...base, schema: { tags, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (req, reply) => {
      const data = await account.exportMyData(app.ctx, currentUser(req));
      return reply
        .header('content-disposition', `attachment; filename="esportscv-${data.account?.nickname ?? 'export'}.json"`)
        .send(data);
    },
  );
  r.patch(
    '/api/me/email',
    { ...base, config: limited, schema: { tags, body: ChangeEmailBody, response: { 200: User } } },
    async (req) => account.changeEmail(app.ctx, currentUser(req), req.sessionId, req.body.email, req.body.password),
  );
  r.patch(
    '/api/me/password',
    { ...base, config: limited, schema: { tags, body: ChangePasswordBody, response: { 204: z.null() } } },
    async (req, reply) => {
      await account.changePassword(
        app.ctx,
        currentUser(req),
        req.sessionId,
        req.body.currentPassword,
        req.body.newPassword,
      );
      return reply.code(204).send(null);
    },
  );
  r.delete(
    '/api/me',
    { ...base, config: limited, schema: { tags, body: DeleteAccountBody, response: { 204: z.null() } } },
    async (req, reply) => {
      await account.deleteMe(app.ctx, currentUser(req), req.body.password);
      clearSessionCookie(app, reply);
      return reply.code(204).send(null);
    },
  );
}
