import type {
  Bracket,
  BracketGroup,
  BracketGroupKind,
  Match,
  MatchParticipant,
  MatchSide,
  StandingRow,
  Tournament,
  TournamentDetail,
  TournamentParticipant,
  TournamentSummary,
  TournamentViewer,
} from '@esn/contract';
import { owner } from '../../teams/testing/factories';

export const organizer = owner;

export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 'tr1',
    name: 'Yaz Kupası',
    game: 'valorant',
    format: 'single_elimination',
    participantKind: 'team',
    status: 'registration_open',
    maxParticipants: 16,
    participantsCount: 3,
    prizePool: '10.000 TL',
    entryFee: null,
    registrationDeadline: '2026-06-01T18:00:00.000Z',
    startsAt: '2026-06-02T18:00:00.000Z',
    bannerUrl: null,
    country: 'TR',
    region: 'İstanbul',
    organizer,
    createdAt: '2026-05-01T10:00:00.000Z',
    description: 'Yaz turnuvası',
    rules: 'Bo3, final Bo5',
    checkInOpensAt: null,
    checkInClosesAt: null,
    checkedInCount: 0,
    groupCount: null,
    swissRounds: null,
    bestOf: 1,
    finalBestOf: 1,
    allowEarlyResults: false,
    matchCheckInEnabled: false,
    matchCheckInGraceMinutes: 10,
    forfeitNoShow: false,
    bracketGeneratedAt: null,
    champion: null,
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  const t = makeTournament(overrides as Partial<Tournament>);
  return {
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
    registrationDeadline: t.registrationDeadline,
    startsAt: t.startsAt,
    bannerUrl: t.bannerUrl,
    country: t.country,
    region: t.region,
    organizer: t.organizer,
    createdAt: t.createdAt,
  };
}

export function makeViewer(overrides: Partial<TournamentViewer> = {}): TournamentViewer {
  return {
    isOrganizer: false,
    canManage: false,
    registrations: [],
    registrableTeams: [],
    canRegister: false,
    canCheckIn: false,
    ...overrides,
  };
}

export const organizerViewer = makeViewer({ isOrganizer: true, canManage: true });

export function makeDetail(viewer: TournamentViewer = makeViewer(), t: Partial<Tournament> = {}): TournamentDetail {
  return { tournament: makeTournament(t), viewer };
}

export function makeRegistration(n: number, overrides: Partial<TournamentParticipant> = {}): TournamentParticipant {
  return {
    id: `r${n}`,
    tournamentId: 'tr1',
    kind: 'team',
    team: { id: `team${n}`, slug: `team-${n}`, name: `Takım ${n}`, logoUrl: null },
    user: null,
    name: `Takım ${n}`,
    logoUrl: null,
    seed: null,
    skillRating: 1000 + n * 10,
    checkedInAt: null,
    registeredBy: `u${n}`,
    createdAt: `2026-05-0${(n % 9) + 1}T10:00:00.000Z`,
    finalRank: null,
    withdrawal: null,
    ...overrides,
  };
}

export function participant(n: number): MatchParticipant {
  return {
    id: `r${n}`,
    teamId: `team${n}`,
    userId: null,
    name: `Takım ${n}`,
    logoUrl: null,
    slug: `team-${n}`,
    seed: n,
  };
}

const side = (
  p: MatchParticipant | null,
  score: number | null = null,
  result: MatchSide['result'] = null,
): MatchSide => ({
  participant: p,
  score,
  result,
});

let matchCounter = 0;
export function makeMatch(overrides: Partial<Match> & { a?: MatchSide | null; b?: MatchSide | null } = {}): Match {
  matchCounter += 1;
  return {
    id: `m${matchCounter}`,
    context: { kind: 'tournament', id: 'tr1', name: 'Yaz Kupası', game: 'valorant' },
    position: { stage: 1, groupKind: 'single', group: 1, round: 1, number: 1, rounds: 3 },
    a: side(participant(1)),
    b: side(participant(2)),
    status: 'ready',
    winner: null,
    bestOf: 1,
    games: [],
    scheduledAt: null,
    completedAt: null,
    resultApprovedAt: null,
    ...overrides,
  };
}

/** Seeds in bracket order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for 8), so that the top seeds meet last. */
function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

function eliminationGroup(kind: BracketGroupKind, counts: number[], firstRound?: Match[]): BracketGroup {
  return {
    number: 1,
    kind,
    standings: null,
    rounds: counts.map((count, r) => ({
      number: r + 1,
      matches:
        r === 0 && firstRound
          ? firstRound
          : Array.from({ length: count }, (_, m) =>
              makeMatch({
                id: `${kind}-${r + 1}-${m + 1}`,
                position: { stage: 1, groupKind: kind, group: 1, round: r + 1, number: m + 1, rounds: counts.length },
                a: side(null),
                b: side(null),
                status: 'pending',
              }),
            ),
    })),
  };
}

function firstRound(kind: BracketGroupKind, n: number): Match[] {
  const size = 2 ** Math.ceil(Math.log2(Math.max(2, n)));
  const order = seedOrder(size);
  return Array.from({ length: size / 2 }, (_, m) => {
    const [sa = 0, sb = 0] = [order[2 * m], order[2 * m + 1]];
    const a = sa <= n ? side(participant(sa)) : null;
    const b = sb <= n ? side(participant(sb)) : null;
    const bye = a === null || b === null;
    return makeMatch({
      id: `${kind}-1-${m + 1}`,
      position: { stage: 1, groupKind: kind, group: 1, round: 1, number: m + 1, rounds: Math.log2(size) },
      a,
      b,
      status: bye ? 'completed' : 'ready',
      winner: bye ? (a ? 'a' : 'b') : null,
    });
  });
}

function halvings(size: number): number[] {
  const counts: number[] = [];
  for (let c = size / 2; c >= 1; c /= 2) counts.push(c);
  return counts;
}

function makeBracketShell(format: Bracket['format'], groups: BracketGroup[], n: number): Bracket {
  return {
    tournamentId: 'tr1',
    format,
    generatedAt: '2026-06-02T17:00:00.000Z',
    participants: Array.from({ length: n }, (_, i) => participant(i + 1)),
    stages: [{ number: 1, name: 'Ana aşama', type: format, groups }],
    swiss: null,
  };
}

export function singleElimination(n: number): Bracket {
  const size = 2 ** Math.ceil(Math.log2(Math.max(2, n)));
  return makeBracketShell(
    'single_elimination',
    [eliminationGroup('single', halvings(size), firstRound('single', n))],
    n,
  );
}

export function doubleElimination(n: number): Bracket {
  const size = 2 ** Math.ceil(Math.log2(Math.max(2, n)));
  const losers: number[] = [];
  for (let c = size / 4; c >= 1; c /= 2) losers.push(c, c);
  const winners = eliminationGroup('winners', halvings(size), firstRound('winners', n));
  const loserGroup = { ...eliminationGroup('losers', losers), number: 2 };
  const grand = { ...eliminationGroup('grand_final', [1]), number: 3 };
  return makeBracketShell('double_elimination', [winners, loserGroup, grand], n);
}

function standingRow(
  n: number,
  rank: number,
  won: number,
  drawn: number,
  lost: number,
  gf: number,
  ga: number,
): StandingRow {
  return {
    rank,
    participant: participant(n),
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    scoreFor: gf,
    scoreAgainst: ga,
    difference: gf - ga,
    gameScoreDifference: 0,
    points: won * 3 + drawn,
  };
}

/** Every pair once (circle method), round by round. */
function roundRobinRounds(kind: BracketGroupKind, ids: number[]): BracketGroup['rounds'] {
  const list = ids.length % 2 ? [...ids, 0] : [...ids];
  const rounds: BracketGroup['rounds'] = [];
  for (let r = 0; r < list.length - 1; r += 1) {
    const matches: Match[] = [];
    for (let i = 0; i < list.length / 2; i += 1) {
      const x = list[i] ?? 0;
      const y = list[list.length - 1 - i] ?? 0;
      if (x && y)
        matches.push(
          makeMatch({
            id: `${kind}-${r + 1}-${i + 1}`,
            position: { stage: 1, groupKind: kind, group: 1, round: r + 1, number: i + 1, rounds: list.length - 1 },
            a: side(participant(x)),
            b: side(participant(y)),
          }),
        );
    }
    rounds.push({ number: r + 1, matches });
    list.splice(1, 0, list.pop() ?? 0);
  }
  return rounds;
}

export function roundRobin(n: number): Bracket {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const group: BracketGroup = {
    number: 1,
    kind: 'round_robin',
    rounds: roundRobinRounds('round_robin', ids),
    standings: ids.map((id, i) => standingRow(id, i + 1, n - 1 - i, 0, i, 10 - i, 5 + i)),
  };
  return makeBracketShell('round_robin', [group], n);
}

export function swiss(n: number, played: number): Bracket {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const rounds = roundRobinRounds('swiss', ids).slice(0, played);
  const group: BracketGroup = {
    number: 1,
    kind: 'swiss',
    rounds,
    standings: ids.map((id, i) =>
      standingRow(id, i + 1, Math.max(0, played - i), 0, Math.min(played, i), 6 - i, 2 + i),
    ),
  };
  return {
    ...makeBracketShell('swiss', [group], n),
    swiss: { currentRound: played, totalRounds: 3, relaxedRounds: [] },
  };
}
