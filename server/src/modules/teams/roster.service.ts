import type { AssignableRole, TeamDetail, TeamMember, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { isUuid } from '../../lib/cursor';
import { conflict, notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { can } from './permissions';
import { rosterRepository } from './roster.repository';
import { actorIn, allow, assertMayHold, checkGameRule, loadTeam, teamRefOf } from './team-access';
import { teamDetail } from './teams.service';
import { teamsRepository } from './teams.repository';
import { presentMember } from './teams.presenter';

async function loadMember(ctx: AppContext, teamId: string, userId: string) {
  const member = isUuid(userId) ? await rosterRepository.find(ctx.db, teamId, userId) : undefined;
  if (!member) throw notFound('not_team_member');
  return member;
}

/**
 * Change a member's role and/or captaincy. A captain is always a player: moving the captain to another role
 * clears the captaincy, and naming a new captain clears the old one (one captain per team, also in the database).
 */
export async function updateMember(
  ctx: AppContext,
  me: User,
  teamId: string,
  userId: string,
  body: { role?: AssignableRole; isCaptain?: boolean },
): Promise<TeamMember> {
  const team = await loadTeam(ctx.db, teamId);
  const actor = await actorIn(ctx.db, team.id, me);
  allow(can.setCaptain(actor));
  const target = await loadMember(ctx, team.id, userId);
  const newRole = body.role ?? target.role;
  const roleChanges = newRole !== target.role;
  if (roleChanges) allow(can.changeRole(actor, target.role, newRole));
  if (roleChanges) {
    const person = await usersRepository.findById(ctx.db, target.userId);
    if (!person) throw notFound('not_team_member');
    assertMayHold(person, newRole);
  }
  if (body.isCaptain && newRole !== 'player') throw conflict('captain_must_be_player');

  await ctx.db.transaction(async (tx) => {
    // Team before person, the lock order of every roster transaction (see team-access.ts).
    const locked = await teamsRepository.lock(tx, team.id);
    if (!locked) throw notFound('team_not_found');
    if (roleChanges && newRole === 'player') await checkGameRule(tx, locked, target.userId, 'player');
    if (!(await rosterRepository.find(tx, team.id, target.userId))) throw notFound('not_team_member');
    if (body.isCaptain) await rosterRepository.clearCaptain(tx, team.id);
    const isCaptain = body.isCaptain ?? (newRole === 'player' ? target.isCaptain : false);
    await rosterRepository.update(tx, team.id, target.userId, { role: newRole, isCaptain });
    if (roleChanges)
      await ctx.events.emitInTx(tx, 'team.roleChanged', {
        team: teamRefOf(team),
        userId: target.userId,
        role: newRole,
        by: me,
      });
  });
  const row = (await rosterRepository.list(ctx.db, team.id)).find((r) => r.member.userId === target.userId);
  if (!row) throw notFound('not_team_member');
  return presentMember(row.member, row.user);
}

/** Someone else is removed by the owner or a manager (by role); oneself leaves, except the owner. */
export async function removeMember(ctx: AppContext, me: User, teamId: string, userId: string): Promise<void> {
  const team = await loadTeam(ctx.db, teamId);
  const actor = await actorIn(ctx.db, team.id, me);
  const leaving = userId === me.id;
  if (leaving) {
    if (!actor.role) throw notFound('not_team_member');
    if (!can.leave(actor)) throw conflict('owner_cannot_leave');
  } else {
    allow(can.setCaptain(actor));
    allow(can.removeMember(actor, (await loadMember(ctx, team.id, userId)).role));
  }
  const removed = await ctx.db.transaction(async (tx) => {
    await teamsRepository.lock(tx, team.id);
    if (!(await rosterRepository.remove(tx, team.id, userId))) return false;
    await teamsRepository.addToMemberCount(tx, team.id, -1);
    // Leaving the team chat, XP recounts and the notification commit with the roster change.
    if (leaving) await ctx.events.emitInTx(tx, 'team.memberLeft', { team: teamRefOf(team), userId });
    else await ctx.events.emitInTx(tx, 'team.memberRemoved', { team: teamRefOf(team), userId, by: me });
    return true;
  });
  if (!removed) throw notFound('not_team_member');
}

/** Owner (or an admin) hands the team to another member; the previous owner stays on as a manager. */
export async function transferOwnership(
  ctx: AppContext,
  me: User,
  teamId: string,
  newOwnerId: string,
): Promise<TeamDetail> {
  const team = await loadTeam(ctx.db, teamId);
  allow(can.transferOwnership(await actorIn(ctx.db, team.id, me)));
  if (newOwnerId === team.ownerId) throw conflict('already_owner');
  await ctx.db.transaction(async (tx) => {
    const locked = await teamsRepository.lock(tx, team.id);
    if (!locked) throw notFound('team_not_found');
    if (newOwnerId === locked.ownerId) throw conflict('already_owner');
    if (!isUuid(newOwnerId) || !(await rosterRepository.find(tx, team.id, newOwnerId)))
      throw conflict('not_team_member');
    await rosterRepository.update(tx, team.id, locked.ownerId, { role: 'manager', isCaptain: false });
    await rosterRepository.update(tx, team.id, newOwnerId, { role: 'owner', isCaptain: false });
    await teamsRepository.update(tx, team.id, { ownerId: newOwnerId });
    await ctx.events.emitInTx(tx, 'team.ownershipTransferred', {
      team: teamRefOf(team),
      newOwnerId,
      previousOwnerId: locked.ownerId,
      by: me,
    });
  });
  return teamDetail(ctx.db, { id: team.id }, me);
}
