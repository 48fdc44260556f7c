import type { FastifyInstance } from 'fastify';
import { adminAccessEndpoints } from '@esn/contract/admin/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { adminLogin, adminLogout, settingsChanges } from './admin.service';
import { audit } from './audit';

export default async function adminRoutes(app: FastifyInstance) {
  registerEndpoints(app, adminAccessEndpoints, {
    adminLogin: {
      options: { config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } } },
      handler: (req) => adminLogin(app.ctx, req.body, req.ip),
    },
    adminLogout: async (req, reply) => {
      await adminLogout(app.ctx, req.adminTokenId);
      return reply.code(204).send();
    },
    getAdminMe: (req) => {
      const { id, email, nickname } = currentUser(req);
      return { id, email, nickname };
    },
    getSiteSettings: () => app.settings.get(),
    updateSiteSettings: async (req) => {
      const { before, after } = await app.settings.change(req.body);
      const changes = settingsChanges(before, after);
      // A save that changed nothing is no event of the log's.
      if (Object.keys(changes).length > 0)
        await audit(app.db, currentUser(req), 'settings.changed', { type: 'settings', id: null, label: null }, changes);
      return after;
    },
  });
}
