import type { PublicUser, Team, TeamDetail, TeamInvitation, TeamMember, TeamViewer } from '@esn/contract';

function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u2',
    nickname: 'ayse',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'player',
    ...overrides,
  };
}

export const owner = makePublicUser({
  id: 'own',
  nickname: 'kaan',
  firstName: 'Kaan',
  lastName: 'Demir',
  userType: 'team_owner',
});
export const manager = makePublicUser({ id: 'mgr', nickname: 'mert', firstName: 'Mert', lastName: null });
export const player = makePublicUser({ id: 'u2' });
export const coach = makePublicUser({
  id: 'c1',
  nickname: 'hakan',
  firstName: 'Hakan',
  lastName: null,
  userType: 'coach',
});

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    slug: 'falcons',
    name: 'Falcons',
    logoUrl: null,
    type: 'amateur',
    status: 'active',
    games: ['valorant'],
    country: 'TR',
    verified: false,
    members: 4,
    lookingForPlayers: true,
    recruitingRoles: ['Entry', 'IGL'],
    lookingForCoach: false,
    ownerId: owner.id,
    owner,
    founded: 2020,
    description: 'İstanbul merkezli takım',
    coverUrl: null,
    socialLinks: {},
    followers: 12,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function member(user: PublicUser, role: TeamMember['role'], isCaptain = false): TeamMember {
  return { user, role, isCaptain, joinedAt: '2026-02-01T10:00:00.000Z' };
}

export function makeViewer(overrides: Partial<TeamViewer> = {}): TeamViewer {
  return {
    role: null,
    following: false,
    canManage: false,
    isOwner: false,
    pendingApplicationId: null,
    pendingInvitationId: null,
    ...overrides,
  };
}

export const ownerViewer = makeViewer({ role: 'owner', canManage: true, isOwner: true });
export const managerViewer = makeViewer({ role: 'manager', canManage: true });

export function makeDetail(viewer: TeamViewer = makeViewer(), team: Partial<Team> = {}): TeamDetail {
  return {
    team: makeTeam(team),
    stats: {
      members: 4,
      matches: 10,
      wins: 7,
      winRate: 70,
      tournaments: 1,
      leagues: 0,
      skillRating: 1120,
      yearsOfExperience: 6,
    },
    roster: [
      member(player, 'player', true),
      member(owner, 'owner'),
      member(coach, 'coach'),
      member(manager, 'manager'),
    ],
    viewer,
  };
}

export function makeInvitation(overrides: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id: 'inv1',
    team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null },
    invitee: player,
    invitedBy: owner,
    role: 'player',
    message: 'Aramıza katıl!',
    status: 'pending',
    createdAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
