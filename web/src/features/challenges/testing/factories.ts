import type { Challenge, ChallengeCard, ChallengeParticipation, LeaderboardEntry, MyChallenges } from '@esn/contract';

export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: 'c1',
    title: 'Paylaşım Ustası',
    titleEn: null,
    type: 'individual',
    description: 'Topluluğa katkı ver.',
    descriptionEn: null,
    difficulty: 'easy',
    xpReward: 250,
    targetValue: 10,
    badgeReward: 'Hikâyeci',
    badgeRewardEn: null,
    status: 'active',
    metric: 'posts_shared',
    startsAt: null,
    endsAt: null,
    participantsCount: 12,
    completedCount: 3,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeParticipation(overrides: Partial<ChallengeParticipation> = {}): ChallengeParticipation {
  return {
    id: 'p1',
    challengeId: 'c1',
    subject: { kind: 'user', id: 'me', name: 'kaan', nickname: 'kaan', avatarUrl: null },
    progress: 4,
    status: 'active',
    joinedAt: '2026-05-02T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function makeCard(
  overrides: Partial<Challenge> = {},
  viewer: Partial<ChallengeCard['viewer']> = {},
): ChallengeCard {
  return {
    ...makeChallenge(overrides),
    viewer: { canJoin: true, joinableTeams: [], participations: [], ...viewer },
  };
}

export function makeEntry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank,
    subject: { kind: 'user', id: `u${rank}`, name: `oyuncu${rank}`, nickname: `oyuncu${rank}`, avatarUrl: null },
    xp: 10_000 - rank * 10,
    level: 10,
    ...overrides,
  };
}

export function makeMine(overrides: Partial<MyChallenges> = {}): MyChallenges {
  return { items: [], xp: 0, level: 1, badges: [], ...overrides };
}
