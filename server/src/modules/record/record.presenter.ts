import type {
  Game,
  GameRecord,
  Placement,
  RosterStint,
  RosterStintEnd,
  TeamMemberRole,
  TeamRosterEvent,
  TournamentFormat,
} from '@esn/contract';
import { publicUserOf } from '../users/users.presenter';
import type { GameStatsRow, PlacementRow, StintRow, TeamEventRow } from './record.repository';

/** Raw SQL hands back timestamps as Dates (pg) or strings (PGlite): one ISO form either way. */
const iso = (v: Date | string) => new Date(v).toISOString();

const endOf = (r: StintRow): RosterStintEnd | null => {
  if (!r.end_kind) return null;
  if (r.end_kind === 'left') return r.end_offer_id ? 'transferred' : 'left';
  return r.end_kind as RosterStintEnd;
};

export const presentStint = (r: StintRow): RosterStint => ({
  id: r.id,
  team: { id: r.team_id, name: r.team_name, slug: r.team_slug, exists: Boolean(r.team_exists) },
  role: r.role as TeamMemberRole,
  joinedAt: iso(r.from_at),
  leftAt: r.left_at ? iso(r.left_at) : null,
  endedBy: endOf(r),
  viaTransfer: r.offer_id !== null,
  hidden: Boolean(r.hidden),
});

const placementEntryId = (participantId: string) => `p-${participantId}`;
const gameEntryId = (game: string) => `g-${game}`;

export const presentPlacement = (r: PlacementRow): Placement => ({
  id: placementEntryId(r.participant_id),
  tournament: { id: r.tournament_id, name: r.tournament_name },
  game: r.game as Game,
  format: r.format as TournamentFormat,
  size: Number(r.size),
  rank: Number(r.final_rank),
  teamName: r.team_name,
  date: iso(r.finished_at),
  hidden: Boolean(r.hidden),
});

/** `rating` stays null here: the ratings feature (issue 26's other part) fills it; no number is made up meanwhile. */
export const presentGameRecord = (r: GameStatsRow, rating: number | null = null): GameRecord => ({
  id: gameEntryId(r.game),
  game: r.game as Game,
  matches: r.matches,
  wins: r.wins,
  winRate: r.matches > 0 ? r.wins / r.matches : null,
  rating,
  hidden: Boolean(r.hidden),
});

export const presentTeamEvent = (r: TeamEventRow): TeamRosterEvent => ({
  id: r.event.id,
  kind: r.event.kind,
  person: publicUserOf(r.person),
  role: r.event.role,
  viaTransfer: r.event.offerId !== null,
  createdAt: r.event.createdAt.toISOString(),
});
