import type { AssignableRole, TeamMember, TeamViewer } from '@esn/contract';

/**
 * What the reader may do to one roster row, mirroring the server's rules so that only buttons that can work
 * are shown (the server checks again): the owner (or an admin) handles everyone but the owner; a manager
 * handles players and coaches and may switch them between those two roles; anyone who manages sets the captain.
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
  if (viewer.isOwner) return { roles: ['player', 'coach', 'manager'], captain: true, remove: !self };
  if (member.role === 'manager') return { roles: [], captain: true, remove: false };
  return { roles: ['player', 'coach'], captain: true, remove: !self };
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

/** Applying makes sense for someone outside the team with nothing pending either way. */
export function canApply(viewer: TeamViewer): boolean {
  return viewer.role === null && !viewer.pendingApplicationId && !viewer.pendingInvitationId;
}
