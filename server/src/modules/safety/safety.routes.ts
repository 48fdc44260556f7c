import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockList,
  BlockState,
  CreateReportBody,
  ModerateReportBody,
  Report,
  ReportPage,
  ReportsQuery,
  UserIdParams,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as blocks from './blocks.service';
import * as reports from './reports.service';

/** Reports and the moderation queue, and blocking. */
export default async function safetyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };
  const tags = ['safety'];

  r.post(
    '/api/reports',
    {
      ...base,
      schema: { tags, body: CreateReportBody, response: { 201: z.object({ id: z.string() }) } },
    },
    async (req, reply) => reply.code(201).send(await reports.createReport(app.ctx, currentUser(req), req.body)),
  );
  r.get(
    '/api/admin/reports',
    { ...admin, schema: { tags: ['admin'], querystring: ReportsQuery, response: { 200: ReportPage } } },
    async (req) => reports.listReports(app.ctx, req.query.status, req.query.limit, req.query.cursor),
  );
  r.patch(
    '/api/admin/reports/:id',
    {
      ...admin,
      schema: { tags: ['admin'], params: UserIdParams, body: ModerateReportBody, response: { 200: Report } },
    },
    async (req) => reports.moderate(app.ctx, currentUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/users/:id/block',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: BlockState } } },
    async (req) => blocks.block(app.ctx, currentUser(req), req.params.id),
  );
  r.delete(
    '/api/users/:id/block',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: BlockState } } },
    async (req) => blocks.unblock(app.ctx, currentUser(req), req.params.id),
  );
  r.get('/api/me/blocks', { ...base, schema: { tags, response: { 200: BlockList } } }, async (req) =>
    blocks.myBlocks(app.ctx, currentUser(req)),
  );
}
