import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationPage,
  ApplyBody,
  InvitationPage,
  InviteBody,
  RequestListQuery,
  TeamApplication,
  TeamIdParams,
  TeamInvitation,
  TeamRequestParams,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as applications from './applications.service';
import * as invitations from './invitations.service';

/** Applications (a person asks a team) and invitations (a team asks a person). */
export default function requestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['teams'];
  const params = TeamRequestParams;
  const querystring = RequestListQuery;

  r.post(
    '/api/teams/:teamId/applications',
    { ...base, schema: { tags, params: TeamIdParams, body: ApplyBody, response: { 201: TeamApplication } } },
    async (req, reply) =>
      reply.code(201).send(await applications.apply(app.ctx, currentUser(req), req.params.teamId, req.body)),
  );
  r.get(
    '/api/teams/:teamId/applications',
    { ...base, schema: { tags, params: TeamIdParams, querystring, response: { 200: ApplicationPage } } },
    async (req) =>
      applications.listForTeam(
        app.ctx,
        currentUser(req),
        req.params.teamId,
        req.query.status,
        req.query.limit,
        req.query.cursor,
      ),
  );
  r.get(
    '/api/me/team-applications',
    { ...base, schema: { tags, querystring, response: { 200: ApplicationPage } } },
    async (req) =>
      applications.listMine(app.ctx, currentUser(req), req.query.status, req.query.limit, req.query.cursor),
  );
  for (const step of ['accept', 'reject', 'withdraw'] as const) {
    r.post(
      `/api/team-applications/:id/${step}`,
      { ...base, schema: { tags, params, response: { 200: TeamApplication } } },
      async (req) => applications[step](app.ctx, currentUser(req), req.params.id),
    );
  }

  r.post(
    '/api/teams/:teamId/invitations',
    { ...base, schema: { tags, params: TeamIdParams, body: InviteBody, response: { 201: TeamInvitation } } },
    async (req, reply) =>
      reply.code(201).send(await invitations.invite(app.ctx, currentUser(req), req.params.teamId, req.body)),
  );
  r.get(
    '/api/teams/:teamId/invitations',
    { ...base, schema: { tags, params: TeamIdParams, querystring, response: { 200: InvitationPage } } },
    async (req) =>
      invitations.listForTeam(
        app.ctx,
        currentUser(req),
        req.params.teamId,
        req.query.status,
        req.query.limit,
        req.query.cursor,
      ),
  );
  r.get(
    '/api/me/team-invitations',
    { ...base, schema: { tags, querystring, response: { 200: InvitationPage } } },
    async (req) => invitations.listMine(app.ctx, currentUser(req), req.query.status, req.query.limit, req.query.cursor),
  );
  r.get(
    '/api/team-invitations/:id',
    { ...base, schema: { tags, params, response: { 200: TeamInvitation } } },
    async (req) => invitations.get(app.ctx, currentUser(req), req.params.id),
  );
  for (const step of ['accept', 'decline', 'withdraw'] as const) {
    r.post(
      `/api/team-invitations/:id/${step}`,
      { ...base, schema: { tags, params, response: { 200: TeamInvitation } } },
      async (req) => invitations[step](app.ctx, currentUser(req), req.params.id),
    );
  }
}
