import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileResponse, SetVerifiedBody, UpdateProfileBody, UserIdParams, VerifiedState } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as profiles from './profiles.service';

/** Profiles: anyone signed in reads; only the owner edits (`/me`, so by construction); admins set the verified flag. */
export default async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['profiles'];

  r.get('/api/profiles/me', { ...base, schema: { tags, response: { 200: ProfileResponse } } }, async (req) =>
    profiles.getProfile(app.ctx, currentUser(req).id, currentUser(req).id),
  );

  r.get(
    '/api/profiles/:id',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: ProfileResponse } } },
    async (req) => profiles.getProfile(app.ctx, currentUser(req).id, req.params.id),
  );

  r.patch(
    '/api/profiles/me',
    { ...base, schema: { tags, body: UpdateProfileBody, response: { 200: ProfileResponse } } },
    async (req) => profiles.updateProfile(app.ctx, currentUser(req), req.body),
  );

  r.post(
    '/api/profiles/:id/view',
    { ...base, schema: { tags, params: UserIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await profiles.trackView(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.patch(
    '/api/admin/users/:id/verified',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], params: UserIdParams, body: SetVerifiedBody, response: { 200: VerifiedState } },
    },
    async (req) => profiles.setVerified(app.ctx, req.params.id, req.body.verified),
  );
}
