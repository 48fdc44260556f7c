import { Availability, CoachSpecialty, Game, MarketSort, RatingParam, SkillLevel } from '@esn/contract';
import type { CoachFilters, MarketFilters } from '../api';

export const MIN_AGE = 13;
export const MAX_AGE = 100;

/** The address-bar keys of the players tab's filters (sort included); "clear" drops them all. */
export const MARKET_FILTER_KEYS = [
  'game',
  'role',
  'minAge',
  'maxAge',
  'availability',
  'skill',
  'verified',
  'country',
  'lookingForTeam',
  'hasAchievements',
  'minRating',
  'sort',
] as const;
export const COACH_FILTER_KEYS = ['cgame', 'specialty', 'language', 'cavailability', 'free'] as const;

function age(value: string | null): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= MIN_AGE && n <= MAX_AGE ? n : undefined;
}

function parsed<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: string | null,
): T | undefined {
  if (value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The players tab's filters as the address bar has them; a value the API would refuse (an unknown game, an age
 * out of range, a reversed age range) is left out rather than sent, so a hand-edited link never shows an error.
 */
export function marketFiltersFrom(params: URLSearchParams): MarketFilters {
  const minAge = age(params.get('minAge'));
  let maxAge = age(params.get('maxAge'));
  if (minAge !== undefined && maxAge !== undefined && maxAge < minAge) maxAge = undefined;
  const role = params.get('role')?.trim().slice(0, 30) || undefined;
  const country = params.get('country')?.trim().toUpperCase();
  const verified = params.get('verified');
  const sort = parsed(MarketSort, params.get('sort'));
  const game = parsed(Game, params.get('game'));
  // A rating is per game: without one, the rating filter and sort are left out (the bar says to choose a game).
  const minRating = game ? parsed(RatingParam, params.get('minRating')) : undefined;
  return {
    game,
    role,
    minAge,
    maxAge,
    availability: parsed(Availability, params.get('availability')),
    skill: parsed(SkillLevel, params.get('skill')),
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    lookingForTeam: params.get('lookingForTeam') === 'true' ? 'true' : undefined,
    hasAchievements: params.get('hasAchievements') === 'true' ? 'true' : undefined,
    minRating,
    // The default sort (profile views) stays out of the key, so "?sort=views" and "" share one cache entry.
    sort: sort === 'views' || (sort === 'rating' && !game) ? undefined : sort,
  };
}

/** The coaches tab's filters; their address keys are prefixed where the players tab uses the same word. */
export function coachFiltersFrom(params: URLSearchParams): CoachFilters {
  const language = params.get('language')?.trim().toLowerCase();
  return {
    game: parsed(Game, params.get('cgame')),
    specialty: parsed(CoachSpecialty, params.get('specialty')),
    language: language && /^[a-z]{2}$/.test(language) ? language : undefined,
    availability: parsed(Availability, params.get('cavailability')),
    free: params.get('free') === 'true' ? 'true' : undefined,
  };
}

/** Whether any filter narrows the list (the sort does not). */
export function hasMarketFilters(filters: MarketFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'sort' && value !== undefined);
}
