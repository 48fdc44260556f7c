import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOverview,
  AdminTeam,
  AdminTeamPage,
  AdminTeamsQuery,
  AdminUser,
  AdminUserPage,
  AdminUsersQuery,
  AuditPage,
  AuditQuery,
  UpdateAdminTeamBody,
  UpdateAdminUserBody,
  UserIdParams,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as area from './area.service';
import { auditPage } from './audit';

/** The admin area's overview, people, teams and audit log (bearer token or an admin's session; others 401/403). */
export default async function adminAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin'];
  const params = UserIdParams;

  r.get('/api/admin/overview', { ...admin, schema: { tags, response: { 200: AdminOverview } } }, async () =>
    area.overview(app.ctx, app.realtime),
  );

  r.get(
    '/api/admin/users',
    { ...admin, schema: { tags, querystring: AdminUsersQuery, response: { 200: AdminUserPage } } },
    async (req) => area.listUsers(app.ctx, req.query),
  );
  r.patch(
    '/api/admin/users/:id',
    { ...admin, schema: { tags, params, body: UpdateAdminUserBody, response: { 200: AdminUser } } },
    async (req) => area.updateUser(app.ctx, currentUser(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/users/:id',
    { ...admin, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await area.deleteUser(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/admin/teams',
    { ...admin, schema: { tags, querystring: AdminTeamsQuery, response: { 200: AdminTeamPage } } },
    async (req) => area.listTeams(app.ctx, req.query),
  );
  r.patch(
    '/api/admin/teams/:id',
    { ...admin, schema: { tags, params, body: UpdateAdminTeamBody, response: { 200: AdminTeam } } },
    async (req) => area.updateTeam(app.ctx, currentUser(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/teams/:id',
    { ...admin, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await area.removeTeam(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/admin/audit-log',
    { ...admin, schema: { tags, querystring: AuditQuery, response: { 200: AuditPage } } },
    async (req) => auditPage(app.db, req.query.limit, req.query.cursor),
  );
}
