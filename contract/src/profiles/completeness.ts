// Plain functions and constants, no zod: the dashboard and the profile checklist read them without loading the
// schemas (web/vite.config.ts keeps zod out of the signed-in first page).
import type { COMPLETENESS_STAGES } from './stages';
import type { GameRoles, SkillLevel, SocialLinks } from './schemas';

export { ageOn, COMPLETENESS_STAGES } from './stages';

/**
 * Completeness weights (they add up to 100). Shared so that the server's number and the web's checklist agree.
 * A field counts when it is filled: text non-empty, lists non-empty, at least two social links for `socialLinks`.
 */
export const COMPLETENESS_WEIGHTS = {
  avatar: 15,
  name: 10,
  biography: 15,
  location: 5,
  birthDate: 5,
  games: 20,
  skillLevel: 10,
  socialLinks: 10,
  coverImage: 10,
} as const;
export type CompletenessItem = keyof typeof COMPLETENESS_WEIGHTS;

export type CompletenessInput = {
  avatarUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  biography: string | null;
  location: string | null;
  birthDate: string | null;
  games: GameRoles[];
  skillLevel: SkillLevel | null;
  socialLinks: SocialLinks;
  coverImageUrl: string | null;
};

const filled = (s: string | null | undefined) => Boolean(s && s.trim());

/** Which items are done, for the checklist and the score. */
export function completenessItems(p: CompletenessInput): Record<CompletenessItem, boolean> {
  return {
    avatar: filled(p.avatarUrl),
    name: filled(p.firstName) && filled(p.lastName),
    biography: filled(p.biography),
    location: filled(p.location),
    birthDate: filled(p.birthDate),
    games: p.games.length > 0,
    skillLevel: p.skillLevel !== null,
    socialLinks: Object.values(p.socialLinks).filter(filled).length >= 2,
    coverImage: filled(p.coverImageUrl),
  };
}

export function profileCompleteness(p: CompletenessInput): number {
  const items = completenessItems(p);
  return (Object.keys(COMPLETENESS_WEIGHTS) as CompletenessItem[]).reduce(
    (sum, k) => sum + (items[k] ? COMPLETENESS_WEIGHTS[k] : 0),
    0,
  );
}

/** Spec §4's five messages by progress. */
export function completenessStage(percent: number): (typeof COMPLETENESS_STAGES)[number] {
  if (percent >= 100) return 'complete';
  if (percent >= 75) return 'almost_there';
  if (percent >= 50) return 'great_progress';
  if (percent >= 25) return 'good_start';
  return 'get_started';
}
