import { Game, type MembershipSummary } from '@esn/contract';

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
