import { MatchCheckInSettings } from '../checkins/schemas';
import { z } from 'zod';
import { isoDateTime } from '../common';
import { PublicUser } from '../users/schemas';
import { Country, Game, ImageRef, TeamSummary } from '../teams/schemas';
import { BestOf, Match, StandingRow } from '../matches/schemas';

/** `single`: every pair meets once; `double`: twice, home and away (second half mirrors the first). */
export const LeagueRounds = z.enum(['single', 'double']);
export type LeagueRounds = z.infer<typeof LeagueRounds>;
/** `upcoming`: teams are being added; `in_progress`: fixtures exist; `completed`: every fixture is final. */
export const LeagueStatus = z.enum(['upcoming', 'in_progress', 'completed']);
export type LeagueStatus = z.infer<typeof LeagueStatus>;

export const LEAGUE_LIMITS = { name: 100, season: 40, description: 5000, minTeams: 2, maxTeams: 40 } as const;
/** Points of a league table (and of round-robin and Swiss standings). */
export const LEAGUE_POINTS = { win: 3, draw: 1, loss: 0 } as const;

export const CreateLeagueBody = z.strictObject({
  name: z.string().trim().min(3).max(LEAGUE_LIMITS.name),
  game: Game,
  /** e.g. "2025 Spring". */
  season: z.string().trim().min(1).max(LEAGUE_LIMITS.season),
  description: z.string().trim().max(LEAGUE_LIMITS.description).optional(),
  rounds: LeagueRounds.default('single'),
  /** First match week; week n starts `matchIntervalDays·(n−1)` days later. */
  startsAt: isoDateTime({ offset: true }),
  matchIntervalDays: z.number().int().min(1).max(60).default(7),
  bannerUrl: ImageRef.optional(),
  country: Country.optional(),
  /** Match length of every fixture: best of 1, 3, 5 or 7 games (default 1). */
  bestOf: BestOf.optional(),
  /** The teams may report a result before the fixture's match week starts (default false: 409 `match_not_started`). */
  allowEarlyResults: z.boolean().optional(),
  /** Issue 27: each fixture asks its teams to check in (see MatchCheckInSettings); off by default. */
  ...MatchCheckInSettings.partial().shape,
});
export type CreateLeagueBody = z.input<typeof CreateLeagueBody>;

/**
 * `PATCH /api/leagues/{id}`: the organizer or an admin changes the match length while the league is upcoming; once
 * the fixtures exist it is frozen (409 `league_frozen`), as each fixture keeps the length it was drawn with.
 */
export const UpdateLeagueBody = z.strictObject({
  bestOf: BestOf.optional(),
  /** May change at any time: whether results may come before a fixture's match week. */
  allowEarlyResults: z.boolean().optional(),
  /** May change at any time; a match already past its grace keeps what the clock decided. */
  ...MatchCheckInSettings.partial().shape,
});
export type UpdateLeagueBody = z.infer<typeof UpdateLeagueBody>;

export const LeagueSummary = z.object({
  id: z.string(),
  name: z.string(),
  game: Game,
  season: z.string(),
  rounds: LeagueRounds,
  status: LeagueStatus,
  teamsCount: z.number().int(),
  startsAt: z.string(),
  bannerUrl: z.string().nullable(),
  country: z.string().nullable(),
  organizer: PublicUser,
  createdAt: z.string(),
});
export type LeagueSummary = z.infer<typeof LeagueSummary>;

export const League = LeagueSummary.extend({
  description: z.string().nullable(),
  matchIntervalDays: z.number().int(),
  /** Match length of its fixtures (best of 1, 3, 5, 7); in a series a fixture's score is games won. */
  bestOf: z.number().int(),
  /** Results may be reported before a fixture's match week starts. */
  allowEarlyResults: z.boolean(),
  ...MatchCheckInSettings.shape,
  /** Number of match weeks once fixtures exist. */
  weeks: z.number().int(),
});
export type League = z.infer<typeof League>;

/**
 * `invited`: the organizer asked and the team's owner or a manager has not accepted yet (the team is in no fixture
 * and no table); `accepted`: the team plays the season.
 */
export const LeagueTeamStatus = z.enum(['invited', 'accepted']);
export type LeagueTeamStatus = z.infer<typeof LeagueTeamStatus>;

export const LeagueTeam = z.object({
  id: z.string(),
  team: TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true }),
  status: LeagueTeamStatus,
  /** When the team was invited while `invited`; when it entered once `accepted`. */
  joinedAt: z.string(),
});
export type LeagueTeam = z.infer<typeof LeagueTeam>;

/** `GET /api/leagues/{id}`: the league, its teams (invited ones too, by `status`) and what the reader may do. */
export const LeagueDetail = z.object({
  league: League,
  teams: z.array(LeagueTeam),
  viewer: z.object({
    /** Organizer or admin: add teams, generate fixtures, set results. */
    canManage: z.boolean(),
    /** Teams the reader owns or manages that play the game and are not in the league (while it is upcoming). */
    registrableTeams: z.array(TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true })),
    /** Invited teams the reader owns or manages: they accept or decline the invitation. */
    invitedTeams: z.array(TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true })),
  }),
});
export type LeagueDetail = z.infer<typeof LeagueDetail>;
export const LeagueResponse = z.object({ league: League });

export const LeagueListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  game: Game.optional(),
  status: LeagueStatus.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type LeagueListQuery = z.input<typeof LeagueListQuery>;
export const LeaguePage = z.object({ items: z.array(LeagueSummary), nextCursor: z.string().nullable() });
export type LeaguePage = z.infer<typeof LeaguePage>;

export const LeagueIdParams = z.object({ id: z.string().max(100) });
export const LeagueTeamParams = z.object({ id: z.string().max(100), teamId: z.string().max(100) });
/**
 * `POST /api/leagues/{id}/teams`: a team's owner or manager enters their own team (`accepted` at once, also when
 * they organize the league, and it accepts a pending invitation); the organizer (or an admin) invites any other team
 * of the game (`invited`): its owner and managers are notified and answer with `…/teams/{teamId}/accept` or
 * `…/decline`. Invitations count toward the 40-team limit; fixtures take accepted teams only, and invitations
 * still unanswered then lapse. `DELETE …/teams/{teamId}` withdraws an invitation or takes a team out.
 */
export const AddLeagueTeamBody = z.strictObject({ teamId: z.string().max(100) });

/** `POST /api/leagues/{id}/fixtures` (once) and `GET /api/leagues/{id}/fixtures`: matches by week. */
export const LeagueFixtures = z.object({
  weeks: z.array(z.object({ week: z.number().int(), startsAt: z.string(), matches: z.array(Match) })),
});
export type LeagueFixtures = z.infer<typeof LeagueFixtures>;

/**
 * `GET /api/leagues/{id}/standings`: from final results; ties by head-to-head, then difference (games won minus lost
 * in a series), then scores for, then the reported games' own scores.
 */
export const LeagueStandings = z.object({ rows: z.array(StandingRow) });
export type LeagueStandings = z.infer<typeof LeagueStandings>;
