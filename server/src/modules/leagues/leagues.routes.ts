import type { FastifyInstance } from 'fastify';
import { leaguesEndpoints } from '@esn/contract/leagues/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as leagues from './leagues.service';

/** Leagues: a season of teams of one game, its fixtures by week and its table. */
export default async function leaguesRoutes(app: FastifyInstance) {
  registerEndpoints(app, leaguesEndpoints, {
    listLeagues: (req) => leagues.listLeagues(app.ctx, req.query),
    createLeague: async (req, reply) =>
      reply.code(201).send({ league: await leagues.hostLeague(app.ctx, currentUser(req), req.body) }),
    getLeague: (req) => leagues.getLeague(app.ctx, currentUser(req), req.params.id),
    updateLeague: async (req) => ({
      league: await leagues.updateLeague(app.ctx, currentUser(req), req.params.id, req.body),
    }),
    addLeagueTeam: async (req, reply) =>
      reply.code(201).send(await leagues.addTeam(app.ctx, currentUser(req), req.params.id, req.body.teamId)),
    acceptLeagueInvitation: async (req) =>
      (await leagues.answerInvitation(app.ctx, currentUser(req), req.params.id, req.params.teamId, true))!,
    declineLeagueInvitation: async (req, reply) => {
      await leagues.answerInvitation(app.ctx, currentUser(req), req.params.id, req.params.teamId, false);
      return reply.code(204).send();
    },
    removeLeagueTeam: async (req, reply) => {
      await leagues.removeTeam(app.ctx, currentUser(req), req.params.id, req.params.teamId);
      return reply.code(204).send();
    },
    generateLeagueFixtures: async (req, reply) =>
      reply.code(201).send(await leagues.generateFixtures(app.ctx, currentUser(req), req.params.id)),
    listLeagueFixtures: (req) => leagues.fixturesOf(app.ctx, req.params.id),
    getLeagueStandings: (req) => leagues.standings(app.ctx, req.params.id),
  });
}
