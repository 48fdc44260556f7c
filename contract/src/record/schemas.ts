import { z } from 'zod';
import { page, pageQuery } from '../common';
import { Game, TeamMemberRole } from '../teams/schemas';
import { TournamentFormat } from '../tournaments/schemas';
import { PublicUser } from '../users/schemas';

/**
 * The verified record: what the platform itself saw of a person (roster history, tournament placements, per-game
 * match statistics). Never edited by anyone; its owner may hide an entry from others (`hidden`, shown to him only).
 */
const RecordTeam = z.object({
  /** The team's id (kept after it was deleted, when `exists` is false and the link leads nowhere). */
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  exists: z.boolean(),
});

/** How a stint on a roster ended (null: he is still on it). */
export const RosterStintEnd = z.enum(['left', 'removed', 'transferred', 'team_deleted']);
export type RosterStintEnd = z.infer<typeof RosterStintEnd>;

/** One stint on a team's roster, from joining to leaving; `id` is the joining's (a uuid). */
export const RosterStint = z.object({
  id: z.string(),
  team: RecordTeam,
  /** The role held last in the stint. */
  role: TeamMemberRole,
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
  endedBy: RosterStintEnd.nullable(),
  /** He joined through an accepted transfer offer. */
  viaTransfer: z.boolean(),
  hidden: z.boolean(),
});
export type RosterStint = z.infer<typeof RosterStint>;

/** A final place in a completed tournament, his own (solo) or his team's while he was on its roster; `id` is `p-…`. */
export const Placement = z.object({
  id: z.string(),
  tournament: z.object({ id: z.string(), name: z.string() }),
  game: Game,
  format: TournamentFormat,
  /** Entrants. */
  size: z.number().int(),
  rank: z.number().int(),
  /** The team he played for (null: a solo event). */
  teamName: z.string().nullable(),
  /** When the event finished. */
  date: z.string(),
  hidden: z.boolean(),
});
export type Placement = z.infer<typeof Placement>;

/** Completed matches of one game (his own, and his team's while he was on its roster); `id` is `g-<game>`. */
export const GameRecord = z.object({
  id: z.string(),
  game: Game,
  matches: z.number().int(),
  wins: z.number().int(),
  /** wins / matches, 0–1 (null when no match counted). */
  winRate: z.number().nullable(),
  /** The rating of the ratings feature; null until it provides one (never made up here). */
  rating: z.number().nullable(),
  hidden: z.boolean(),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const RosterStintPage = page(RosterStint);
export type RosterStintPage = z.infer<typeof RosterStintPage>;
export const PlacementPage = page(Placement);
export type PlacementPage = z.infer<typeof PlacementPage>;

/** `GET /api/users/{id}/record`: the first page of each list and every game's statistics. */
export const VerifiedRecord = z.object({
  roster: RosterStintPage,
  placements: PlacementPage,
  games: z.array(GameRecord),
});
export type VerifiedRecord = z.infer<typeof VerifiedRecord>;

export const RecordPageQuery = pageQuery;
export const RecordEntryParams = z.object({ entryId: z.string().max(100) });
export const RecordHiddenState = z.object({ id: z.string(), hidden: z.boolean() });
export type RecordHiddenState = z.infer<typeof RecordHiddenState>;

/** One roster change of a team, newest first (the team page's history beside its transfers). */
export const RosterEventKind = z.enum(['joined', 'left', 'removed', 'role_changed', 'team_deleted']);
export type RosterEventKind = z.infer<typeof RosterEventKind>;
export const TeamRosterEvent = z.object({
  id: z.string(),
  kind: RosterEventKind,
  person: PublicUser,
  role: TeamMemberRole,
  viaTransfer: z.boolean(),
  createdAt: z.string(),
});
export type TeamRosterEvent = z.infer<typeof TeamRosterEvent>;
export const TeamRosterEventPage = page(TeamRosterEvent);
export type TeamRosterEventPage = z.infer<typeof TeamRosterEventPage>;

/** How many of each list the record's first read carries. */
export const RECORD_FIRST_PAGE = 20;
