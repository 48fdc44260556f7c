import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FollowState, pageQuery, UserIdParams, UserPage, UserSummary } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as follows from './follows.service';

export default async function followsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['users'];

  r.get(
    '/api/users/:id',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: UserSummary } } },
    async (req) => follows.summary(app.ctx, currentUser(req).id, req.params.id),
  );

  r.post(
    '/api/users/:id/follow',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: FollowState } } },
    async (req) => follows.follow(app.ctx, currentUser(req), req.params.id),
  );

  r.delete(
    '/api/users/:id/follow',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: FollowState } } },
    async (req) => follows.unfollow(app.ctx, currentUser(req), req.params.id),
  );

  for (const direction of ['followers', 'following'] as const) {
    r.get(
      `/api/users/:id/${direction}`,
      { ...base, schema: { tags, params: UserIdParams, querystring: pageQuery, response: { 200: UserPage } } },
      async (req) => follows.people(app.ctx, direction, req.params.id, req.query.limit, req.query.cursor),
    );
  }
}
