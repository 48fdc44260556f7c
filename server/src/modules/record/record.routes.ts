import type { FastifyInstance } from 'fastify';
import { recordEndpoints } from '@esn/contract/record/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as record from './record.service';

/** The verified record: read like a career; its owner only hides or shows entries (never edits them). */
export default async function recordRoutes(app: FastifyInstance) {
  registerEndpoints(app, recordEndpoints, {
    getUserRecord: (req) => record.getRecord(app.ctx, currentUser(req), req.params.id),
    listUserRosterHistory: (req) => record.listRoster(app.ctx, currentUser(req), req.params.id, req.query),
    listUserPlacements: (req) => record.listPlacements(app.ctx, currentUser(req), req.params.id, req.query),
    hideRecordEntry: (req) => record.setHidden(app.ctx, currentUser(req), req.params.entryId, true),
    unhideRecordEntry: (req) => record.setHidden(app.ctx, currentUser(req), req.params.entryId, false),
    listTeamRosterHistory: (req) => record.teamHistory(app.ctx, req.params.teamId, req.query),
  });
}
