import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CareerEntry, CareerEntryBody, CareerEntryIdParams, CareerEntryList, UserIdParams } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as career from './career.service';

/** Career entries: anyone signed in reads a person's list; only the owner changes theirs (others' ids answer 404). */
export default async function careerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['career'];

  r.get(
    '/api/users/:id/career',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: CareerEntryList } } },
    async (req) => career.list(app.ctx, req.params.id),
  );

  r.post(
    '/api/career',
    { ...base, schema: { tags, body: CareerEntryBody, response: { 201: CareerEntry } } },
    async (req, reply) => reply.code(201).send(await career.add(app.ctx, currentUser(req).id, req.body)),
  );

  r.patch(
    '/api/career/:entryId',
    { ...base, schema: { tags, params: CareerEntryIdParams, body: CareerEntryBody, response: { 200: CareerEntry } } },
    async (req) => career.replace(app.ctx, currentUser(req).id, req.params.entryId, req.body),
  );

  r.delete(
    '/api/career/:entryId',
    { ...base, schema: { tags, params: CareerEntryIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await career.remove(app.ctx, currentUser(req).id, req.params.entryId);
      return reply.code(204).send(null);
    },
  );
}
