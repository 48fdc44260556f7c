import type { FastifyInstance } from 'fastify';
import { matchesEndpoints } from '@esn/contract/matches/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as matches from './matches.service';
import * as results from './results.service';
import * as schedule from './schedule.service';
import { awardWalkover } from './walkovers';

/** One match, the reader's matches (dashboard), results with their approval and disputes, and the official result. */
export default async function matchesRoutes(app: FastifyInstance) {
  registerEndpoints(app, matchesEndpoints, {
    getMatch: (req) => matches.getMatch(app.ctx, currentUser(req), req.params.id),
    setOfficialResult: (req) => matches.recordFinalResult(app.ctx, req.params.id, req.body, currentUser(req)),
    awardWalkover: (req) => awardWalkover(app.ctx, currentUser(req), req.params.id, req.body),
    submitMatchResult: async (req, reply) =>
      reply.code(201).send(await results.submitResult(app.ctx, currentUser(req), req.params.id, req.body)),
    getPendingResult: (req) => results.pendingResult(app.ctx, req.params.id),
    approveMatchResult: (req) => results.decideResult(app.ctx, currentUser(req), req.params.id, req.body.approved),
    addMatchEvidence: async (req, reply) =>
      reply.code(201).send(await results.addEvidence(app.ctx, currentUser(req), req.params.id, req.body)),
    getMatchHistory: (req) => results.matchHistory(app.ctx, req.params.id),
    getMatchSchedule: (req) => schedule.getSchedule(app.ctx, currentUser(req), req.params.id),
    proposeMatchTimes: async (req, reply) =>
      reply.code(201).send(await schedule.proposeTimes(app.ctx, currentUser(req), req.params.id, req.body)),
    acceptMatchTime: (req) => schedule.acceptTime(app.ctx, currentUser(req), req.params.id, req.body),
    setMatchTime: (req) => schedule.setTime(app.ctx, currentUser(req), req.params.id, req.body),
    setTournamentRoundPlayBy: (req) =>
      schedule.setRoundPlayBy(app.ctx, currentUser(req), 'tournament', req.params.id, req.params.round, req.body),
    setLeagueRoundPlayBy: (req) =>
      schedule.setRoundPlayBy(app.ctx, currentUser(req), 'league', req.params.id, req.params.round, req.body),
    listMyMatches: (req) => matches.myMatches(app.ctx, currentUser(req), req.query.scope, req.query.limit),
  });
}
