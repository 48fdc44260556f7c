import type { UserType } from '../auth/schemas';
import type { AssignableRole, TeamMemberRole } from './schemas';

/**
 * The team roles an account may be given (by an application, an invitation, a roster role change or an offer),
 * decided by its permanent account type: a coach account is a team's coach and nothing else; a player plays
 * (and may captain, a flag on a player) or manages, never coaches; a team owner may also play or manage in a
 * team (a team's owner comes from founding it or a hand-over, not from this list). Admins keep their own area
 * and hold no team role, nor does someone who has not chosen a type yet. Server and web both ask this one
 * function, so the web offers exactly what the server accepts.
 */
export function teamRolesFor(userType: UserType | null | undefined): readonly AssignableRole[] {
  switch (userType) {
    case 'coach':
      return ['coach'];
    case 'player':
    case 'team_owner':
      return ['player', 'manager'];
    case 'admin':
    case null:
    case undefined:
      return [];
  }
}

/** Whether an account of `userType` may be given `role` in a team (`owner` is never given this way). */
export const mayHoldTeamRole = (userType: UserType | null | undefined, role: TeamMemberRole): boolean =>
  (teamRolesFor(userType) as readonly TeamMemberRole[]).includes(role);
