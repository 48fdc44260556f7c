import {
  ageOn,
  displayRating,
  isProvisional,
  levelOf,
  type CoachingProfile,
  type Game,
  type MarketPlayer,
  type SavedSearch,
  type TransferHistoryItem,
  type TransferOffer,
  type TransferParty,
} from '@esn/contract';
import type { CoachRow } from './coaching.repository';
import type { HistoryListRow } from './history.repository';
import type { MarketRow } from './market.repository';
import type { OfferFullRow } from './offers.repository';
import type { SavedSearchRow } from './saved-searches.repository';

const iso = (d: Date) => d.toISOString();

/** Who the reader is to an offer: the side that answers it and the side that made it. */
export function offerSides(row: Pick<OfferFullRow, 'offer' | 'viewerLeads'>, viewerId: string) {
  const { offer, viewerLeads } = row;
  const isPlayer = offer.playerId === viewerId;
  const teamSide = offer.direction === 'team_to_person';
  return {
    recipient: teamSide ? isPlayer : viewerLeads,
    sender: teamSide ? viewerLeads : isPlayer,
    party: isPlayer || viewerLeads || offer.fromUserId === viewerId || offer.toUserId === viewerId,
  };
}

/**
 * A party as the reader sees him. His e-mail address shows to himself and, once the offer is accepted, to the other
 * side (the player to the team's owner and managers, the team's person to the player); to anyone else (a team that
 * only sent him an offer, a fellow manager, an admin) it is null, so an offer harvests no addresses.
 */
function party(p: OfferFullRow['fromUser'], row: OfferFullRow, viewerId: string): TransferParty {
  const { offer, viewerLeads } = row;
  const accepted = offer.status === 'accepted';
  const otherSide = p.id === offer.playerId ? viewerLeads && viewerId !== p.id : viewerId === offer.playerId;
  return { ...p, email: p.id === viewerId || (accepted && otherSide) ? p.email : null, country: p.country ?? null };
}

export function presentOffer(row: OfferFullRow, viewerId: string): TransferOffer {
  const { offer } = row;
  const sides = offerSides(row, viewerId);
  const pending = offer.status === 'pending';
  return {
    id: offer.id,
    status: offer.status,
    direction: offer.direction,
    role: offer.role,
    position: offer.position,
    game: offer.game,
    salary: offer.salary,
    contractMonths: offer.contractMonths,
    message: offer.message,
    createdAt: iso(offer.createdAt),
    updatedAt: iso(offer.updatedAt),
    decidedAt: offer.decidedAt ? iso(offer.decidedAt) : null,
    fromUser: party(row.fromUser, row, viewerId),
    toUser: party(row.toUser, row, viewerId),
    player: row.player,
    team: row.team,
    viewer: { canRespond: pending && sides.recipient, canWithdraw: pending && sides.sender },
  };
}

export function presentMarketPlayer(r: MarketRow): MarketPlayer {
  const roles = [...new Set(r.games.flatMap((g) => g.roles))];
  return {
    id: r.id,
    nickname: r.nickname,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarUrl: r.avatarUrl,
    profileImageUrl: r.profileImageUrl,
    userType: r.userType,
    games: r.games,
    roles,
    age: ageOn(r.birthDate),
    country: r.country,
    location: r.location,
    profileViews: r.profileViews,
    verified: r.verified,
    availability: r.availability,
    availableFrom: r.availableFrom,
    skillLevel: r.skillLevel,
    lookingForTeam: r.lookingForTeam,
    achievements: r.achievements,
    level: levelOf(Number(r.xp)),
    teams: r.teams,
    rating: r.rating && {
      game: r.rating.game,
      rating: displayRating(r.rating.mu, r.rating.sigma),
      provisional: isProvisional(r.rating.games),
    },
  };
}

export function presentHistory(r: HistoryListRow): TransferHistoryItem {
  const e = r.entry;
  return {
    id: e.id,
    offerId: e.offerId,
    player: r.player,
    fromTeam: e.fromTeamName
      ? { id: e.fromTeamId, slug: e.fromTeamSlug ?? '', name: e.fromTeamName, logoUrl: r.fromLogo ?? null }
      : null,
    toTeam: { id: e.toTeamId, slug: e.toTeamSlug, name: e.toTeamName, logoUrl: r.toLogo ?? null },
    game: e.game,
    role: e.role,
    createdAt: iso(e.createdAt),
  };
}

export function presentCoach(r: CoachRow): CoachingProfile {
  const p = r.profile;
  return {
    coach: r.coach,
    games: p.games as Game[],
    specialties: p.specialties,
    languages: p.languages,
    hourlyRate: p.hourlyRate,
    free: p.free,
    availability: p.availability,
    summary: p.summary,
    teams: r.teams,
    updatedAt: iso(p.updatedAt),
  };
}

export function presentSavedSearch(r: SavedSearchRow): SavedSearch {
  return { id: r.id, name: r.name, filters: r.filters, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) };
}
