import type { FastifyInstance } from 'fastify';
import { ratingsEndpoints } from '@esn/contract/ratings/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as ratings from './ratings.service';

/** Skill ratings per game: a person's, a team's, the per-game leaderboard, and the admin area's voids. */
export default async function ratingsRoutes(app: FastifyInstance) {
  registerEndpoints(app, ratingsEndpoints, {
    listUserRatings: (req) => ratings.userRatings(app.ctx, req.params.id),
    listTeamRatings: (req) => ratings.teamRatings(app.ctx, req.params.teamId),
    getRatingLeaderboard: (req) => ratings.ratingLeaderboard(app.ctx, req.query),
    listAdminResults: (req) => ratings.adminResults(app.ctx, req.query),
    voidResult: (req) => ratings.voidResult(app.ctx, currentUser(req), req.params.matchId, req.body.reason),
    restoreResult: (req) => ratings.restoreResult(app.ctx, currentUser(req), req.params.matchId),
  });
}
