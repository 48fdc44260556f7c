import type { SelectableRole } from '@esn/contract';
import { GraduationCap, Crown, Gamepad2, type LucideIcon } from 'lucide-react';

/** Spec §6: what each role can do, shown on the role cards (keys in the `onboarding` namespace). */
export const ROLE_CARDS: readonly { role: SelectableRole; icon: LucideIcon; abilities: readonly string[] }[] = [
  { role: 'player', icon: Gamepad2, abilities: ['profile', 'applyTeams', 'joinTournaments', 'connect'] },
  {
    role: 'team_owner',
    icon: Crown,
    abilities: ['createTeams', 'reviewApplications', 'registerTournaments', 'monitor', 'managePlayers'],
  },
  { role: 'coach', icon: GraduationCap, abilities: ['coachProfile', 'offerCoaching', 'training', 'trackDevelopment'] },
];

/** How many onboarding steps each role has: everyone confirms a role; a team owner then creates a first team. */
export const ONBOARDING_STEPS: Record<SelectableRole, number> = { player: 1, team_owner: 2, coach: 1 };
