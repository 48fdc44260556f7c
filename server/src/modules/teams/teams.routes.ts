import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateTeamBody, TeamResponse } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import { createTeam } from './teams.service';

export default async function teamsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/teams',
    { onRequest: app.requireUser, schema: { tags: ['teams'], body: CreateTeamBody, response: { 201: TeamResponse } } },
    async (req, reply) => reply.code(201).send({ team: await createTeam(app.ctx, currentUser(req), req.body) }),
  );
}
