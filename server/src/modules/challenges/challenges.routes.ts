import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChallengeIdParams,
  ChallengeList,
  ChallengeListQuery,
  ChallengeResponse,
  Challenge,
  CreateChallengeBody,
  JoinChallengeBody,
  JoinChallengeResponse,
  Leaderboard,
  LeaderboardQuery,
  MyChallenges,
  UpdateChallengeBody,
  UserAchievements,
  UserIdParams,
} from '@esn/contract';
import { sendJson } from '../../lib/json-reply';
import { currentUser } from '../../plugins/auth';
import { achievementsOf } from '../achievements/achievements.service';
import * as challenges from './challenges.service';

/** Challenges, the leaderboard and achievements; the admin area's challenges (bearer token or an admin session). */
export default async function challengesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };
  const tags = ['challenges'];
  const params = ChallengeIdParams;

  r.get(
    '/api/challenges',
    { ...base, schema: { tags, querystring: ChallengeListQuery, response: { 200: ChallengeList } } },
    async (req) => challenges.listChallenges(app.ctx, currentUser(req), req.query.type),
  );
  r.get('/api/challenges/mine', { ...base, schema: { tags, response: { 200: MyChallenges } } }, async (req) =>
    challenges.myChallenges(app.ctx, currentUser(req)),
  );
  r.post(
    '/api/challenges/:id/join',
    { ...base, schema: { tags, params, body: JoinChallengeBody, response: { 201: JoinChallengeResponse } } },
    async (req, reply) =>
      reply.code(201).send({
        participation: await challenges.joinChallenge(app.ctx, currentUser(req), req.params.id, req.body.teamId),
      }),
  );
  r.get(
    '/api/leaderboard',
    { ...base, schema: { tags, querystring: LeaderboardQuery, response: { 200: Leaderboard } } },
    async (req, reply) =>
      // Kept as ready JSON (the top 100 is the same for every reader): no schema pass per request.
      sendJson(reply, await challenges.leaderboardJson(app.ctx, currentUser(req), req.query.type, req.query.period)),
  );
  r.get(
    '/api/users/:id/achievements',
    { ...base, schema: { tags, params: UserIdParams, response: { 200: UserAchievements } } },
    async (req) => achievementsOf(app.ctx, req.params.id),
  );

  const adminTags = ['admin'];
  r.get(
    '/api/admin/challenges',
    {
      ...admin,
      schema: {
        tags: adminTags,
        querystring: ChallengeListQuery,
        response: { 200: z.object({ items: z.array(Challenge) }) },
      },
    },
    async (req) => challenges.adminListChallenges(app.ctx, req.query),
  );
  r.post(
    '/api/admin/challenges',
    {
      ...admin,
      config: { audit: { action: 'challenge.created', targetType: 'challenge' } },
      schema: { tags: adminTags, body: CreateChallengeBody, response: { 201: ChallengeResponse } },
    },
    async (req, reply) =>
      reply.code(201).send({ challenge: await challenges.createChallenge(app.ctx, currentUser(req), req.body) }),
  );
  r.patch(
    '/api/admin/challenges/:id',
    {
      ...admin,
      config: { audit: { action: 'challenge.edited', targetType: 'challenge' } },
      schema: { tags: adminTags, params, body: UpdateChallengeBody, response: { 200: ChallengeResponse } },
    },
    async (req) => ({
      challenge: await challenges.updateChallenge(app.ctx, req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/challenges/:id',
    {
      ...admin,
      config: { audit: { action: 'challenge.deleted', targetType: 'challenge' } },
      schema: { tags: adminTags, params, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await challenges.deleteChallenge(app.ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
