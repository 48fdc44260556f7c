import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestStatus, User } from '@esn/contract';
import type { teamsEndpoints } from '@esn/contract/teams/endpoints';
import type { AppContext } from '../../context';
import { currentUser, type Handlers } from '../../lib/endpoints';
import * as applications from './applications.service';
import * as invitations from './invitations.service';

type RequestIds =
  | 'applyToTeam'
  | 'listTeamApplications'
  | 'listMyTeamApplications'
  | 'acceptTeamApplication'
  | 'rejectTeamApplication'
  | 'withdrawTeamApplication'
  | 'inviteToTeam'
  | 'listTeamInviteCandidates'
  | 'listTeamInvitations'
  | 'listMyTeamInvitations'
  | 'getTeamInvitation'
  | 'acceptTeamInvitation'
  | 'declineTeamInvitation'
  | 'withdrawTeamInvitation';

type PageQuery = { status: RequestStatus; limit: number; cursor?: string };

/** What applications and invitations both have: a team's list and one's own, by status, a page at a time. */
interface RequestLists<Page> {
  listForTeam(
    ctx: AppContext,
    me: User,
    teamId: string,
    status: RequestStatus,
    limit: number,
    cursor?: string,
  ): Promise<Page>;
  listMine(ctx: AppContext, me: User, status: RequestStatus, limit: number, cursor?: string): Promise<Page>;
}

/** The handlers the two kinds share (lists, and a step on one request by id), so that their routes cannot drift. */
function requestHandlersOf<Page>(app: FastifyInstance, kind: RequestLists<Page>) {
  return {
    forTeam: (req: FastifyRequest<{ Params: { teamId: string }; Querystring: PageQuery }>) =>
      kind.listForTeam(
        app.ctx,
        currentUser(req),
        req.params.teamId,
        req.query.status,
        req.query.limit,
        req.query.cursor,
      ),
    mine: (req: FastifyRequest<{ Querystring: PageQuery }>) =>
      kind.listMine(app.ctx, currentUser(req), req.query.status, req.query.limit, req.query.cursor),
    step:
      <R>(run: (ctx: AppContext, me: User, id: string) => Promise<R>) =>
      (req: FastifyRequest<{ Params: { id: string } }>) =>
        run(app.ctx, currentUser(req), req.params.id),
  };
}

/** Applications (a person asks a team) and invitations (a team asks a person); registered by teams.routes. */
export function requestHandlers(app: FastifyInstance): Pick<Handlers<typeof teamsEndpoints>, RequestIds> {
  const apps = requestHandlersOf(app, applications);
  const invites = requestHandlersOf(app, invitations);
  return {
    applyToTeam: async (req, reply) =>
      reply.code(201).send(await applications.apply(app.ctx, currentUser(req), req.params.teamId, req.body)),
    listTeamApplications: apps.forTeam,
    listMyTeamApplications: apps.mine,
    acceptTeamApplication: apps.step(applications.accept),
    rejectTeamApplication: apps.step(applications.reject),
    withdrawTeamApplication: apps.step(applications.withdraw),

    inviteToTeam: async (req, reply) =>
      reply.code(201).send(await invitations.invite(app.ctx, currentUser(req), req.params.teamId, req.body)),
    listTeamInviteCandidates: (req) =>
      invitations.inviteCandidates(app.ctx, currentUser(req), req.params.teamId, req.query),
    listTeamInvitations: invites.forTeam,
    listMyTeamInvitations: invites.mine,
    getTeamInvitation: invites.step(invitations.get),
    acceptTeamInvitation: invites.step(invitations.accept),
    declineTeamInvitation: invites.step(invitations.decline),
    withdrawTeamInvitation: invites.step(invitations.withdraw),
  };
}
