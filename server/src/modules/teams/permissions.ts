import type { TeamMemberRole } from '@esn/contract';

/**
 * Who may do what in a team: the one table every use case asks, written down here so that the web and the
 * tests can read it in one place.
 *
 * - Owner: everything.
 * - Manager: edit the team (not `verified`), handle applications, invite or withdraw invitations for players and
 *   coaches, move members between player and coach, set or unset the captain, remove players and coaches.
 *   Managers cannot touch other managers or the owner: a manager could otherwise lock the owner's staff out.
 * - Owner only: appoint, demote or remove managers, transfer ownership, delete the team.
 * - Admin (site): edit, verify, delete any team, transfer its ownership, and read its request lists; an admin does
 *   not act inside a roster (invite, accept, remove) because that speaks for the team.
 * - Any member but the owner may leave.
 */
export type Actor = { role: TeamMemberRole | null; isAdmin: boolean };

const STAFF_ROLES: readonly TeamMemberRole[] = ['player', 'coach'];
const isOwner = (a: Actor) => a.role === 'owner';
const isManager = (a: Actor) => a.role === 'manager';

export const can = {
  /** Edit the team's fields. */
  edit: (a: Actor) => isOwner(a) || isManager(a) || a.isAdmin,
  verify: (a: Actor) => a.isAdmin,
  delete: (a: Actor) => isOwner(a) || a.isAdmin,
  transferOwnership: (a: Actor) => isOwner(a) || a.isAdmin,
  /** See the team's applications and invitations. */
  viewRequests: (a: Actor) => isOwner(a) || isManager(a) || a.isAdmin,
  decideApplication: (a: Actor) => isOwner(a) || isManager(a),
  /** Invite to, or withdraw an invitation for, `role`. */
  invite: (a: Actor, role: TeamMemberRole) =>
    role !== 'owner' && (isOwner(a) || (isManager(a) && STAFF_ROLES.includes(role))),
  /** Move a member from role `from` to role `to`. */
  changeRole: (a: Actor, from: TeamMemberRole, to: TeamMemberRole) =>
    from !== 'owner' &&
    to !== 'owner' &&
    (isOwner(a) || (isManager(a) && STAFF_ROLES.includes(from) && STAFF_ROLES.includes(to))),
  setCaptain: (a: Actor) => isOwner(a) || isManager(a),
  /** Remove someone else holding `targetRole`. */
  removeMember: (a: Actor, targetRole: TeamMemberRole) =>
    targetRole !== 'owner' && (isOwner(a) || (isManager(a) && STAFF_ROLES.includes(targetRole))),
  leave: (a: Actor) => a.role !== null && a.role !== 'owner',
};

/** The viewer flags of the team page. */
export const viewerFlags = (a: Actor) => ({ canManage: can.edit(a), isOwner: can.delete(a) });
