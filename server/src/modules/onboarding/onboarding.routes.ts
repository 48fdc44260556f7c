import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints } from '@esn/contract/onboarding/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { chooseRole } from './onboarding.service';

export default async function onboardingRoutes(app: FastifyInstance) {
  registerEndpoints(app, onboardingEndpoints, {
    chooseRole: async (req) => ({ user: await chooseRole(app.ctx, currentUser(req).id, req.body.userType) }),
  });
}
