import {
  ApplicationRole,
  mayHoldTeamRole,
  type AssignableRole,
  type TeamMember,
  type TeamViewer,
  type UserType,
} from '@esn/contract';

/**
 * What the reader may do to one roster row, mirroring the server's rules so that only buttons that can work
 * are shown (the server checks again): the owner (or an admin) handles everyone but the owner; a manager
 * handles players and coaches; anyone who manages sets the captain. The role menu offers only the roles the
 * member's account type allows (`teamRolesFor`: a coach account stays the coach, a player never coaches), and
 * shows no menu when there is nothing else to choose.
 */
export interface MemberActions {
  roles: AssignableRole[];
  captain: boolean;
  remove: boolean;
}

const NONE: MemberActions = { roles: [], captain: false, remove: false };

export function memberActions(viewer: TeamViewer, member: TeamMember, viewerId: string | undefined): MemberActions {
  if (!viewer.canManage) return NONE;
  const self = member.user.id === viewerId;
  if (member.role === 'owner') return { roles: [], captain: true, remove: false };
  if (viewer.isOwner) return { roles: rolesFor(member, ['player', 'coach', 'manager']), captain: true, remove: !self };
  if (member.role === 'manager') return { roles: [], captain: true, remove: false };
  return { roles: rolesFor(member, ['player', 'coach']), captain: true, remove: !self };
}

/** The menu's options, in the usual order: the member's current role (the select shows it) and what the account may hold. */
function rolesFor(member: TeamMember, reachable: AssignableRole[]): AssignableRole[] {
  const others = reachable.filter((r) => r !== member.role && mayHoldTeamRole(member.user.userType, r));
  if (others.length === 0) return [];
  return reachable.filter((r) => r === member.role || others.includes(r));
}

/** What an account of `userType` may apply as (a coach as coach, a player as player). */
export function applicationRoles(userType: UserType | null | undefined): ApplicationRole[] {
  return ApplicationRole.options.filter((role) => mayHoldTeamRole(userType, role));
}

/** Roles the reader may invite someone to. */
export function invitableRoles(viewer: TeamViewer): AssignableRole[] {
  if (viewer.isOwner) return ['player', 'coach', 'manager'];
  return viewer.canManage ? ['player', 'coach'] : [];
}

/** A member other than the owner may leave; the owner hands the team over or deletes it instead. */
export function canLeave(viewer: TeamViewer): boolean {
  return viewer.role !== null && viewer.role !== 'owner';
}

/**
 * Applying makes sense for someone outside the team with nothing pending either way, whose account may hold a
 * role one applies for (not an admin).
 */
export function canApply(viewer: TeamViewer, userType: UserType | null | undefined): boolean {
  return (
    viewer.role === null &&
    !viewer.pendingApplicationId &&
    !viewer.pendingInvitationId &&
    applicationRoles(userType).length > 0
  );
}

/** Following is for people outside the team; someone who followed before joining can still stop. */
export function canFollow(viewer: TeamViewer): boolean {
  return viewer.role === null || viewer.following;
}
