import type { FastifyInstance } from 'fastify';
import { safetyEndpoints } from '@esn/contract/safety/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as blocks from './blocks.service';
import * as reports from './reports.service';

/** Reports and the moderation queue, and blocking. */
export default async function safetyRoutes(app: FastifyInstance) {
  registerEndpoints(app, safetyEndpoints, {
    createReport: async (req, reply) =>
      reply.code(201).send(await reports.createReport(app.ctx, currentUser(req), req.body)),
    listReports: (req) => reports.listReports(app.ctx, req.query.status, req.query.limit, req.query.cursor),
    moderateReport: (req) => reports.moderate(app.ctx, currentUser(req), req.params.id, req.body),
    blockUser: (req) => blocks.block(app.ctx, currentUser(req), req.params.id),
    unblockUser: (req) => blocks.unblock(app.ctx, currentUser(req), req.params.id),
    listMyBlocks: (req) => blocks.myBlocks(app.ctx, currentUser(req)),
  });
}
