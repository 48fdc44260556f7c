import { MatchCheckInSettings } from '../checkins/schemas';
import { z } from 'zod';
import { isoDateTime } from '../common';
import { PublicUser } from '../users/schemas';
import { Country, Game, ImageRef, TeamSummary } from '../teams/schemas';
import { BestOf, BracketGroupKind, Match, MatchParticipant, StandingRow } from '../matches/schemas';

export const TournamentFormat = z.enum(['single_elimination', 'double_elimination', 'round_robin', 'swiss']);
export type TournamentFormat = z.infer<typeof TournamentFormat>;
/** `team`: teams register (by their owner or a manager); `solo`: players register themselves (1v1 games). */
export const ParticipantKind = z.enum(['team', 'solo']);
export type ParticipantKind = z.infer<typeof ParticipantKind>;
export const TournamentStatus = z.enum([
  'draft',
  'registration_open',
  'registration_closed',
  'in_progress',
  'completed',
  'cancelled',
]);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const TOURNAMENT_LIMITS = {
  minParticipants: 2,
  maxParticipants: 256,
  name: 100,
  description: 5000,
  rules: 10000,
  prize: 100,
  region: 60,
  /** Round robin: participants per group when the organizer does not choose a group count. */
  roundRobinGroupSize: 16,
  maxGroups: 64,
  maxSwissRounds: 20,
} as const;

/**
 * Which status may follow which (`POST /api/tournaments/{id}/status`). `in_progress` needs a generated bracket;
 * generating the bracket from `registration_open` closes registration first. `completed` is also reached by
 * itself when the last match is final. Draft tournaments are seen only by their organizer and admins.
 */
export const TOURNAMENT_TRANSITIONS: Record<TournamentStatus, readonly TournamentStatus[]> = {
  draft: ['registration_open', 'cancelled'],
  registration_open: ['draft', 'registration_closed', 'cancelled'],
  registration_closed: ['registration_open', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Swiss rounds by default: ⌈log2 n⌉, enough for one unbeaten participant. */
export const defaultSwissRounds = (participants: number) =>
  Math.max(1, Math.ceil(Math.log2(Math.max(2, participants))));

/**
 * Most Swiss rounds for n participants: n − 1, beyond which someone must meet an opponent twice (`swissRounds`
 * above it is refused with `swiss_rounds_too_many`, on create and edit against the maximum participants, and when
 * the bracket is generated against those who enter it).
 */
export const maxSwissRoundsFor = (participants: number) =>
  Math.min(TOURNAMENT_LIMITS.maxSwissRounds, Math.max(1, participants - 1));

const text = (max: number) => z.string().trim().max(max);
const when = isoDateTime({ offset: true });

/** Fields of the create form; every date an ISO date-time. */
const tournamentFields = {
  name: z.string().trim().min(3).max(TOURNAMENT_LIMITS.name),
  game: Game,
  description: text(TOURNAMENT_LIMITS.description),
  rules: text(TOURNAMENT_LIMITS.rules),
  format: TournamentFormat,
  participantKind: ParticipantKind,
  maxParticipants: z.number().int().min(TOURNAMENT_LIMITS.minParticipants).max(TOURNAMENT_LIMITS.maxParticipants),
  /** Shown only (e.g. "10.000 TL"); there are no payments. */
  prizePool: text(TOURNAMENT_LIMITS.prize),
  entryFee: text(TOURNAMENT_LIMITS.prize),
  registrationDeadline: when,
  startsAt: when,
  checkInOpensAt: when,
  checkInClosesAt: when,
  bannerUrl: ImageRef,
  country: Country,
  region: text(TOURNAMENT_LIMITS.region),
  /** Round robin only: how many groups (default: groups of at most 16). */
  groupCount: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxGroups),
  /** Swiss only: how many rounds (default ⌈log2 participants⌉). */
  swissRounds: z.number().int().min(1).max(TOURNAMENT_LIMITS.maxSwissRounds),
  /** Match length: best of 1, 3, 5 or 7 games (default 1). */
  bestOf: BestOf,
  /** The final's length (single elimination's final, double elimination's grand final); default: `bestOf`. */
  finalBestOf: BestOf,
  /**
   * The sides may report a result before the match's scheduled time (default false: a result for a match scheduled
   * weeks ahead is refused with 409 `match_not_started`).
   */
  allowEarlyResults: z.boolean(),
  /** Issue 27: each match asks its sides to check in (see MatchCheckInSettings); off by default. */
  ...MatchCheckInSettings.shape,
};

const ms = (s: string | null | undefined) => (s ? Date.parse(s) : undefined);
/** The date rules, for the create body and, on the server, for a patched tournament: message keys of messages.ts. */
export function tournamentDateIssues(t: {
  registrationDeadline?: string | null;
  startsAt?: string | null;
  checkInOpensAt?: string | null;
  checkInClosesAt?: string | null;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const deadline = ms(t.registrationDeadline);
  const start = ms(t.startsAt);
  const opens = ms(t.checkInOpensAt);
  const closes = ms(t.checkInClosesAt);
  if (deadline !== undefined && start !== undefined && deadline > start)
    issues.push({ path: 'registrationDeadline', message: 'deadline_after_start' });
  if ((opens === undefined) !== (closes === undefined))
    issues.push({ path: opens === undefined ? 'checkInOpensAt' : 'checkInClosesAt', message: 'check_in_both' });
  if (opens !== undefined && closes !== undefined) {
    if (opens >= closes) issues.push({ path: 'checkInClosesAt', message: 'check_in_order' });
    if (start !== undefined && closes > start)
      issues.push({ path: 'checkInClosesAt', message: 'check_in_after_start' });
  }
  return issues;
}

export const CreateTournamentBody = z
  .strictObject({
    ...tournamentFields,
    description: tournamentFields.description.optional(),
    rules: tournamentFields.rules.optional(),
    participantKind: ParticipantKind.default('team'),
    prizePool: tournamentFields.prizePool.optional(),
    entryFee: tournamentFields.entryFee.optional(),
    checkInOpensAt: when.optional(),
    checkInClosesAt: when.optional(),
    bannerUrl: ImageRef.optional(),
    country: Country.optional(),
    region: tournamentFields.region.optional(),
    groupCount: tournamentFields.groupCount.optional(),
    swissRounds: tournamentFields.swissRounds.optional(),
    bestOf: tournamentFields.bestOf.optional(),
    finalBestOf: tournamentFields.finalBestOf.optional(),
    allowEarlyResults: tournamentFields.allowEarlyResults.optional(),
    matchCheckInEnabled: tournamentFields.matchCheckInEnabled.optional(),
    matchCheckInGraceMinutes: tournamentFields.matchCheckInGraceMinutes.optional(),
    forfeitNoShow: tournamentFields.forfeitNoShow.optional(),
    /** Start as a draft (only the organizer sees it) or open registration at once (the default). */
    status: z.enum(['draft', 'registration_open']).default('registration_open'),
  })
  .superRefine((b, ctx) => {
    for (const i of tournamentDateIssues(b)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type CreateTournamentBody = z.input<typeof CreateTournamentBody>;

/**
 * Organizer or admin; every field optional, `null` clears an optional one. Format, participant kind, game and
 * group/round settings and match lengths are frozen once the bracket exists; max participants never goes below those registered.
 */
export const UpdateTournamentBody = z
  .strictObject({
    ...tournamentFields,
    description: tournamentFields.description.nullable(),
    rules: tournamentFields.rules.nullable(),
    prizePool: tournamentFields.prizePool.nullable(),
    entryFee: tournamentFields.entryFee.nullable(),
    checkInOpensAt: when.nullable(),
    checkInClosesAt: when.nullable(),
    bannerUrl: ImageRef.nullable(),
    country: Country.nullable(),
    region: tournamentFields.region.nullable(),
    groupCount: tournamentFields.groupCount.nullable(),
    swissRounds: tournamentFields.swissRounds.nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'empty_update' });
export type UpdateTournamentBody = z.infer<typeof UpdateTournamentBody>;

export const SetTournamentStatusBody = z.strictObject({ status: TournamentStatus });

export const TournamentOrganizer = PublicUser;

/** A tournament as lists and cards show it. */
export const TournamentSummary = z.object({
  id: z.string(),
  name: z.string(),
  game: Game,
  format: TournamentFormat,
  participantKind: ParticipantKind,
  status: TournamentStatus,
  maxParticipants: z.number().int(),
  participantsCount: z.number().int(),
  prizePool: z.string().nullable(),
  entryFee: z.string().nullable(),
  registrationDeadline: z.string(),
  startsAt: z.string(),
  bannerUrl: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  organizer: TournamentOrganizer,
  createdAt: z.string(),
});
export type TournamentSummary = z.infer<typeof TournamentSummary>;

export const Tournament = TournamentSummary.extend({
  description: z.string().nullable(),
  rules: z.string().nullable(),
  checkInOpensAt: z.string().nullable(),
  checkInClosesAt: z.string().nullable(),
  checkedInCount: z.number().int(),
  groupCount: z.number().int().nullable(),
  swissRounds: z.number().int().nullable(),
  bestOf: z.number().int(),
  finalBestOf: z.number().int(),
  allowEarlyResults: z.boolean(),
  ...MatchCheckInSettings.shape,
  bracketGeneratedAt: z.string().nullable(),
  /** The winner once completed (elimination: the final's winner; round robin/Swiss: first of the table). */
  champion: MatchParticipant.nullable(),
  updatedAt: z.string(),
});
export type Tournament = z.infer<typeof Tournament>;
export const TournamentResponse = z.object({ tournament: Tournament });
export type TournamentResponse = z.infer<typeof TournamentResponse>;
/**
 * `POST /api/tournaments` (and the admin area's) → 201: the new tournament, its id also at the top level as the
 * issue's API promises (`{ id, … }`); `tournament` stays for the clients that read it.
 */
export const CreateTournamentResponse = TournamentResponse.extend({ id: z.string() });
export type CreateTournamentResponse = z.infer<typeof CreateTournamentResponse>;

/** Why a registration left an event once its bracket existed. */
export const ParticipantWithdrawal = z.enum(['withdrawn', 'disqualified', 'account_deleted', 'team_deleted']);
export type ParticipantWithdrawal = z.infer<typeof ParticipantWithdrawal>;

/** A registration: a team, or a solo player. `name`/`logoUrl` are the team's or the player's, for display. */
export const TournamentParticipant = z.object({
  id: z.string(),
  tournamentId: z.string(),
  kind: ParticipantKind,
  team: TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true }).nullable(),
  user: PublicUser.nullable(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** 1 = top seed; null until seeded (registration order then). */
  seed: z.number().int().nullable(),
  /** The team's skill rating (teams' stats formula), for seeding by skill; null for solo players. */
  skillRating: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
  registeredBy: z.string(),
  createdAt: z.string(),
  /** Final place once the tournament is completed (1 = champion). */
  finalRank: z.number().int().nullable(),
  /**
   * Out of a running event: withdrew, disqualified by the organizer, or the account was deleted. Its open and
   * later matches are walkovers for the opponent. Null while it plays.
   */
  withdrawal: ParticipantWithdrawal.nullable(),
});
export type TournamentParticipant = z.infer<typeof TournamentParticipant>;
export const TournamentParticipantList = z.object({ items: z.array(TournamentParticipant) });
export type TournamentParticipantList = z.infer<typeof TournamentParticipantList>;

/** What the reader is to the tournament and may do there. */
export const TournamentViewer = z.object({
  isOrganizer: z.boolean(),
  /** Organizer or admin: edit, change status, seeding, check-in of others, bracket, results. */
  canManage: z.boolean(),
  /** The reader's registrations (theirs as a solo player, or of teams they own or manage). */
  registrations: z.array(TournamentParticipant),
  /** Teams the reader owns or manages that play the game and are not registered yet (team events). */
  registrableTeams: z.array(TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true })),
  /** Registration is open, not full and before the deadline, and the reader has something to register. */
  canRegister: z.boolean(),
  /** Now is inside the check-in window and the reader has a registration not checked in. */
  canCheckIn: z.boolean(),
});
export type TournamentViewer = z.infer<typeof TournamentViewer>;

/** `GET /api/tournaments/{id}`. */
export const TournamentDetail = z.object({ tournament: Tournament, viewer: TournamentViewer });
export type TournamentDetail = z.infer<typeof TournamentDetail>;

export const TournamentListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  game: Game.optional(),
  status: TournamentStatus.optional(),
  format: TournamentFormat.optional(),
  /** hosting: the reader organizes; registered: the reader (or a team they own or manage) is registered. */
  mine: z.enum(['hosting', 'registered']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type TournamentListQuery = z.input<typeof TournamentListQuery>;
export const TournamentPage = z.object({ items: z.array(TournamentSummary), nextCursor: z.string().nullable() });
export type TournamentPage = z.infer<typeof TournamentPage>;

export const TournamentIdParams = z.object({ id: z.string().max(100) });
export const RegistrationParams = z.object({ id: z.string().max(100), registrationId: z.string().max(100) });

/** `POST /api/tournaments/{id}/registrations`: `teamId` for team events (the team's owner or a manager), none for solo. */
export const TournamentRegisterBody = z.strictObject({ teamId: z.string().max(100).optional() });
export type TournamentRegisterBody = z.infer<typeof TournamentRegisterBody>;

/**
 * `POST /api/tournaments/{id}/check-in`: the reader checks in their own registration (the one given, or their only
 * one); the organizer may check in, or with `checkedIn: false` undo, any registration. Only inside the window.
 */
export const CheckInBody = z.strictObject({
  participantId: z.string().max(100).optional(),
  checkedIn: z.boolean().default(true),
});
export type CheckInBody = z.input<typeof CheckInBody>;

/**
 * `PUT /api/tournaments/{id}/seeding`: either every registration id in seed order (first = seed 1), or a method:
 * `skill` orders teams by skill rating (solo: registration order), `registration` by registration time, `rating` by
 * the entrants' ratings in the tournament's game (a team's own rating, a solo player's), highest conservative estimate
 * first, the unrated last in registration order. The seeds stay hand-editable afterwards.
 */
export const SeedingBody = z.union([
  z.strictObject({ participantIds: z.array(z.string().max(100)).min(1).max(TOURNAMENT_LIMITS.maxParticipants) }),
  z.strictObject({ method: z.enum(['skill', 'registration', 'rating']) }),
]);
export type SeedingBody = z.infer<typeof SeedingBody>;

/** One round of a bracket group; matches in bracket order (match 1 at the top). */
export const BracketRound = z.object({ number: z.number().int(), matches: z.array(Match) });
export type BracketRound = z.infer<typeof BracketRound>;
/**
 * A group of a stage: the single-elimination tree, the winners bracket, the losers bracket, the grand final,
 * one round-robin group, or the Swiss rounds. `standings` for round-robin groups and Swiss, else null.
 */
export const BracketGroup = z.object({
  number: z.number().int(),
  kind: BracketGroupKind,
  rounds: z.array(BracketRound),
  standings: z.array(StandingRow).nullable(),
});
export type BracketGroup = z.infer<typeof BracketGroup>;
export const BracketStage = z.object({
  number: z.number().int(),
  name: z.string(),
  type: TournamentFormat,
  groups: z.array(BracketGroup),
});
export type BracketStage = z.infer<typeof BracketStage>;

/**
 * `GET /api/tournaments/{id}/bracket` (and the answer of generating it). Draw elimination groups as trees: round
 * r+1 match m is fed by round r matches 2m−1 and 2m in `single` and `winners`; in `losers` odd rounds take
 * the winners bracket's losers. A side `null` is a BYE, a side whose participant is null waits for an earlier match.
 */
export const Bracket = z.object({
  tournamentId: z.string(),
  format: TournamentFormat,
  generatedAt: z.string(),
  participants: z.array(MatchParticipant),
  stages: z.array(BracketStage),
  /** Swiss: rounds played or generated so far, and how many there will be. */
  swiss: z
    .object({
      currentRound: z.number().int(),
      totalRounds: z.number().int(),
      /**
       * Rounds where no pairing of the whole field avoided every rematch and second BYE, so the pairing allowed the
       * fewest it could (the organizer is shown a notice); empty in a normal event.
       */
      relaxedRounds: z.array(
        z.object({ round: z.number().int(), rematches: z.number().int(), repeatByes: z.number().int() }),
      ),
    })
    .nullable(),
});
export type Bracket = z.infer<typeof Bracket>;

/** `GET /api/users/{id}/tournaments`: tournaments someone organized or took part in (alone or with a team). */
export const UserTournament = z.object({
  tournament: TournamentSummary,
  role: z.enum(['organizer', 'participant']),
  participant: TournamentParticipant.pick({
    id: true,
    kind: true,
    team: true,
    name: true,
    seed: true,
    finalRank: true,
  }).nullable(),
});
export type UserTournament = z.infer<typeof UserTournament>;
export const UserTournamentPage = z.object({ items: z.array(UserTournament), nextCursor: z.string().nullable() });
export type UserTournamentPage = z.infer<typeof UserTournamentPage>;
export const UserTournamentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** `GET /api/admin/tournaments`: every tournament, drafts included. */
export const AdminTournamentListQuery = TournamentListQuery.omit({ mine: true });
