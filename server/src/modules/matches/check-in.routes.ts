import type { FastifyInstance } from 'fastify';
import { checkinsEndpoints } from '@esn/contract/checkins/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { answerForfeit, checkIn, checkInState } from './check-in.service';

/** A match's check-in and the win by forfeit the clock offers (issue 27). */
export default async function checkInRoutes(app: FastifyInstance) {
  registerEndpoints(app, checkinsEndpoints, {
    getMatchCheckIn: (req) => checkInState(app.ctx, currentUser(req), req.params.id),
    checkInToMatch: (req) => checkIn(app.ctx, currentUser(req), req.params.id),
    acceptForfeit: (req) => answerForfeit(app.ctx, currentUser(req), req.params.id, true),
    declineForfeit: (req) => answerForfeit(app.ctx, currentUser(req), req.params.id, false),
  });
}
