import { displayName, type Match, type MatchParticipant, type MatchSide } from '@esn/contract';
import type { MatchRow } from '../../db/schema/index';
import type { ParticipantWithRefs } from '../tournaments/tournaments.repository';

export type MatchContextRef = Match['context'];
/** Who a side id (a registration id, or a team id in a league) stands for. */
export type SideLookup = (id: string) => MatchParticipant | undefined;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A registration as a match side shows it: the team's name and logo, or the player's name (displayName) and picture. */
export function participantOf(r: ParticipantWithRefs): MatchParticipant {
  return {
    id: r.p.id,
    teamId: r.p.teamId,
    userId: r.p.userId,
    name: r.team?.name ?? (r.user ? displayName(r.user) : '—'),
    logoUrl: r.team ? r.team.logoUrl : (r.user?.avatarUrl ?? r.user?.profileImageUrl ?? null),
    slug: r.team?.slug ?? r.user?.nickname ?? null,
    seed: r.p.seed,
  };
}

/** A league team as a match side. */
export const leagueSideOf = (t: {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
}): MatchParticipant => ({
  id: t.id,
  teamId: t.id,
  userId: null,
  name: t.name,
  logoUrl: t.logoUrl,
  slug: t.slug,
  seed: null,
});

function sideOf(row: MatchRow, side: 'a' | 'b', lookup: SideLookup): MatchSide | null {
  if (side === 'a' ? row.aBye : row.bBye) return null;
  const key = row.leagueId
    ? side === 'a'
      ? row.teamAId
      : row.teamBId
    : side === 'a'
      ? row.participantAId
      : row.participantBId;
  const played = row.winner !== null && !row.aBye && !row.bBye;
  return {
    participant: key ? (lookup(key) ?? null) : null,
    score: side === 'a' ? row.scoreA : row.scoreB,
    result: !played ? null : row.winner === 'draw' ? 'draw' : row.winner === side ? 'win' : 'loss',
  };
}

/** A match's group (one tree of a double elimination, one round-robin group, a league's fixtures). */
export const groupKeyOf = (row: Pick<MatchRow, 'tournamentId' | 'leagueId' | 'stageNumber' | 'groupNumber'>) =>
  `${row.tournamentId ?? row.leagueId}:${row.stageNumber}:${row.groupNumber}`;

/** The number of rounds of each group among `rows` (all the matches of the groups concerned). */
export function roundsPerGroup(rows: MatchRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(groupKeyOf(r), Math.max(out.get(groupKeyOf(r)) ?? 0, r.roundNumber));
  return out;
}

/** `rounds`: the rounds of the match's group (see MatchPosition), by `groupKeyOf`; the match's own round if unknown. */
export function presentMatch(
  row: MatchRow,
  context: MatchContextRef,
  lookup: SideLookup,
  rounds: ReadonlyMap<string, number>,
): Match {
  return {
    id: row.id,
    context,
    position: {
      stage: row.stageNumber,
      groupKind: row.groupKind,
      group: row.groupNumber,
      round: row.roundNumber,
      number: row.matchNumber,
      rounds: rounds.get(groupKeyOf(row)) ?? row.roundNumber,
    },
    a: sideOf(row, 'a', lookup),
    b: sideOf(row, 'b', lookup),
    status: row.status,
    winner: row.winner,
    bestOf: row.bestOf,
    games: row.games,
    scheduledAt: iso(row.scheduledAt),
    completedAt: iso(row.completedAt),
    resultApprovedAt: iso(row.resultApprovedAt),
  };
}
