import {
  CreateTeamBody,
  GAMES,
  TEAM_SOCIAL_NETWORKS,
  UpdateTeamBody,
  type Game,
  type Team,
  type TeamStatus,
  type TeamType,
} from '@esn/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrorsFromZod, zodIssueMessage } from '../../../shared/lib/zodIssues';

type TeamSocialNetwork = (typeof TEAM_SOCIAL_NETWORKS)[number];

/**
 * Which fields the form shows: `first` is onboarding's first team (name, games, country, logo), `create` adds
 * type, founding year and description, `edit` is everything a team can change afterwards.
 */
export type TeamFormVariant = 'first' | 'create' | 'edit';

/** What the inputs hold: text as typed, turned into a body (and checked by the contract) on submit. */
export interface TeamFormValues {
  name: string;
  games: Game[];
  country: string;
  logo: string;
  cover: string;
  type: TeamType | '';
  status: TeamStatus;
  founded: string;
  description: string;
  social: Partial<Record<TeamSocialNetwork, string>>;
  lookingForPlayers: boolean;
  /** Comma-separated, e.g. "Entry, IGL". */
  recruitingRoles: string;
  lookingForCoach: boolean;
}

export function emptyTeamForm(): TeamFormValues {
  return {
    name: '',
    games: [],
    country: 'TR',
    logo: '',
    cover: '',
    type: '',
    status: 'active',
    founded: '',
    description: '',
    social: {},
    lookingForPlayers: false,
    recruitingRoles: '',
    lookingForCoach: false,
  };
}

export function teamFormFrom(team: Team): TeamFormValues {
  return {
    name: team.name,
    games: team.games.filter((g): g is Game => (GAMES as readonly string[]).includes(g)),
    country: team.country,
    logo: team.logoUrl ?? '',
    cover: team.coverUrl ?? '',
    type: team.type,
    status: team.status,
    founded: team.founded === null ? '' : String(team.founded),
    description: team.description ?? '',
    social: { ...team.socialLinks },
    lookingForPlayers: team.lookingForPlayers,
    recruitingRoles: team.recruitingRoles.join(', '),
    lookingForCoach: team.lookingForCoach,
  };
}

const trimmed = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);
/** "" stays a string so that the contract reports it (a number is expected), rather than silently dropping it. */
const year = (value: string): number | string | undefined => {
  const text = value.trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};

function splitRoles(text: string): string[] {
  return text
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
}

/** The body of `POST /api/teams`; only filled optional fields are sent (onboarding sends exactly three). */
function createBodyInput(values: TeamFormValues, variant: TeamFormVariant): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name, games: values.games, country: values.country };
  const logo = trimmed(values.logo);
  if (logo) body.logo = logo;
  if (variant === 'first') return body;
  if (values.type) body.type = values.type;
  const founded = year(values.founded);
  if (founded !== undefined) body.founded = founded;
  const description = trimmed(values.description);
  if (description) body.description = description;
  return body;
}

/** Every editable field of `PATCH /api/teams/{id}`, cleared ones as null. */
function updateBodyInput(values: TeamFormValues): Record<string, unknown> {
  const social: Record<string, string> = {};
  for (const network of TEAM_SOCIAL_NETWORKS) {
    const value = trimmed(values.social[network] ?? '');
    if (value) social[network] = value;
  }
  return {
    name: values.name,
    games: values.games,
    country: values.country,
    type: values.type || 'amateur',
    status: values.status,
    founded: year(values.founded) ?? null,
    description: trimmed(values.description) ?? null,
    logoUrl: trimmed(values.logo) ?? null,
    coverUrl: trimmed(values.cover) ?? null,
    socialLinks: social,
    lookingForPlayers: values.lookingForPlayers,
    recruitingRoles: splitRoles(values.recruitingRoles),
    lookingForCoach: values.lookingForCoach,
  };
}

/** Only what differs from the team as loaded, so a save never overwrites a field someone else just changed. */
export function changedFields(body: UpdateTeamBody, team: Team): UpdateTeamBody {
  const current = updateBodyInput(teamFormFrom(team)) as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(value) !== JSON.stringify(current[key])) changed[key] = value;
  }
  return changed as UpdateTeamBody;
}

/** The form's field that a body key is shown under. */
const FIELD_OF: Record<string, string> = { logoUrl: 'logo', coverUrl: 'cover', socialLinks: 'social' };
/** Contract refinements whose message is a code with a text of its own in `teams:validation`. */
const TEAM_CODES = new Set(['image_ref', 'founded_future', 'social_handle']);

/**
 * Each field's message. A social link's issue is filed under its own input (`social.<network>`), not the group;
 * the roles wanted are typed as a list, so their count has a text of its own rather than "select at most".
 */
function teamFieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const generic = fieldErrorsFromZod(error, t);
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(generic)) result[FIELD_OF[key] ?? key] = message;
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key === 'recruitingRoles' && issue.code === 'too_big' && issue.path.length === 1)
      result.recruitingRoles = t('teams:validation.recruitingRolesMax', { max: Number(issue.maximum) });
    if (key === 'socialLinks' && typeof issue.path[1] === 'string') {
      delete result.social;
      const field = `social.${issue.path[1]}`;
      if (!result[field])
        result[field] = TEAM_CODES.has(issue.message)
          ? t(`teams:validation.${issue.message}`)
          : zodIssueMessage(issue, t);
      continue;
    }
    if (TEAM_CODES.has(issue.message)) result[FIELD_OF[key] ?? key] = t(`teams:validation.${issue.message}`);
  }
  return result;
}

export type TeamFormResult =
  | { ok: true; create: CreateTeamBody; update?: never }
  | { ok: true; update: UpdateTeamBody; create?: never }
  | { ok: false; errors: Record<string, string> };

/** Checks the values with the contract's own schema; the server applies the same one. */
export function parseTeamForm(values: TeamFormValues, variant: TeamFormVariant, t: TFunction): TeamFormResult {
  if (variant === 'edit') {
    const parsed = UpdateTeamBody.safeParse(updateBodyInput(values));
    return parsed.success ? { ok: true, update: parsed.data } : { ok: false, errors: teamFieldErrors(parsed.error, t) };
  }
  const parsed = CreateTeamBody.safeParse(createBodyInput(values, variant));
  return parsed.success ? { ok: true, create: parsed.data } : { ok: false, errors: teamFieldErrors(parsed.error, t) };
}
