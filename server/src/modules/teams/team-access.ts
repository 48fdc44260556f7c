import { TEAM_LIMITS, mayHoldTeamRole, type TeamMemberRole, type User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { TeamRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { TeamRef } from '../../lib/events';
import type { Actor } from './permissions';
import { applicationsRepository, invitationsRepository } from './requests.repository';
import { rosterRepository } from './roster.repository';
import { teamsRepository } from './teams.repository';

/** The team of a request being decided in `tx` (a request's team is deleted with it, so it is there). */
export async function teamOf(tx: Tx, teamId: string): Promise<TeamRow> {
  const team = await teamsRepository.findById(tx, teamId);
  if (!team) throw notFound('team_not_found');
  return team;
}

export const teamRefOf = (t: Pick<TeamRow, 'id' | 'name' | 'slug'>): TeamRef => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
});

/** A team by id from a URL: anything that is not a known team is a 404, never a 500 from a malformed uuid. */
export async function loadTeam(db: DbOrTx, teamId: string): Promise<TeamRow> {
  const team = isUuid(teamId) ? await teamsRepository.findById(db, teamId) : undefined;
  if (!team) throw notFound('team_not_found');
  return team;
}

/** The acting user's standing in the team, read on the server: client-sent roles are never trusted. */
export async function actorIn(db: DbOrTx, teamId: string, user: User): Promise<Actor> {
  const member = await rosterRepository.find(db, teamId, user.id);
  return { role: member?.role ?? null, isAdmin: user.userType === 'admin' };
}

export function allow(ok: boolean): void {
  if (!ok) throw forbidden();
}

/**
 * The team role follows the account's permanent type (`teamRolesFor`): checked when a role is asked for (apply,
 * invite, role change) and again when it is granted (accept), for requests made before the rule.
 */
export function assertMayHold(person: Pick<User, 'userType'>, role: TeamMemberRole): void {
  if (!mayHoldTeamRole(person.userType, role)) throw conflict('team_role_not_allowed');
}

/**
 * Lock order, the same in every roster transaction so that none waits on another in a cycle: the team row first,
 * then the request row (a conditional update), then the person's row.
 */

/**
 * The one-team-per-game rule for someone about to hold `role` in `team`. Locks the person's row first, so that
 * two transactions putting the same person into two teams of one game run one after the other and the second
 * sees the first's roster row. Call with the team row already locked.
 */
export async function checkGameRule(tx: Tx, team: TeamRow, userId: string, role: TeamMemberRole): Promise<void> {
  if (!(await rosterRepository.lockUser(tx, userId))) throw notFound();
  if (role !== 'player') return;
  if (await rosterRepository.playerTeamSharingGame(tx, userId, team.games, team.id))
    throw conflict('already_in_team_for_game');
}

/**
 * Adds someone to the roster inside the caller's transaction (accepting an application or an invitation).
 * `claim` is the request's conditional update (pending → accepted): it runs after the team lock and decides
 * which of two concurrent accepts wins. Every rule is then checked against what is committed now, and any
 * other pending request of the same person for the same team is closed, since it is fulfilled.
 */
export async function joinRoster(
  tx: Tx,
  teamId: string,
  userId: string,
  role: TeamMemberRole,
  claim: () => Promise<boolean>,
): Promise<TeamRow> {
  const team = await teamsRepository.lock(tx, teamId);
  if (!team) throw notFound('team_not_found');
  if (!(await claim())) throw conflict('request_not_pending');
  if (team.status === 'disbanded') throw conflict('team_not_active');
  await checkGameRule(tx, team, userId, role);
  if (await rosterRepository.find(tx, teamId, userId)) throw conflict('already_member');
  if (team.memberCount >= TEAM_LIMITS.maxMembers) throw conflict('team_full');
  await rosterRepository.insert(tx, { teamId, userId, role });
  await teamsRepository.addToMemberCount(tx, teamId, 1);
  await applicationsRepository.closePending(tx, teamId, userId);
  await invitationsRepository.closePending(tx, teamId, userId);
  return team;
}

/** In the joining transaction: the team chat's membership, XP and achievements commit with the roster row. */
export const emitJoined = (ctx: AppContext, tx: Tx, team: TeamRow, userId: string, role: TeamMemberRole) =>
  ctx.events.emitInTx(tx, 'team.memberJoined', { team: teamRefOf(team), userId, role });
