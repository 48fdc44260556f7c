import type { FastifyInstance } from 'fastify';
import { adminAreaEndpoints } from '@esn/contract/admin/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as area from './area.service';
import { auditPage } from './audit';

/** The admin area's overview, people, teams and audit log (bearer token or an admin's session; others 401/403). */
export default async function adminAreaRoutes(app: FastifyInstance) {
  registerEndpoints(app, adminAreaEndpoints, {
    getAdminOverview: () => area.overview(app.ctx, app.realtime),
    listAdminUsers: (req) => area.listUsers(app.ctx, req.query),
    updateAdminUser: (req) => area.updateUser(app.ctx, currentUser(req), req.params.id, req.body),
    deleteAdminUser: async (req, reply) => {
      await area.deleteUser(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send();
    },
    listAdminTeams: (req) => area.listTeams(app.ctx, req.query),
    updateAdminTeam: (req) => area.updateTeam(app.ctx, currentUser(req), req.params.id, req.body),
    deleteAdminTeam: async (req, reply) => {
      await area.removeTeam(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send();
    },
    listAuditLog: (req) => auditPage(app.db, req.query.limit, req.query.cursor),
  });
}
