import type { AdminOverview, AdminResult, AdminTeam, AdminUser, AuditEntry, Report } from '@esn/contract';

type PublicUser = AdminTeam['owner'];

export function makePerson(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    nickname: 'kaan',
    firstName: 'Kaan',
    lastName: 'Yılmaz',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'player',
    ...overrides,
  };
}

/** 30 UTC days ending 2026-06-30, each with the given counts (by default a few a day). */
export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-06-${String(i + 1).padStart(2, '0')}`,
    signups: i % 3,
    posts: i === 11 ? 9 : 1,
    matches: 0,
  }));
  return {
    people: { player: 120, coach: 8, team_owner: 15, admin: 2, none: 5 },
    teams: 31,
    posts: 1450,
    tournaments: 6,
    openReports: 3,
    onlineNow: 17,
    days,
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...makePerson(),
    email: 'kaan@example.com',
    verified: false,
    suspension: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminTeam(overrides: Partial<AdminTeam> = {}): AdminTeam {
  return {
    id: 't1',
    slug: 'wolves',
    name: 'Wolves',
    owner: makePerson({ id: 'o1', nickname: 'ayse', userType: 'team_owner' }),
    type: 'professional',
    games: ['valorant', 'cs2'],
    country: 'TR',
    status: 'active',
    founded: 2019,
    verified: false,
    members: 7,
    tournaments: 3,
    leagues: 1,
    matches: 24,
    wins: 15,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 'r1',
    target: {
      type: 'post',
      id: 'p1',
      text: 'Buy cheap boosts at spam.example',
      author: makePerson({ id: 'u9', nickname: 'spammer' }),
      url: '/social-wall?post=p1',
      hidden: false,
      deleted: false,
    },
    reason: 'spam',
    details: 'Posted ten times today',
    status: 'open',
    action: null,
    reporter: makePerson({ id: 'u2', nickname: 'mert' }),
    createdAt: '2026-06-30T09:30:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    actor: { id: 'adm', nickname: 'root' },
    action: 'user.suspended',
    targetType: 'user',
    targetId: 'u9',
    targetLabel: 'spammer',
    details: { reason: 'Spam links' },
    at: '2026-06-30T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminResult(overrides: Partial<AdminResult> = {}): AdminResult {
  return {
    matchId: 'm1',
    game: 'valorant',
    scoreA: 2,
    scoreB: 1,
    playedAt: '2026-06-12T18:00:00.000Z',
    event: { kind: 'tournament', id: 'tour1', name: 'Bahar Kupası' },
    sideA: { kind: 'team', id: 't1', name: 'Wolves', slug: 'wolves' },
    sideB: { kind: 'team', id: 't2', name: 'Eagles', slug: 'eagles' },
    rated: 12,
    status: 'counted',
    voided: null,
    ...overrides,
  };
}
