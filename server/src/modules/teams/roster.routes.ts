import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TeamDetail,
  TeamIdParams,
  TeamMember,
  TeamMemberParams,
  TransferOwnershipBody,
  UpdateMemberBody,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as roster from './roster.service';

/** Roster management: roles and captain, removing or leaving, handing the team over. */
export default function rosterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['teams'];
  const params = TeamMemberParams;

  r.patch(
    '/api/teams/:teamId/members/:userId',
    { ...base, schema: { tags, params, body: UpdateMemberBody, response: { 200: TeamMember } } },
    async (req) => roster.updateMember(app.ctx, currentUser(req), req.params.teamId, req.params.userId, req.body),
  );
  r.delete(
    '/api/teams/:teamId/members/:userId',
    { ...base, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await roster.removeMember(app.ctx, currentUser(req), req.params.teamId, req.params.userId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/teams/:teamId/ownership',
    { ...base, schema: { tags, params: TeamIdParams, body: TransferOwnershipBody, response: { 200: TeamDetail } } },
    async (req) => roster.transferOwnership(app.ctx, currentUser(req), req.params.teamId, req.body.userId),
  );
}
