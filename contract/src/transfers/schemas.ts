import { z } from 'zod';
import { Availability, GameRoles, SkillLevel } from '../profiles/schemas';
import { Country, Game, TeamSummary } from '../teams/schemas';
import { PublicUser } from '../users/schemas';
import { RatingParam, ratingNeedsGame } from '../ratings/schemas';

/**
 * Transfer market and coaching (spec §1, §3, §4, §7). Every offer is between one team and one person: a team's
 * owner or manager makes it to a person (`team_to_person`), or a person offers himself to a team (`person_to_team`,
 * received by the team's owner and managers). A coaching offer is the same offer with the role `coach`.
 */

export const TRANSFER_LIMITS = {
  position: 40,
  message: 1000,
  /** Dollars a month. */
  maxSalary: 10_000_000,
  maxContractMonths: 60,
  /** New offers one person may send in a minute (write routes are rate-limited per person). */
  offersPerMinute: 20,
  coachSpecialties: 8,
  coachLanguages: 8,
  coachSummary: 1000,
  maxHourlyRate: 10_000,
} as const;

/** Spec §3: pending, then accepted or rejected; ours adds withdrawn (by the sender) and declined (closed by a move). */
export const TransferOfferStatus = z.enum(['pending', 'accepted', 'rejected', 'withdrawn', 'declined']);
export type TransferOfferStatus = z.infer<typeof TransferOfferStatus>;
export const TransferOfferDirection = z.enum(['team_to_person', 'person_to_team']);
export type TransferOfferDirection = z.infer<typeof TransferOfferDirection>;
/** The roster role the person gets when the offer is accepted; `coach` makes it a coaching offer. */
export const TransferRole = z.enum(['player', 'coach']);
export type TransferRole = z.infer<typeof TransferRole>;
/** Spec §7: `POST /api/transfers/offer/{offerId}/respond` `{ action }`. */
export const TransferAction = z.enum(['accept', 'reject']);
export type TransferAction = z.infer<typeof TransferAction>;

/** Why a pending offer was closed without an answer (param `reason` of `transfer_offer_declined`). */
export const TransferCloseReason = z.enum(['joined_other_team', 'withdrawn']);
export type TransferCloseReason = z.infer<typeof TransferCloseReason>;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const pageParams = {
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(300).optional(),
};

/**
 * Spec §3 fromUser / toUser. `email` is the party's address only for himself and, once the offer is accepted, for
 * the other side (to take the talk further); null otherwise, so sending an offer reveals nobody's address.
 */
export const TransferParty = PublicUser.extend({
  email: z.string().nullable(),
  country: z.string().nullable(),
});
export type TransferParty = z.infer<typeof TransferParty>;

export const TransferTeam = TeamSummary.pick({
  id: true,
  slug: true,
  name: true,
  logoUrl: true,
  country: true,
  games: true,
});
export type TransferTeam = z.infer<typeof TransferTeam>;

/**
 * `GET /api/transfers/offer/{offerId}` (spec §7). `fromUser` sent it; `toUser` is the person for a team's offer, or
 * the team's owner for a person's offer (any owner or manager of the team may answer that one). `player` is the
 * person who would join, whichever the direction. `salary` is dollars a month.
 */
export const TransferOffer = z.object({
  id: z.string(),
  status: TransferOfferStatus,
  direction: TransferOfferDirection,
  role: TransferRole,
  position: z.string(),
  game: Game,
  salary: z.number().int().nullable(),
  contractMonths: z.number().int().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  fromUser: TransferParty,
  toUser: TransferParty,
  player: PublicUser,
  team: TransferTeam,
  /** What the reader may do now: buttons show only while pending (spec §4). */
  viewer: z.object({ canRespond: z.boolean(), canWithdraw: z.boolean() }),
});
export type TransferOffer = z.infer<typeof TransferOffer>;
export const TransferOfferParams = z.object({ offerId: z.string().max(100) });
export const RespondBody = z.object({ action: TransferAction });
export type RespondBody = z.infer<typeof RespondBody>;

/**
 * `POST /api/transfers/offers` → 201 TransferOffer. With `userId`: the team (which the sender owns or manages) makes
 * an offer to that person. Without it: the sender offers himself to the team. `game` must be one of the team's games.
 */
export const CreateOfferBody = z.strictObject({
  teamId: z.string().max(100),
  userId: z.string().max(100).optional(),
  role: TransferRole.default('player'),
  game: Game,
  position: z.string().trim().min(1).max(TRANSFER_LIMITS.position),
  salary: z.number().int().min(0).max(TRANSFER_LIMITS.maxSalary).nullable().optional(),
  contractMonths: z.number().int().min(1).max(TRANSFER_LIMITS.maxContractMonths).nullable().optional(),
  message: z.string().trim().max(TRANSFER_LIMITS.message).optional(),
});
export type CreateOfferBody = z.input<typeof CreateOfferBody>;

/**
 * `GET /api/transfers/offers?box=sent|received`: sent = offers made by the teams the reader leads and his own
 * offers of himself; received = offers to him and people's offers to the teams he leads. Newest first.
 */
export const OfferListQuery = z.object({
  box: z.enum(['sent', 'received']),
  status: TransferOfferStatus.optional(),
  teamId: z.string().max(100).optional(),
  ...pageParams,
});
export const TransferOfferPage = z.object({ items: z.array(TransferOffer), nextCursor: z.string().nullable() });
export type TransferOfferPage = z.infer<typeof TransferOfferPage>;

/** Spec §3 transfer-market player. `roles` joins every game's roles; `achievements` are his achievement keys, earliest first. */
export const MarketPlayer = PublicUser.extend({
  games: z.array(GameRoles),
  roles: z.array(z.string()),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  profileViews: z.number().int(),
  verified: z.boolean(),
  availability: Availability,
  availableFrom: z.string().nullable(),
  skillLevel: SkillLevel.nullable(),
  lookingForTeam: z.boolean(),
  achievements: z.array(z.string()),
  /** His level from his challenge XP (see `levelOf`). */
  level: z.number().int(),
  /** Teams he plays for now (as a player), for the card. */
  teams: z.array(TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true, games: true })),
  /**
   * His skill rating (display scale) in the filter's game, or his best across games when no game is chosen; null when
   * he has none there yet.
   */
  rating: z.object({ game: Game, rating: z.number().int(), provisional: z.boolean() }).nullable(),
});
export type MarketPlayer = z.infer<typeof MarketPlayer>;

export const MarketSort = z.enum(['views', 'skill', 'active', 'rating']);
export type MarketSort = z.infer<typeof MarketSort>;

const marketFilterFields = {
  game: Game.optional(),
  role: z.string().trim().min(1).max(30).optional(),
  minAge: z.coerce.number().int().min(13).max(100).optional(),
  maxAge: z.coerce.number().int().min(13).max(100).optional(),
  availability: Availability.optional(),
  skill: SkillLevel.optional(),
  verified: boolParam.optional(),
  country: Country.optional(),
  lookingForTeam: boolParam.optional(),
  /** Only players with (true) or without (false) an achievement. */
  hasAchievements: boolParam.optional(),
};
const ageRangeOk = (q: { minAge?: number; maxAge?: number }) =>
  q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge;
const ageRange = { message: 'age_range', path: ['maxAge'] };
/**
 * `GET /api/transfers/players`: players (userType player), filtered, sorted by profile views (default), skill level,
 * recent activity or skill rating, keyset-paginated. `role` matches a role of `game` when both are given, else of any
 * game. A rating exists per game, so `minRating` (display scale) and `sort=rating` need `game`: they read the rating
 * in that game (sorted by rating, the players rated there come first, highest first, then the unrated ones).
 */
export const MarketQuery = z
  .object({
    ...marketFilterFields,
    /** Only players whose rating in `game` (display scale) is at least this. */
    minRating: RatingParam.optional(),
    sort: MarketSort.default('views'),
    ...pageParams,
  })
  .refine(ageRangeOk, ageRange)
  .refine(ratingNeedsGame, { message: 'rating_needs_game', path: ['game'] });
export type MarketQuery = z.infer<typeof MarketQuery>;

export const SAVED_SEARCH_LIMITS = { perPerson: 10, name: 60 } as const;

/** A saved search's filters as stored and answered: the values parsed (numbers, booleans), none of them required. */
export const SavedSearchFilters = z.object({
  game: Game.optional(),
  role: z.string().optional(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  availability: Availability.optional(),
  skill: SkillLevel.optional(),
  verified: z.boolean().optional(),
  country: z.string().optional(),
  lookingForTeam: z.boolean().optional(),
  hasAchievements: z.boolean().optional(),
  minRating: z.number().int().optional(),
});
export type SavedSearchFilters = z.infer<typeof SavedSearchFilters>;

/**
 * A team owner's or coach's saved market search: he hears (at most once a day, once per player) of players who come
 * to match it. `filters` are sent as the players query takes them (address-bar strings, or numbers and booleans).
 */
export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  filters: SavedSearchFilters,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearchList = z.object({ items: z.array(SavedSearch) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;
const savedSearchName = z.string().trim().min(1).max(SAVED_SEARCH_LIMITS.name);
/**
 * The players query's own filters (one source: a filter added to the market, a rating threshold, is added to
 * `marketFilterFields` once and saved searches take it), booleans also as JSON.
 */
const jsonBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const savedFiltersBody = z
  .strictObject({
    ...marketFilterFields,
    verified: jsonBool.optional(),
    lookingForTeam: jsonBool.optional(),
    hasAchievements: jsonBool.optional(),
    /** A rating threshold in `game`: a player whose rating comes to reach it is a new match. */
    minRating: RatingParam.optional(),
  })
  .refine(ageRangeOk, ageRange)
  .refine(ratingNeedsGame, { message: 'rating_needs_game', path: ['game'] });
export const CreateSavedSearchBody = z.strictObject({ name: savedSearchName, filters: savedFiltersBody });
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBody>;
export const UpdateSavedSearchBody = z
  .strictObject({ name: savedSearchName, filters: savedFiltersBody })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'empty_update' });
export type UpdateSavedSearchBody = z.input<typeof UpdateSavedSearchBody>;
export const SavedSearchParams = z.object({ searchId: z.string().max(100) });
export const MarketPlayerPage = z.object({ items: z.array(MarketPlayer), nextCursor: z.string().nullable() });
export type MarketPlayerPage = z.infer<typeof MarketPlayerPage>;

/**
 * `GET/PUT /api/transfers/availability`: the reader's own market status. `availableFrom` (YYYY-MM-DD) says from
 * when; left out, it follows `availability` (now: today, in 2 weeks: +14 days, in 1 month: +1 month, not available: none).
 */
export const MarketStatus = z.object({
  availability: Availability,
  availableFrom: z.string().nullable(),
  lookingForTeam: z.boolean(),
  country: z.string().nullable(),
});
export type MarketStatus = z.infer<typeof MarketStatus>;
export const UpdateMarketStatusBody = z
  .strictObject({
    availability: Availability,
    availableFrom: z.iso.date().nullable(),
    lookingForTeam: z.boolean(),
    country: Country.nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'empty_update' });
export type UpdateMarketStatusBody = z.infer<typeof UpdateMarketStatusBody>;

/** `GET /api/transfers/history?teamId=&userId=`: the public record of roster moves made by accepted offers. */
export const TransferHistoryQuery = z.object({
  teamId: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  ...pageParams,
});
const HistoryTeam = z.object({
  id: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export const TransferHistoryItem = z.object({
  id: z.string(),
  offerId: z.string().nullable(),
  player: PublicUser,
  /** null: he was in no team for that game. `id` null: the team was deleted since (its name stays). */
  fromTeam: HistoryTeam.nullable(),
  toTeam: HistoryTeam,
  game: Game,
  role: TransferRole,
  createdAt: z.string(),
});
export type TransferHistoryItem = z.infer<typeof TransferHistoryItem>;
export const TransferHistoryPage = z.object({ items: z.array(TransferHistoryItem), nextCursor: z.string().nullable() });
export type TransferHistoryPage = z.infer<typeof TransferHistoryPage>;

export const COACH_SPECIALTIES = [
  'strategy',
  'aim',
  'mental',
  'vod_review',
  'teamwork',
  'communication',
  'individual',
  'draft',
  'analysis',
  'fitness',
] as const;
export const CoachSpecialty = z.enum(COACH_SPECIALTIES);
export type CoachSpecialty = z.infer<typeof CoachSpecialty>;
/** ISO 639-1 code. */
export const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { message: 'language_code' });

/** A coach's public coaching profile. `hourlyRate` null with `free` false: rate on request. */
export const CoachingProfile = z.object({
  coach: PublicUser,
  games: z.array(Game),
  specialties: z.array(CoachSpecialty),
  languages: z.array(z.string()),
  hourlyRate: z.number().int().nullable(),
  free: z.boolean(),
  availability: Availability,
  summary: z.string().nullable(),
  /** Teams he coaches now. */
  teams: z.array(TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true, games: true })),
  updatedAt: z.string(),
});
export type CoachingProfile = z.infer<typeof CoachingProfile>;

/** `PUT /api/transfers/coaching-profile`: a coach publishes or edits his own (coaches only). */
export const UpsertCoachingProfileBody = z
  .strictObject({
    games: z.array(Game).min(1).max(10),
    specialties: z.array(CoachSpecialty).max(TRANSFER_LIMITS.coachSpecialties).default([]),
    languages: z.array(LanguageCode).min(1).max(TRANSFER_LIMITS.coachLanguages),
    hourlyRate: z.number().int().min(0).max(TRANSFER_LIMITS.maxHourlyRate).nullable().default(null),
    free: z.boolean().default(false),
    availability: Availability.default('now'),
    summary: z.string().trim().max(TRANSFER_LIMITS.coachSummary).nullable().optional(),
  })
  .refine((b) => !(b.free && b.hourlyRate), { message: 'free_with_rate', path: ['hourlyRate'] });
export type UpsertCoachingProfileBody = z.input<typeof UpsertCoachingProfileBody>;

/** `GET /api/transfers/coaches`: published coaching profiles, most recently updated first. */
export const CoachListQuery = z.object({
  game: Game.optional(),
  specialty: CoachSpecialty.optional(),
  language: LanguageCode.optional(),
  availability: Availability.optional(),
  free: boolParam.optional(),
  /** Free coaches and those at most this rate. */
  maxRate: z.coerce.number().int().min(0).max(TRANSFER_LIMITS.maxHourlyRate).optional(),
  ...pageParams,
});
export const CoachPage = z.object({ items: z.array(CoachingProfile), nextCursor: z.string().nullable() });
export type CoachPage = z.infer<typeof CoachPage>;
export const CoachIdParams = z.object({ userId: z.string().max(100) });

/** The market address's query string (`game=valorant&minAge=18`) of a saved search's filters, in a fixed order. */
export function savedSearchQuery(filters: SavedSearchFilters): string {
  return (Object.keys(SavedSearchFilters.shape) as (keyof SavedSearchFilters)[])
    .filter((key) => filters[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(String(filters[key]))}`)
    .join('&');
}
