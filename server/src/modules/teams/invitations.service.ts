import {
  UserType,
  mayHoldTeamRole,
  type AssignableRole,
  type InviteCandidates,
  type TeamInvitation,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { TeamInvitationRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { missingParent, uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { publicUserOf } from '../users/users.presenter';
import { candidatesRepository } from './candidates.repository';
import { assertNotBlocked } from '../safety/blocks.service';
import { can } from './permissions';
import { requestLists } from './request-lists';
import { invitationsRepository } from './requests.repository';
import { rosterRepository } from './roster.repository';
import { actorIn, allow, assertMayHold, emitJoined, joinRoster, loadTeam, teamOf, teamRefOf } from './team-access';
import { presentInvitation } from './teams.presenter';

async function present(ctx: AppContext, id: string): Promise<TeamInvitation> {
  const row = await invitationsRepository.findFull(ctx.db, id);
  if (!row) throw notFound();
  return presentInvitation(row);
}

/**
 * Owner invites to any role, a manager to player or coach; the role must fit the invitee's account type; one
 * pending invitation per person and team.
 */
export async function invite(
  ctx: AppContext,
  me: User,
  teamId: string,
  body: { userId: string; role: AssignableRole; message?: string },
): Promise<TeamInvitation> {
  const team = await loadTeam(ctx.db, teamId);
  if (body.userId === me.id) throw badRequest('cannot_invite_self');
  allow(can.invite(await actorIn(ctx.db, team.id, me), body.role));
  if (team.status === 'disbanded') throw conflict('team_not_active');
  const invitee = isUuid(body.userId) ? await usersRepository.findById(ctx.db, body.userId) : undefined;
  if (!invitee) throw notFound();
  assertMayHold(invitee, body.role);
  await assertNotBlocked(ctx.db, me.id, body.userId);
  if (await rosterRepository.find(ctx.db, team.id, body.userId)) throw conflict('already_member');
  // The one-team-per-game rule, told to the inviter now rather than to the invitee at accept (checked again there).
  if (
    body.role === 'player' &&
    (await rosterRepository.playerTeamSharingGame(ctx.db, body.userId, team.games, team.id))
  )
    throw conflict('already_in_team_for_game');
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await invitationsRepository.insert(tx, {
        teamId: team.id,
        inviteeId: body.userId,
        invitedById: me.id,
        role: body.role,
        message: body.message || null,
      });
      await ctx.events.emitInTx(tx, 'team.invited', {
        team: teamRefOf(team),
        invitationId: row.id,
        inviteeId: body.userId,
        inviter: me,
        role: body.role,
      });
      return row.id;
    });
  } catch (err) {
    if (missingParent(err)) throw notFound('team_not_found');
    if (uniqueViolation(err) === undefined) throw err;
    throw conflict('already_pending');
  }
  return present(ctx, id);
}

/** The dialog's person search: only people the reader may invite, and only to a role their account allows. */
export async function inviteCandidates(
  ctx: AppContext,
  me: User,
  teamId: string,
  query: { role: AssignableRole; q?: string; limit: number },
): Promise<InviteCandidates> {
  const team = await loadTeam(ctx.db, teamId);
  allow(can.invite(await actorIn(ctx.db, team.id, me), query.role));
  const types = UserType.options.filter((type) => mayHoldTeamRole(type, query.role));
  const rows = await candidatesRepository.forInvitation(ctx.db, {
    teamId: team.id,
    inviterId: me.id,
    types,
    // Someone already playing this team's game elsewhere could not accept a player's place.
    playerGames: query.role === 'player' ? team.games : undefined,
    q: query.q || undefined,
    limit: query.limit,
  });
  return { items: rows.map(publicUserOf) };
}

/**
 * An invitation is private to the invitee and the team's leaders (and admins): anyone else gets a 404, as if
 * it did not exist. Returns whether `me` is the invitee.
 */
async function loadVisible(
  ctx: AppContext,
  me: User,
  id: string,
): Promise<{ invitation: TeamInvitationRow; isInvitee: boolean; leads: boolean }> {
  const invitation = isUuid(id) ? await invitationsRepository.findRow(ctx.db, id) : undefined;
  if (!invitation) throw notFound();
  const isInvitee = invitation.inviteeId === me.id;
  const actor = await actorIn(ctx.db, invitation.teamId, me);
  const leads = can.invite(actor, invitation.role);
  if (!isInvitee && !can.viewRequests(actor)) throw notFound();
  return { invitation, isInvitee, leads };
}

export async function get(ctx: AppContext, me: User, id: string): Promise<TeamInvitation> {
  const { invitation } = await loadVisible(ctx, me, id);
  return present(ctx, invitation.id);
}

/**
 * The invitee accepts: decision and roster row in one transaction; of two concurrent accepts one wins. Not when he
 * and the one who invited him blocked one another since.
 */
export async function accept(ctx: AppContext, me: User, id: string): Promise<TeamInvitation> {
  const { invitation, isInvitee } = await loadVisible(ctx, me, id);
  allow(isInvitee);
  assertMayHold(me, invitation.role);
  await assertNotBlocked(ctx.db, me.id, invitation.invitedById);
  await ctx.db.transaction(async (tx) => {
    const team = await joinRoster(
      tx,
      invitation.teamId,
      me.id,
      invitation.role,
      async () => !!(await invitationsRepository.decide(tx, invitation.id, 'accepted')),
    );
    await ctx.events.emitInTx(tx, 'team.invitationAnswered', {
      team: teamRefOf(team),
      invitationId: invitation.id,
      inviterId: invitation.invitedById,
      invitee: me,
      role: invitation.role,
      accepted: true,
    });
    await emitJoined(ctx, tx, team, me.id, invitation.role);
  });
  return present(ctx, invitation.id);
}

/** Declining is stored as `rejected`. */
export async function decline(ctx: AppContext, me: User, id: string): Promise<TeamInvitation> {
  const { invitation, isInvitee } = await loadVisible(ctx, me, id);
  allow(isInvitee);
  await ctx.db.transaction(async (tx) => {
    if (!(await invitationsRepository.decide(tx, invitation.id, 'rejected'))) throw conflict('request_not_pending');
    await ctx.events.emitInTx(tx, 'team.invitationAnswered', {
      team: teamRefOf(await teamOf(tx, invitation.teamId)),
      invitationId: invitation.id,
      inviterId: invitation.invitedById,
      invitee: me,
      role: invitation.role,
      accepted: false,
    });
  });
  return present(ctx, invitation.id);
}

/** The team side takes an invitation back: whoever may invite to that role may withdraw it. */
export async function withdraw(ctx: AppContext, me: User, id: string): Promise<TeamInvitation> {
  const { invitation, leads } = await loadVisible(ctx, me, id);
  allow(leads);
  await ctx.db.transaction(async (tx) => {
    if (!(await invitationsRepository.decide(tx, invitation.id, 'withdrawn'))) throw conflict('request_not_pending');
    await ctx.events.emitInTx(tx, 'team.invitationWithdrawn', {
      team: teamRefOf(await teamOf(tx, invitation.teamId)),
      invitationId: invitation.id,
      inviteeId: invitation.inviteeId,
      by: me,
    });
  });
  return present(ctx, invitation.id);
}

/** @public read through the routes' request-kind table (`requests.routes.ts`) */
export const { listForTeam, listMine } = requestLists(
  (...args) => invitationsRepository.list(...args),
  (r) => r.invitation,
  presentInvitation,
);
