import { CreateLeagueBody, type Game, type LeagueRounds } from '@esn/contract';
import type { TFunction } from 'i18next';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { fromLocalInput } from '../../tournaments';

export interface LeagueFormValues {
  name: string;
  game: Game | '';
  season: string;
  description: string;
  rounds: LeagueRounds;
  startsAt: string;
  matchIntervalDays: string;
  banner: string;
  country: string;
  /** Match length, "1", "3", "5" or "7" (best of). */
  bestOf: string;
  /** Teams may report a fixture's result before its match week starts. */
  allowEarlyResults: boolean;
}

export function emptyLeagueForm(): LeagueFormValues {
  return {
    name: '',
    game: '',
    season: '',
    description: '',
    rounds: 'single',
    startsAt: '',
    matchIntervalDays: '7',
    banner: '',
    country: 'TR',
    bestOf: '1',
    allowEarlyResults: false,
  };
}

const trimmed = (value: string) => (value.trim() ? value.trim() : undefined);

function leagueBodyInput(v: LeagueFormValues): Record<string, unknown> {
  const interval = v.matchIntervalDays.trim();
  const body: Record<string, unknown> = {
    name: v.name,
    game: v.game || undefined,
    season: v.season,
    description: trimmed(v.description),
    rounds: v.rounds,
    startsAt: fromLocalInput(v.startsAt),
    matchIntervalDays: interval ? (/^\d+$/.test(interval) ? Number(interval) : interval) : undefined,
    bannerUrl: trimmed(v.banner),
    country: trimmed(v.country),
    // Bo1 is the server's default: not sent.
    bestOf: v.bestOf === '1' ? undefined : Number(v.bestOf),
    // Off is the server's default: sent only when on.
    allowEarlyResults: v.allowEarlyResults || undefined,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

const REQUIRED = ['name', 'game', 'season', 'startsAt'] as const;

export type LeagueFormResult = { ok: true; body: CreateLeagueBody } | { ok: false; errors: Record<string, string> };

/** Checks the values with the contract's schema; an empty required field is called "required". */
export function parseLeagueForm(values: LeagueFormValues, t: TFunction): LeagueFormResult {
  const parsed = CreateLeagueBody.safeParse(leagueBodyInput(values));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrorsFromZod(parsed.error, t)))
      errors[key === 'bannerUrl' ? 'banner' : key] = message;
    for (const issue of parsed.error.issues)
      if (issue.message === 'image_ref') errors.banner = t('tournaments:validation.image_ref');
      else if (issue.path[0] === 'matchIntervalDays') errors.matchIntervalDays = t('leagues:validation.interval');
  }
  for (const key of REQUIRED) if (!values[key].trim()) errors[key] = t('errors:validation.required');
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data as CreateLeagueBody };
  return { ok: false, errors };
}
