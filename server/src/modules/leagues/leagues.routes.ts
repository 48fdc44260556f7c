import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddLeagueTeamBody,
  CreateLeagueBody,
  LeagueDetail,
  LeagueFixtures,
  LeagueIdParams,
  LeagueListQuery,
  LeaguePage,
  LeagueResponse,
  LeagueStandings,
  LeagueTeam,
  LeagueTeamParams,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as leagues from './leagues.service';

/** Leagues: a season of teams of one game, its fixtures by week and its table. */
export default async function leaguesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['leagues'];
  const params = LeagueIdParams;

  r.get(
    '/api/leagues',
    { ...base, schema: { tags, querystring: LeagueListQuery, response: { 200: LeaguePage } } },
    async (req) => leagues.listLeagues(app.ctx, req.query),
  );
  r.post(
    '/api/leagues',
    { ...base, schema: { tags, body: CreateLeagueBody, response: { 201: LeagueResponse } } },
    async (req, reply) =>
      reply.code(201).send({ league: await leagues.createLeague(app.ctx, currentUser(req), req.body) }),
  );
  r.get('/api/leagues/:id', { ...base, schema: { tags, params, response: { 200: LeagueDetail } } }, async (req) =>
    leagues.getLeague(app.ctx, currentUser(req), req.params.id),
  );
  r.post(
    '/api/leagues/:id/teams',
    {
      ...base,
      schema: {
        tags,
        params,
        body: AddLeagueTeamBody,
        response: { 201: LeagueTeam },
        description:
          "A team's owner or manager enters their team (status `accepted`); the organizer or an admin invites another team (status `invited`), which plays only once its owner or a manager accepts.",
      },
    },
    async (req, reply) =>
      reply.code(201).send(await leagues.addTeam(app.ctx, currentUser(req), req.params.id, req.body.teamId)),
  );
  r.post(
    '/api/leagues/:id/teams/:teamId/accept',
    {
      ...base,
      schema: {
        tags,
        params: LeagueTeamParams,
        response: { 200: LeagueTeam },
        description: "The invited team's owner or a manager accepts: the team is in the league.",
      },
    },
    async (req) => (await leagues.answerInvitation(app.ctx, currentUser(req), req.params.id, req.params.teamId, true))!,
  );
  r.post(
    '/api/leagues/:id/teams/:teamId/decline',
    {
      ...base,
      schema: {
        tags,
        params: LeagueTeamParams,
        response: { 204: z.null() },
        description: "The invited team's owner or a manager declines: the invitation is gone.",
      },
    },
    async (req, reply) => {
      await leagues.answerInvitation(app.ctx, currentUser(req), req.params.id, req.params.teamId, false);
      return reply.code(204).send(null);
    },
  );
  r.delete(
    '/api/leagues/:id/teams/:teamId',
    { ...base, schema: { tags, params: LeagueTeamParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await leagues.removeTeam(app.ctx, currentUser(req), req.params.id, req.params.teamId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/leagues/:id/fixtures',
    { ...base, schema: { tags, params, response: { 201: LeagueFixtures } } },
    async (req, reply) =>
      reply.code(201).send(await leagues.generateFixtures(app.ctx, currentUser(req), req.params.id)),
  );
  r.get(
    '/api/leagues/:id/fixtures',
    { ...base, schema: { tags, params, response: { 200: LeagueFixtures } } },
    async (req) => leagues.fixturesOf(app.ctx, req.params.id),
  );
  r.get(
    '/api/leagues/:id/standings',
    { ...base, schema: { tags, params, response: { 200: LeagueStandings } } },
    async (req) => leagues.standings(app.ctx, req.params.id),
  );
}
