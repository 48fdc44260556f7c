import type { UserType } from '../auth/schemas';
import { teamRolesFor } from '../teams/roles';
import type { TransferRole } from './schemas';

/**
 * The role an offer may give an account: one of the team roles its type may hold (teamRolesFor), limited to what
 * the market trades (a player's place or coaching) and to the accounts it trades — players and coaches; a team
 * owner or an admin joins no team through an offer. Server and web both ask this one function.
 */
export function offerRoleFor(userType: UserType | null | undefined): TransferRole | null {
  if (userType !== 'player' && userType !== 'coach') return null;
  const roles: readonly string[] = teamRolesFor(userType);
  return roles.includes('coach') ? 'coach' : roles.includes('player') ? 'player' : null;
}
