import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateTeamBody,
  LookingForTeamPage,
  LookingForTeamQuery,
  MembershipList,
  SetVerifiedBody,
  TeamDetail,
  TeamFollowState,
  TeamIdParams,
  TeamListQuery,
  TeamPage,
  TeamResponse,
  TeamSlugParams,
  UpdateTeamBody,
  UserIdParams,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as teams from './teams.service';
import * as memberships from './memberships.service';
import requestsRoutes from './requests.routes';
import rosterRoutes from './roster.routes';

/** Teams: the list, the team page, editing, verification, deletion and follows; roster and requests beside. */
export default async function teamsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['teams'];
  const params = TeamIdParams;

  r.get(
    '/api/teams',
    { ...base, schema: { tags, querystring: TeamListQuery, response: { 200: TeamPage } } },
    async (req) => {
      const { limit, cursor, ...filters } = req.query;
      return teams.listTeams(app.ctx, filters, limit, cursor);
    },
  );
  r.post(
    '/api/teams',
    { ...base, schema: { tags, body: CreateTeamBody, response: { 201: TeamResponse } } },
    async (req, reply) => reply.code(201).send({ team: await teams.createTeam(app.ctx, currentUser(req), req.body) }),
  );
  r.get(
    '/api/teams/slug/:slug',
    { ...base, schema: { tags, params: TeamSlugParams, response: { 200: TeamDetail } } },
    async (req) => teams.teamBySlug(app.ctx, currentUser(req), req.params.slug),
  );
  r.patch(
    '/api/teams/:teamId',
    { ...base, schema: { tags, params, body: UpdateTeamBody, response: { 200: TeamResponse } } },
    async (req) => teams.updateTeam(app.ctx, currentUser(req), req.params.teamId, req.body),
  );
  r.delete(
    '/api/teams/:teamId',
    { ...base, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await teams.deleteTeam(app.ctx, currentUser(req), req.params.teamId);
      return reply.code(204).send(null);
    },
  );
  r.patch(
    '/api/teams/:teamId/verification',
    { ...base, schema: { tags, params, body: SetVerifiedBody, response: { 200: TeamResponse } } },
    async (req) => teams.setVerified(app.ctx, currentUser(req), req.params.teamId, req.body.verified),
  );
  r.post(
    '/api/teams/:teamId/follow',
    { ...base, schema: { tags, params, response: { 200: TeamFollowState } } },
    async (req) => teams.follow(app.ctx, currentUser(req), req.params.teamId, true),
  );
  r.delete(
    '/api/teams/:teamId/follow',
    { ...base, schema: { tags, params, response: { 200: TeamFollowState } } },
    async (req) => teams.follow(app.ctx, currentUser(req), req.params.teamId, false),
  );

  r.get('/api/me/teams', { ...base, schema: { tags, response: { 200: MembershipList } } }, async (req) =>
    memberships.myMemberships(app.ctx, currentUser(req)),
  );
  r.get(
    '/api/users/:id/teams',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: MembershipList } } },
    async (req) => memberships.membershipsOf(app.ctx, req.params.id),
  );
  r.get(
    '/api/teams/looking-for-team/players',
    { ...base, schema: { tags, querystring: LookingForTeamQuery, response: { 200: LookingForTeamPage } } },
    async (req) => memberships.lookingForTeam(app.ctx, req.query.game, req.query.limit, req.query.cursor),
  );

  rosterRoutes(app);
  requestsRoutes(app);
}
