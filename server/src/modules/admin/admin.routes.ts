import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminLoginBody, AdminLoginResponse, AdminMe, SiteSettings, UpdateSiteSettingsBody } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import { adminLogin, adminLogout, settingsChanges } from './admin.service';
import { audit } from './audit';

export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { onRequest: app.requireAdmin };

  r.post(
    '/api/admin/login',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, body: AdminLoginBody, response: { 200: AdminLoginResponse } },
    },
    async (req) => adminLogin(app.ctx, req.body, req.ip),
  );

  r.post('/api/admin/logout', { ...admin, schema: { tags, response: { 204: z.null() } } }, async (req, reply) => {
    await adminLogout(app.ctx, req.adminTokenId);
    return reply.code(204).send(null);
  });

  r.get('/api/admin/me', { ...admin, schema: { tags, response: { 200: AdminMe } } }, async (req) => {
    const { id, email, nickname } = currentUser(req);
    return { id, email, nickname };
  });

  r.get('/api/admin/settings', { ...admin, schema: { tags, response: { 200: SiteSettings } } }, async () =>
    app.settings.get(),
  );

  r.patch(
    '/api/admin/settings',
    {
      ...admin,
      schema: { tags, body: UpdateSiteSettingsBody, response: { 200: SiteSettings } },
    },
    async (req) => {
      const { before, after } = await app.settings.change(req.body);
      await audit(
        app.db,
        currentUser(req),
        'settings.changed',
        { type: 'settings', id: null, label: null },
        settingsChanges(before, after),
      );
      return after;
    },
  );
}
