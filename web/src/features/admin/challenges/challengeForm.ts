import {
  CHALLENGE_LIMITS,
  CreateChallengeBody,
  METRICS_BY_TYPE,
  type Challenge,
  type ChallengeDifficulty,
  type ChallengeMetric,
  type ChallengeStatus,
  type ChallengeType,
  type UpdateChallengeBody,
} from '@esn/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { fromLocalInput, toLocalInput } from '../../tournaments';

/** The dialog's fields as typed: numbers and dates are text until checked. */
export interface ChallengeFormValues {
  title: string;
  /** English title and description: optional, empty means "show the Turkish ones". */
  titleEn: string;
  type: ChallengeType;
  description: string;
  descriptionEn: string;
  difficulty: ChallengeDifficulty;
  xpReward: string;
  targetValue: string;
  badgeReward: string;
  /** The badge's English name: optional, empty means "show the Turkish one". */
  badgeRewardEn: string;
  status: ChallengeStatus;
  metric: ChallengeMetric;
  startsAt: string;
  endsAt: string;
}

/** The checked form: the contract's parsed create body. */
export type ChallengeBody = z.output<typeof CreateChallengeBody>;
type Body = ChallengeBody;

export function emptyChallengeForm(): ChallengeFormValues {
  return {
    title: '',
    titleEn: '',
    type: 'individual',
    description: '',
    descriptionEn: '',
    difficulty: 'easy',
    xpReward: '',
    targetValue: '',
    badgeReward: '',
    badgeRewardEn: '',
    status: 'active',
    metric: METRICS_BY_TYPE.individual[0]!,
    startsAt: '',
    endsAt: '',
  };
}

export function challengeFormFrom(c: Challenge): ChallengeFormValues {
  return {
    title: c.title,
    titleEn: c.titleEn ?? '',
    type: c.type,
    description: c.description,
    descriptionEn: c.descriptionEn ?? '',
    difficulty: c.difficulty,
    xpReward: String(c.xpReward),
    targetValue: String(c.targetValue),
    badgeReward: c.badgeReward ?? '',
    badgeRewardEn: c.badgeRewardEn ?? '',
    status: c.status,
    metric: c.metric,
    startsAt: toLocalInput(c.startsAt),
    endsAt: toLocalInput(c.endsAt),
  };
}

/** A new type keeps the metric when that type may count it, else takes the type's first one. */
export function withType(values: ChallengeFormValues, type: ChallengeType): ChallengeFormValues {
  const allowed = METRICS_BY_TYPE[type];
  return { ...values, type, metric: allowed.includes(values.metric) ? values.metric : allowed[0]! };
}

/** Empty number fields are left out (the contract then says "required"); other text goes as typed. */
const num = (value: string): number | undefined => (value.trim() ? Number(value) : undefined);

function bodyInput(v: ChallengeFormValues): Record<string, unknown> {
  return {
    title: v.title,
    titleEn: v.titleEn.trim() || null,
    type: v.type,
    description: v.description,
    descriptionEn: v.descriptionEn.trim() || null,
    difficulty: v.difficulty,
    xpReward: num(v.xpReward),
    targetValue: num(v.targetValue),
    badgeReward: v.badgeReward.trim() || null,
    badgeRewardEn: v.badgeRewardEn.trim() || null,
    status: v.status,
    metric: v.metric,
    startsAt: fromLocalInput(v.startsAt) ?? null,
    endsAt: fromLocalInput(v.endsAt) ?? null,
  };
}

/** Refinements of the contract whose message is a code with its own text in `admin:challenges.validation`. */
const CODES = new Set(['metric_type', 'window_order', 'percent_target']);
const NUMBER_MAX: Record<string, number> = {
  xpReward: CHALLENGE_LIMITS.xpReward,
  targetValue: CHALLENGE_LIMITS.targetValue,
};

function challengeFieldErrors(values: ChallengeFormValues, error: z.ZodError, t: TFunction): Record<string, string> {
  const errors = fieldErrorsFromZod(error, t);
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const max = NUMBER_MAX[field];
    if (CODES.has(issue.message)) errors[field] = t(`admin:challenges.validation.${issue.message}`);
    else if (max !== undefined) {
      errors[field] = values[field as 'xpReward' | 'targetValue'].trim()
        ? t('admin:challenges.validation.wholeNumber', { min: 1, max })
        : t('errors:validation.required');
    }
  }
  return errors;
}

export type ChallengeFormResult = { ok: true; body: Body } | { ok: false; errors: Record<string, string> };

/** The whole form checked with the contract's own schema (the server applies the same one). */
export function parseChallengeForm(values: ChallengeFormValues, t: TFunction): ChallengeFormResult {
  const parsed = CreateChallengeBody.safeParse(bodyInput(values));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: challengeFieldErrors(values, parsed.error, t) };
}

/** What an edit changes: the checked form against the challenge as the form showed it (dates to the minute). */
export function changedChallengeFields(body: Body, challenge: Challenge): UpdateChallengeBody {
  const before = CreateChallengeBody.safeParse(bodyInput(challengeFormFrom(challenge)));
  const original: Partial<Body> = before.success ? before.data : {};
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof Body)[]) {
    if (JSON.stringify(body[key]) !== JSON.stringify(original[key])) changed[key] = body[key];
  }
  return changed as UpdateChallengeBody;
}
