import type { FastifyInstance } from 'fastify';
import { followsEndpoints } from '@esn/contract/follows/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as follows from './follows.service';

export default async function followsRoutes(app: FastifyInstance) {
  registerEndpoints(app, followsEndpoints, {
    getUserSummary: (req) => follows.summary(app.ctx, currentUser(req).id, req.params.id),
    followUser: (req) => follows.follow(app.ctx, currentUser(req), req.params.id),
    unfollowUser: (req) => follows.unfollow(app.ctx, currentUser(req), req.params.id),
    listFollowers: (req) => follows.people(app.ctx, 'followers', req.params.id, req.query.limit, req.query.cursor),
    listFollowing: (req) => follows.people(app.ctx, 'following', req.params.id, req.query.limit, req.query.cursor),
  });
}
