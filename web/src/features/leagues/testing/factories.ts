import type { League, LeagueDetail, LeagueFixtures, LeagueTeam, Match } from '@esn/contract';
import { organizer } from '../../tournaments/testing/factories';

export function makeLeague(overrides: Partial<League> = {}): League {
  return {
    id: 'lg1',
    name: 'Süper Lig',
    game: 'lol',
    season: '2026 İlkbahar',
    rounds: 'single',
    status: 'in_progress',
    teamsCount: 4,
    startsAt: '2026-03-01T18:00:00.000Z',
    bannerUrl: null,
    country: 'TR',
    organizer,
    createdAt: '2026-02-01T10:00:00.000Z',
    description: null,
    matchIntervalDays: 7,
    bestOf: 1,
    allowEarlyResults: false,
    matchCheckInEnabled: false,
    matchCheckInGraceMinutes: 10,
    forfeitNoShow: false,
    weeks: 3,
    ...overrides,
  };
}

export const leagueTeam = (n: number, status: LeagueTeam['status'] = 'accepted'): LeagueTeam => ({
  id: `lt${n}`,
  team: { id: `team${n}`, slug: `team-${n}`, name: `Takım ${n}`, logoUrl: null },
  status,
  joinedAt: '2026-02-02T10:00:00.000Z',
});

export function makeLeagueDetail(
  viewer: Partial<LeagueDetail['viewer']> = {},
  league: Partial<League> = {},
  teamCount = 4,
): LeagueDetail {
  return {
    league: makeLeague(league),
    teams: Array.from({ length: teamCount }, (_, i) => leagueTeam(i + 1)),
    viewer: { canManage: false, registrableTeams: [], invitedTeams: [], ...viewer },
  };
}

const p = (n: number) => ({
  id: `team${n}`,
  teamId: `team${n}`,
  userId: null,
  name: `Takım ${n}`,
  logoUrl: null,
  slug: `team-${n}`,
  seed: null,
});

export function leagueMatch(week: number, n: number, a: number, b: number, score?: [number, number]): Match {
  const [sa, sb] = score ?? [null, null];
  const winner = score ? (score[0] > score[1] ? 'a' : score[0] < score[1] ? 'b' : 'draw') : null;
  const result = (mine: number | null, theirs: number | null) =>
    mine === null || theirs === null ? null : mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw';
  return {
    id: `w${week}m${n}`,
    context: { kind: 'league', id: 'lg1', name: 'Süper Lig', game: 'lol' },
    position: { stage: 1, groupKind: 'league', group: 1, round: week, number: n, rounds: 6 },
    a: { participant: p(a), score: sa, result: result(sa, sb) },
    b: { participant: p(b), score: sb, result: result(sb, sa) },
    status: score ? 'completed' : 'ready',
    winner,
    bestOf: 1,
    games: [],
    scheduledAt: `2026-03-0${week}T18:00:00.000Z`,
    completedAt: score ? `2026-03-0${week}T20:00:00.000Z` : null,
    resultApprovedAt: null,
  };
}

export const fixtures: LeagueFixtures = {
  weeks: [
    {
      week: 1,
      startsAt: '2026-03-01T18:00:00.000Z',
      matches: [leagueMatch(1, 1, 1, 4, [2, 1]), leagueMatch(1, 2, 2, 3, [1, 1])],
    },
    {
      week: 2,
      startsAt: '2026-03-08T18:00:00.000Z',
      matches: [leagueMatch(2, 1, 1, 3, [0, 3]), leagueMatch(2, 2, 4, 2)],
    },
    { week: 3, startsAt: '2026-03-15T18:00:00.000Z', matches: [leagueMatch(3, 1, 1, 2), leagueMatch(3, 2, 3, 4)] },
  ],
};

export const standings = {
  rows: [
    {
      rank: 1,
      participant: p(3),
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      scoreFor: 4,
      scoreAgainst: 1,
      difference: 3,
      points: 4,
    },
    {
      rank: 2,
      participant: p(1),
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      scoreFor: 2,
      scoreAgainst: 4,
      difference: -2,
      points: 3,
    },
    {
      rank: 3,
      participant: p(2),
      played: 1,
      won: 0,
      drawn: 1,
      lost: 0,
      scoreFor: 1,
      scoreAgainst: 1,
      difference: 0,
      points: 1,
    },
    {
      rank: 4,
      participant: p(4),
      played: 1,
      won: 0,
      drawn: 0,
      lost: 1,
      scoreFor: 1,
      scoreAgainst: 2,
      difference: -1,
      points: 0,
    },
  ],
};
