import type {
  CoachingProfile,
  MarketPlayer,
  MembershipSummary,
  TransferHistoryItem,
  TransferOffer,
  TransferParty,
} from '@esn/contract';

export function makeParty(overrides: Partial<TransferParty> = {}): TransferParty {
  return {
    id: 'own',
    nickname: 'kaan',
    firstName: 'Kaan',
    lastName: 'Demir',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'team_owner',
    email: 'kaan@example.com',
    country: 'TR',
    ...overrides,
  };
}

const ownerParty = makeParty();
const playerParty = makeParty({
  id: 'u2',
  nickname: 'ayse',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  userType: 'player',
  email: 'ayse@example.com',
});

const { email: _e, country: _c, ...playerUser } = playerParty;

export function makeOffer(overrides: Partial<TransferOffer> = {}): TransferOffer {
  return {
    id: 'of1',
    status: 'pending',
    direction: 'team_to_person',
    role: 'player',
    position: 'Duelist',
    game: 'valorant',
    salary: 1500,
    contractMonths: 12,
    message: 'Kadromuza katıl!',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    fromUser: ownerParty,
    toUser: playerParty,
    player: playerUser,
    team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null, country: 'TR', games: ['valorant'] },
    viewer: { canRespond: true, canWithdraw: false },
    ...overrides,
  };
}

export function makeMarketPlayer(overrides: Partial<MarketPlayer> = {}): MarketPlayer {
  return {
    ...playerUser,
    games: [{ game: 'valorant', roles: ['Duelist', 'IGL'] }],
    roles: ['Duelist', 'IGL'],
    age: 21,
    country: 'TR',
    location: 'İstanbul',
    profileViews: 42,
    verified: true,
    availability: 'now',
    availableFrom: '2026-03-01',
    skillLevel: 'expert',
    lookingForTeam: true,
    achievements: [],
    level: 1,
    teams: [],
    rating: null,
    ...overrides,
  };
}

export function makeCoachProfile(overrides: Partial<CoachingProfile> = {}): CoachingProfile {
  return {
    coach: {
      id: 'c1',
      nickname: 'hakan',
      firstName: 'Hakan',
      lastName: null,
      avatarUrl: null,
      profileImageUrl: null,
      userType: 'coach',
    },
    games: ['cs2'],
    specialties: ['aim', 'strategy'],
    languages: ['tr', 'en'],
    hourlyRate: 25,
    free: false,
    availability: 'now',
    summary: 'Eski profesyonel, 5 yıllık koç.',
    teams: [],
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeHistoryItem(overrides: Partial<TransferHistoryItem> = {}): TransferHistoryItem {
  return {
    id: 'h1',
    offerId: 'of1',
    player: playerUser,
    fromTeam: { id: 't0', slug: 'eagles', name: 'Eagles', logoUrl: null },
    toTeam: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null },
    game: 'valorant',
    role: 'player',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMembership(overrides: Partial<MembershipSummary> = {}): MembershipSummary {
  return {
    team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null, games: ['valorant', 'cs2'] },
    role: 'owner',
    isCaptain: false,
    joinedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });
