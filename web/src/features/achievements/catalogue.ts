import { ACHIEVEMENT_THRESHOLDS, ADVANCED_SKILL, AchievementKey, HOST_MIN_PARTICIPANTS } from '@esn/contract';
import {
  Crown,
  Crosshair,
  Flag,
  Flame,
  Handshake,
  Medal,
  PenLine,
  Share2,
  Sparkles,
  Swords,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The web's face of spec §5's thirteen achievements: an icon each; the name and the short text are
 * `achievements:items.<key>.name|text` (spec §3's labels where one fits: team player, rising star, pro player,
 * legendary), and the text names the contract's threshold, so a locked one says what it takes.
 */
export const ACHIEVEMENT_ICONS: Record<AchievementKey, LucideIcon> = {
  profile_complete: Sparkles,
  weekly_networker: Zap,
  challenger: Medal,
  tournament_regular: Swords,
  well_connected: Share2,
  storyteller: PenLine,
  skilled: Crosshair,
  host: Crown,
  streak: Flame,
  dealmaker: Handshake,
  founder: Flag,
  team_player: Users,
  first_friend: UserPlus,
};

/** Catalogue order: the order of the contract's enum (spec §5's list). */
export const ACHIEVEMENT_KEYS: readonly AchievementKey[] = AchievementKey.options;

/** The numbers the achievement's text names. */
export function achievementParams(key: AchievementKey): Record<string, number> {
  return { n: ACHIEVEMENT_THRESHOLDS[key], advanced: ADVANCED_SKILL, participants: HOST_MIN_PARTICIPANTS };
}
