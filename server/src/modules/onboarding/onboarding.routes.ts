import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChooseRoleBody, UserResponse } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import { chooseRole } from './onboarding.service';

export default async function onboardingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/onboarding/role',
    {
      onRequest: app.requireUser,
      schema: { tags: ['onboarding'], body: ChooseRoleBody, response: { 200: UserResponse } },
    },
    async (req) => ({ user: await chooseRole(app.ctx, currentUser(req).id, req.body.userType) }),
  );
}
