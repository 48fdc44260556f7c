import { Game, type MembershipSummary, type TransferRole } from '@esn/contract';

/** The teams a person may make offers for: those he owns or manages (the server checks the same). */
export function ledTeams(memberships: readonly MembershipSummary[] | undefined): MembershipSummary['team'][] {
  return (memberships ?? []).filter((m) => m.role === 'owner' || m.role === 'manager').map((m) => m.team);
}

/** A team's games that the contract knows (a team's list is stored as text). */
export function gamesOf(team: { games: readonly string[] } | undefined): Game[] {
  return (team?.games ?? []).flatMap((g) => {
    const parsed = Game.safeParse(g);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The one role an offer may give an account (the server refuses any other): a coach account coaches, a player
 * account plays, never the other way round; other accounts (team owners, admins, not onboarded) get no offer.
 * TODO(merge): use teamRolesFor from contract
 */
export function roleForUserType(userType: string | null | undefined): TransferRole | null {
  if (userType === 'coach') return 'coach';
  if (userType === 'player') return 'player';
  return null;
}

/** Who may be offered a place: players for a player's role, coaches for coaching. */
export function offerRoleFor(userType: string | null | undefined): TransferRole | null {
  return roleForUserType(userType);
}
