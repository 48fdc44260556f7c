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
