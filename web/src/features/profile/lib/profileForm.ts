import {
  MAX_AGE,
  MIN_AGE,
  SOCIAL_NETWORKS,
  UpdateProfileBody,
  type Availability,
  type CompletenessInput,
  type GameRoles,
  type ProfileResponse,
  type Skill,
  type SkillLevel,
  type SocialLinks,
} from '@esn/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import type { SocialNetworkId } from './socialLinks';

export { MAX_AGE, MIN_AGE };
/** The contract's limits on games, repeated here only to disable controls before a rule is broken. */
export const MAX_GAMES = 10;
export const MAX_ROLES_PER_GAME = 5;
export const BIOGRAPHY_MAX = 2000;
/** The contract's skill limits (SkillList, Skill): at most 12, each rated 1–10; 7+ is advanced (spec §9). */
export const MAX_SKILLS = 12;
export const SKILL_RATING_MAX = 10;
export const SKILL_NAME_MAX = 40;

/** What the edit form holds: text as typed, choices as picked. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  biography: string;
  location: string;
  birthDate: string;
  games: GameRoles[];
  skills: Skill[];
  skillLevel: SkillLevel | '';
  availability: Availability;
  socialLinks: Record<SocialNetworkId, string>;
  avatarUrl: string | null;
  coverImageUrl: string | null;
  lookingForTeam: boolean;
}

type FullBody = Required<UpdateProfileBody>;
type ProfileField = keyof FullBody;

export function valuesFromProfile({ user, profile }: ProfileResponse): ProfileFormValues {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks[network] ?? '']),
  ) as Record<SocialNetworkId, string>;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    biography: profile.biography ?? '',
    location: profile.location ?? '',
    birthDate: profile.birthDate ?? '',
    games: profile.games.map((g) => ({ game: g.game, roles: [...g.roles] })),
    skills: profile.skills.map((skill) => ({ ...skill })),
    skillLevel: profile.skillLevel ?? '',
    availability: profile.availability,
    socialLinks,
    avatarUrl: user.avatarUrl,
    coverImageUrl: profile.coverImageUrl,
    lookingForTeam: profile.lookingForTeam,
  };
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

/** The whole form as the API would store it: trimmed, empty text as null, empty social links dropped. */
function bodyFromValues(values: ProfileFormValues): FullBody {
  const socialLinks: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = values.socialLinks[network].trim();
    if (value) socialLinks[network] = value;
  }
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    biography: text(values.biography),
    location: text(values.location),
    birthDate: text(values.birthDate),
    games: values.games.map((g) => ({ game: g.game, roles: g.roles.map((r) => r.trim()).filter(Boolean) })),
    skills: values.skills.map((skill) => ({ name: skill.name.trim(), rating: skill.rating })),
    skillLevel: values.skillLevel || null,
    availability: values.availability,
    socialLinks,
    avatarUrl: values.avatarUrl,
    coverImageUrl: values.coverImageUrl,
    lookingForTeam: values.lookingForTeam,
  };
}

/** Only what differs from what was loaded: PATCH sends no more than the person changed. */
export function changedFields(initial: ProfileFormValues, current: ProfileFormValues): UpdateProfileBody {
  const before = bodyFromValues(initial);
  const after = bodyFromValues(current);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as ProfileField[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as UpdateProfileBody;
}

/** The live meter's input: the form as it is now, before saving. */
export function completenessInputOfValues(values: ProfileFormValues): CompletenessInput {
  const body = bodyFromValues(values);
  return {
    avatarUrl: body.avatarUrl,
    firstName: body.firstName,
    lastName: body.lastName,
    biography: body.biography,
    location: body.location,
    birthDate: body.birthDate,
    games: body.games,
    skillLevel: body.skillLevel,
    socialLinks: body.socialLinks,
    coverImageUrl: body.coverImageUrl,
  };
}

/**
 * Where a message goes on the form: social links, games and skills by entry ("socialLinks.x", "games.2",
 * "skills.0"), everything else by its top-level field. Server paths may carry a leading "body".
 */
function fieldKeyOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'body') parts.shift();
  const [head = '', second] = parts;
  if ((head === 'socialLinks' || head === 'games' || head === 'skills') && second !== undefined)
    return `${head}.${second}`;
  return head;
}

/** Custom contract messages (e.g. `social_handle`) have texts in the profile namespace; the rest are generic. */
function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  const key = `profile:validation.${issue.message}`;
  const params = { min: MIN_AGE, max: MAX_AGE };
  if (/^[a-z_]+$/.test(issue.message) && t(key, params) !== key && t(key, params) !== `validation.${issue.message}`) {
    return t(key, params);
  }
  return fieldErrorsFromZod(new z.ZodError([{ ...issue, path: [] }]), t)[''] ?? t('errors:validation.invalid');
}

/** Checks the payload with the contract's own schema: the parsed body, or one translated message per field. */
export function validateProfileChanges(
  payload: UpdateProfileBody,
  t: TFunction,
): { ok: true; body: UpdateProfileBody } | { ok: false; errors: Record<string, string> } {
  const parsed = UpdateProfileBody.safeParse(payload);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = fieldKeyOf(issue.path);
    errors[key] ??= issueMessage(issue, t);
  }
  return { ok: false, errors };
}

/** Server issues (`{ path: "socialLinks.x", message }`, message already translated) by form field. */
export function serverIssuesByField(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldKeyOf(issue.path.split(/[./]/).filter(Boolean));
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/** The rows whose skill name another row already has (the contract's rule: trimmed, case-insensitive in Turkish). */
export function duplicateSkillRows(skills: readonly Skill[]): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  skills.forEach((skill, index) => {
    const key = skill.name.trim().toLocaleLowerCase('tr');
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.add(first).add(index);
  });
  return duplicates;
}
