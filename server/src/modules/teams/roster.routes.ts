import type { FastifyInstance } from 'fastify';
import type { teamsEndpoints } from '@esn/contract/teams/endpoints';
import { currentUser, type Handlers } from '../../lib/endpoints';
import * as roster from './roster.service';

type RosterIds = 'updateTeamMember' | 'removeTeamMember' | 'transferTeamOwnership';

/** Roster management: roles and captain, removing or leaving, handing the team over (registered by teams.routes). */
export function rosterHandlers(app: FastifyInstance): Pick<Handlers<typeof teamsEndpoints>, RosterIds> {
  return {
    updateTeamMember: (req) =>
      roster.updateMember(app.ctx, currentUser(req), req.params.teamId, req.params.userId, req.body),
    removeTeamMember: async (req, reply) => {
      await roster.removeMember(app.ctx, currentUser(req), req.params.teamId, req.params.userId);
      return reply.code(204).send();
    },
    transferTeamOwnership: (req) =>
      roster.transferOwnership(app.ctx, currentUser(req), req.params.teamId, req.body.userId),
  };
}
