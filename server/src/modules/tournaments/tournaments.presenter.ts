import {
  displayName,
  type MatchParticipant,
  type PublicUser,
  type Tournament,
  type TournamentParticipant,
  type TournamentSummary,
} from '@esn/contract';
import type { TournamentRow } from '../../db/schema/index';
import type { ParticipantWithRefs } from './tournaments.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentTournamentSummary = (t: TournamentRow, organizer: PublicUser): TournamentSummary => ({
  id: t.id,
  name: t.name,
  game: t.game,
  format: t.format,
  participantKind: t.participantKind,
  status: t.status,
  maxParticipants: t.maxParticipants,
  participantsCount: t.participantsCount,
  prizePool: t.prizePool,
  entryFee: t.entryFee,
  registrationDeadline: t.registrationDeadline.toISOString(),
  startsAt: t.startsAt.toISOString(),
  bannerUrl: t.bannerUrl,
  country: t.country,
  region: t.region,
  organizer,
  createdAt: t.createdAt.toISOString(),
});

export const presentTournament = (
  t: TournamentRow,
  organizer: PublicUser,
  champion: MatchParticipant | null,
): Tournament => ({
  ...presentTournamentSummary(t, organizer),
  description: t.description,
  rules: t.rules,
  checkInOpensAt: iso(t.checkInOpensAt),
  checkInClosesAt: iso(t.checkInClosesAt),
  checkedInCount: t.checkedInCount,
  groupCount: t.groupCount,
  swissRounds: t.swissRounds,
  bestOf: t.bestOf,
  finalBestOf: t.finalBestOf,
  allowEarlyResults: t.allowEarlyResults,
  matchCheckInEnabled: t.matchCheckInEnabled,
  matchCheckInGraceMinutes: t.matchCheckInGraceMinutes,
  forfeitNoShow: t.forfeitNoShow,
  bracketGeneratedAt: iso(t.bracketGeneratedAt),
  champion,
  updatedAt: t.updatedAt.toISOString(),
});

export const presentParticipant = (r: ParticipantWithRefs, skillRating: number | null): TournamentParticipant => ({
  id: r.p.id,
  tournamentId: r.p.tournamentId,
  kind: r.p.kind,
  team: r.team,
  user: r.user,
  name: r.team?.name ?? (r.user ? displayName(r.user) : '—'),
  logoUrl: r.team ? r.team.logoUrl : (r.user?.avatarUrl ?? r.user?.profileImageUrl ?? null),
  seed: r.p.seed,
  skillRating,
  checkedInAt: iso(r.p.checkedInAt),
  registeredBy: r.p.registeredById ?? '',
  createdAt: r.p.createdAt.toISOString(),
  finalRank: r.p.finalRank,
  withdrawal: r.p.withdrawal ?? null,
});
