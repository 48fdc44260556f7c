import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApproveResultBody,
  ApproveResultResponse,
  EvidenceBody,
  Match,
  MatchDetail,
  MatchHistory,
  MatchIdParams,
  MatchList,
  MyMatchesQuery,
  OfficialResultBody,
  PendingMatchResult,
  SubmitResultBody,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as matches from './matches.service';
import * as results from './results.service';

/** One match, the reader's matches (dashboard), results with their approval and disputes, and the official result. */
export default async function matchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['matches'];
  const params = MatchIdParams;

  r.get('/api/matches/:id', { ...base, schema: { tags, params, response: { 200: MatchDetail } } }, async (req) =>
    matches.getMatch(app.ctx, currentUser(req), req.params.id),
  );
  r.post(
    '/api/matches/:id/official-result',
    {
      ...base,
      schema: {
        tags,
        params,
        body: OfficialResultBody,
        response: { 200: Match },
        description:
          'The organizer or an admin sets the score: a first result, a dispute settled, a final result corrected. An organizer who acts for a side of the match (owner, manager or captain of one of its teams, or its solo player) is refused (403 `organizer_is_side`); an admin settles it.',
      },
    },
    async (req) => matches.recordFinalResult(app.ctx, req.params.id, req.body, currentUser(req)),
  );
  r.post(
    '/api/matches/:id/result',
    {
      ...base,
      schema: {
        tags,
        params,
        body: SubmitResultBody,
        response: { 201: PendingMatchResult },
        description:
          'A side submits the score (side A first); the other side approves it or it is approved at its deadline.',
      },
    },
    async (req, reply) =>
      reply.code(201).send(await results.submitResult(app.ctx, currentUser(req), req.params.id, req.body)),
  );
  r.get(
    '/api/matches/:id/pending-result',
    { ...base, schema: { tags, params, response: { 200: PendingMatchResult } } },
    async (req) => results.pendingResult(app.ctx, req.params.id),
  );
  r.post(
    '/api/matches/:id/approve-result',
    { ...base, schema: { tags, params, body: ApproveResultBody, response: { 200: ApproveResultResponse } } },
    async (req) => results.decideResult(app.ctx, currentUser(req), req.params.id, req.body.approved),
  );
  r.post(
    '/api/matches/:id/evidence',
    { ...base, schema: { tags, params, body: EvidenceBody, response: { 201: MatchHistory } } },
    async (req, reply) =>
      reply.code(201).send(await results.addEvidence(app.ctx, currentUser(req), req.params.id, req.body)),
  );
  r.get(
    '/api/matches/:id/history',
    { ...base, schema: { tags, params, response: { 200: MatchHistory } } },
    async (req) => results.matchHistory(app.ctx, req.params.id),
  );
  r.get(
    '/api/me/matches',
    { ...base, schema: { tags, querystring: MyMatchesQuery, response: { 200: MatchList } } },
    async (req) => matches.myMatches(app.ctx, currentUser(req), req.query.scope, req.query.limit),
  );
}
