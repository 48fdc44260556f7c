import type { FastifyInstance } from 'fastify';
import { profilesEndpoints } from '@esn/contract/profiles/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as profiles from './profiles.service';

export default async function profilesRoutes(app: FastifyInstance) {
  registerEndpoints(app, profilesEndpoints, {
    getMyProfile: (req) => profiles.getProfile(app.ctx, currentUser(req).id, currentUser(req).id),
    getProfile: (req) => profiles.getProfile(app.ctx, currentUser(req).id, req.params.id),
    updateMyProfile: (req) => profiles.updateProfile(app.ctx, currentUser(req), req.body),
    trackProfileView: async (req, reply) => {
      await profiles.trackView(app.ctx, currentUser(req).id, req.params.id);
      return reply.code(204).send();
    },
    setUserVerified: (req) => profiles.setVerified(app.ctx, req.params.id, req.body.verified),
  });
}
