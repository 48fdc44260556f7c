import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@esn/contract';
import { challengesEndpoints } from '@esn/contract/challenges/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { sendJson } from '../../lib/json-reply';
import { achievementsOf } from '../achievements/achievements.service';
import * as challenges from './challenges.service';

/** Challenges, the leaderboard and achievements; the admin area's challenges (bearer token or an admin session). */
export default async function challengesRoutes(app: FastifyInstance) {
  const audit = (action: AuditAction) => ({ config: { audit: { action, targetType: 'challenge' } } });

  registerEndpoints(app, challengesEndpoints, {
    listChallenges: (req) => challenges.listChallenges(app.ctx, currentUser(req), req.query.type),
    listMyChallenges: (req) => challenges.myChallenges(app.ctx, currentUser(req)),
    joinChallenge: async (req, reply) =>
      reply.code(201).send({
        participation: await challenges.joinChallenge(app.ctx, currentUser(req), req.params.id, req.body.teamId),
      }),
    getLeaderboard: async (req, reply) =>
      // Kept as ready JSON (the top 100 is the same for every reader): no schema pass per request.
      sendJson(reply, await challenges.leaderboardJson(app.ctx, currentUser(req), req.query.type, req.query.period)),
    listUserAchievements: (req) => achievementsOf(app.ctx, req.params.id),
    adminListChallenges: (req) => challenges.adminListChallenges(app.ctx, req.query),
    adminCreateChallenge: {
      options: audit('challenge.created'),
      handler: async (req, reply) =>
        reply.code(201).send({ challenge: await challenges.createChallenge(app.ctx, currentUser(req), req.body) }),
    },
    adminUpdateChallenge: {
      options: audit('challenge.edited'),
      handler: async (req) => ({ challenge: await challenges.updateChallenge(app.ctx, req.params.id, req.body) }),
    },
    adminDeleteChallenge: {
      options: audit('challenge.deleted'),
      handler: async (req, reply) => {
        await challenges.deleteChallenge(app.ctx, req.params.id);
        return reply.code(204).send();
      },
    },
  });
}
