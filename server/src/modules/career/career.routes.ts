import type { FastifyInstance } from 'fastify';
import { careerEndpoints } from '@esn/contract/career/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as career from './career.service';

/** Career entries: anyone signed in reads a person's list; only the owner changes theirs (others' ids answer 404). */
export default async function careerRoutes(app: FastifyInstance) {
  registerEndpoints(app, careerEndpoints, {
    listUserCareer: (req) => career.list(app.ctx, req.params.id),
    addCareerEntry: async (req, reply) =>
      reply.code(201).send(await career.add(app.ctx, currentUser(req).id, req.body)),
    updateCareerEntry: (req) => career.replace(app.ctx, currentUser(req).id, req.params.entryId, req.body),
    deleteCareerEntry: async (req, reply) => {
      await career.remove(app.ctx, currentUser(req).id, req.params.entryId);
      return reply.code(204).send();
    },
  });
}
