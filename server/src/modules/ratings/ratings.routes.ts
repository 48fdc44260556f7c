import type { FastifyInstance } from 'fastify';
import { ratingsEndpoints } from '@esn/contract/ratings/endpoints';
import { registerEndpoints } from '../../lib/endpoints';
import * as ratings from './ratings.service';

/** Skill ratings per game: a person's, a team's, and the per-game leaderboard. */
export default async function ratingsRoutes(app: FastifyInstance) {
  registerEndpoints(app, ratingsEndpoints, {
    listUserRatings: (req) => ratings.userRatings(app.ctx, req.params.id),
    listTeamRatings: (req) => ratings.teamRatings(app.ctx, req.params.teamId),
    getRatingLeaderboard: (req) => ratings.ratingLeaderboard(app.ctx, req.query),
  });
}
