import type { FastifyInstance } from 'fastify';
import { teamsEndpoints } from '@esn/contract/teams/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as teams from './teams.service';
import * as memberships from './memberships.service';
import { requestHandlers } from './requests.routes';
import { rosterHandlers } from './roster.routes';

/**
 * Teams: the list, the team page, editing, verification, deletion and follows here; the roster and the requests
 * beside (their own files, one table: `Handlers` wants every entry of it in one registration).
 */
export default async function teamsRoutes(app: FastifyInstance) {
  registerEndpoints(app, teamsEndpoints, {
    listTeams: (req) => {
      const { limit, cursor, ...filters } = req.query;
      return teams.listTeams(app.ctx, filters, limit, cursor);
    },
    createTeam: async (req, reply) =>
      reply.code(201).send({ team: await teams.createTeam(app.ctx, currentUser(req), req.body) }),
    getTeamBySlug: (req) => teams.teamBySlug(app.ctx, currentUser(req), req.params.slug),
    updateTeam: (req) => teams.updateTeam(app.ctx, currentUser(req), req.params.teamId, req.body),
    deleteTeam: async (req, reply) => {
      await teams.deleteTeam(app.ctx, currentUser(req), req.params.teamId);
      return reply.code(204).send();
    },
    setTeamVerified: (req) => teams.setVerified(app.ctx, currentUser(req), req.params.teamId, req.body.verified),
    followTeam: (req) => teams.follow(app.ctx, currentUser(req), req.params.teamId, true),
    unfollowTeam: (req) => teams.follow(app.ctx, currentUser(req), req.params.teamId, false),
    listMyTeams: (req) => memberships.myMemberships(app.ctx, currentUser(req)),
    listUserTeams: (req) => memberships.membershipsOf(app.ctx, req.params.id),
    listPlayersLookingForTeam: (req) =>
      memberships.lookingForTeam(app.ctx, req.query.game, req.query.limit, req.query.cursor),
    ...rosterHandlers(app),
    ...requestHandlers(app),
  });
}
