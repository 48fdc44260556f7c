import type { Game, User } from '@esn/contract';
import type { AppContext } from '../context';
import { hashPassword } from '../lib/password';
import * as leagues from '../modules/leagues/leagues.service';
import * as matches from '../modules/matches/matches.service';
import * as results from '../modules/matches/results.service';
import * as schedule from '../modules/matches/schedule.service';
import * as tournaments from '../modules/tournaments/tournaments.service';
import { tournamentsRepository } from '../modules/tournaments/tournaments.repository';
import { createTeam } from '../modules/teams/teams.service';
import { teamsRepository } from '../modules/teams/teams.repository';
import { presentUser } from '../modules/users/users.presenter';
import { usersRepository } from '../modules/users/users.repository';
import { DEMO_PASSWORD, demoEmail } from './demo';

/** Valorant teams besides İstanbul Wolves, so that brackets and a league have someone to play. */
const clubs: { owner: string; firstName: string; team: string; country: string }[] = [
  { owner: 'ege_owner', firstName: 'Emre', team: 'Ege Titans', country: 'TR' },
  { owner: 'bursa_owner', firstName: 'Berk', team: 'Bursa Falcons', country: 'TR' },
  { owner: 'izmir_owner', firstName: 'İrem', team: 'İzmir Sharks', country: 'TR' },
  { owner: 'trabzon_owner', firstName: 'Tolga', team: 'Trabzon Storm', country: 'TR' },
  { owner: 'antalya_owner', firstName: 'Aslı', team: 'Antalya Suns', country: 'TR' },
];

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();

/**
 * Tournaments and a league through the real use cases: a single-elimination cup under way with results (and a
 * submitted result waiting for İstanbul Wolves' answer), a
 * double-elimination event open for registration (Wolves already in), a completed round robin with a champion,
 * a Swiss 1v1 for solo players, a draft, and a league with two weeks played and a disputed result in the third.
 */
export async function seedDemoTournaments(ctx: AppContext, user: (nickname: string) => Promise<User>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const owners: User[] = [];
  const teamIds: string[] = [];
  for (const c of clubs) {
    const row = await usersRepository.insert(ctx.db, {
      nickname: c.owner,
      firstName: c.firstName,
      lastName: 'Demo',
      email: demoEmail(c.owner),
      passwordHash,
      userType: 'team_owner',
      onboardingCompleted: true,
    });
    const owner = presentUser(row);
    owners.push(owner);
    teamIds.push(
      (await createTeam(ctx, owner, { name: c.team, games: ['valorant'] as Game[], country: c.country })).id,
    );
  }
  const wolves = (await teamsRepository.findBySlug(ctx.db, 'istanbul-wolves'))!;
  const kaan = await user('kaan_owner');
  const admin = await user('admin');
  const entrants: [User, string][] = [[kaan, wolves.id], ...owners.map((o, i) => [o, teamIds[i]!] as [User, string])];
  const base = { game: 'valorant' as const, participantKind: 'team' as const, status: 'registration_open' as const };

  // A cup under way: six teams, bracket generated, the first round played.
  const cup = await tournaments.createTournament(ctx, admin, {
    ...base,
    name: 'Anadolu Valorant Kupası',
    format: 'single_elimination',
    maxParticipants: 8,
    description: 'Anadolu takımlarının tek eleme kupası. Maçlar Bo3 oynanır.',
    rules:
      'Bo3, final Bo5. Harita seçimi banlarla yapılır. Maç saatinden 15 dakika sonra gelmeyen takım hükmen mağlup sayılır.',
    prizePool: '25.000 TL',
    entryFee: 'Ücretsiz',
    registrationDeadline: at(1),
    startsAt: at(2),
    country: 'TR',
  });
  await registerAll(ctx, cup.id, entrants.slice(0, 6));
  // Registered while open; registration closed and it started yesterday (a past deadline needs the status first).
  await tournaments.setStatus(ctx, admin, cup.id, 'registration_closed');
  await tournaments.updateTournament(ctx, admin, cup.id, { registrationDeadline: at(-3), startsAt: at(-1) });
  await tournaments.generateBracket(ctx, admin, cup.id);
  await tournaments.setStatus(ctx, admin, cup.id, 'in_progress');
  await playReady(ctx, cup.id, admin, 2);
  // Wolves' semi-final: their opponents submitted a win that waits for Kaan's answer (the match page and the bell).
  const semi = (await tournamentsRepository.matchRows(ctx.db, cup.id)).find(
    (m) => m.status === 'ready' && (m.teamAId === wolves.id || m.teamBId === wolves.id),
  );
  if (semi) {
    const wolvesIsA = semi.teamAId === wolves.id;
    const rival = entrants.find(([, teamId]) => teamId === (wolvesIsA ? semi.teamBId : semi.teamAId))![0];
    await results.submitResult(ctx, rival, semi.id, wolvesIsA ? { scoreA: 1, scoreB: 2 } : { scoreA: 2, scoreB: 1 });
  }

  // Open for registration: double elimination, Wolves and two others already in.
  const open = await tournaments.createTournament(ctx, kaan, {
    ...base,
    name: 'Ege Valorant Şampiyonası',
    format: 'double_elimination',
    maxParticipants: 16,
    description: 'Çift eleme: kaybeden alt braketten devam eder.',
    prizePool: '50.000 TL',
    entryFee: '250 TL (takım başına)',
    registrationDeadline: at(6),
    checkInOpensAt: at(6.5),
    checkInClosesAt: at(6.9),
    startsAt: at(7),
    region: 'Ege',
    country: 'TR',
  });
  await registerAll(ctx, open.id, entrants.slice(0, 3));

  // Completed round robin with a champion.
  const rr = await tournaments.createTournament(ctx, admin, {
    ...base,
    name: 'Kış Valorant Grup Turnuvası',
    format: 'round_robin',
    maxParticipants: 4,
    registrationDeadline: at(1),
    startsAt: at(2),
  });
  await registerAll(ctx, rr.id, entrants.slice(2, 6));
  await tournaments.setStatus(ctx, admin, rr.id, 'registration_closed');
  await tournaments.updateTournament(ctx, admin, rr.id, { registrationDeadline: at(-30), startsAt: at(-28) });
  await tournaments.generateBracket(ctx, admin, rr.id);
  await tournaments.setStatus(ctx, admin, rr.id, 'in_progress');
  await playReady(ctx, rr.id, admin, 100);

  // Swiss for solo players (1v1 FC), two registered.
  const solo = await tournaments.createTournament(ctx, await user('hakan_coach'), {
    name: 'FC 1v1 Açık Turnuva',
    game: 'fc',
    format: 'swiss',
    participantKind: 'solo',
    status: 'registration_open',
    maxParticipants: 32,
    registrationDeadline: at(10),
    startsAt: at(12),
    description: 'Herkese açık 1v1; İsviçre sistemi, 5 tur.',
    swissRounds: 5,
  });
  for (const nick of ['deniz', 'mert.fps']) await tournaments.register(ctx, await user(nick), solo.id, undefined);

  await tournaments.createTournament(ctx, kaan, {
    ...base,
    status: 'draft',
    name: 'Wolves Akademi Turnuvası (taslak)',
    format: 'single_elimination',
    maxParticipants: 8,
    registrationDeadline: at(20),
    startsAt: at(21),
  });

  // A league: six teams, fixtures generated, two weeks played.
  const league = await leagues.createLeague(ctx, admin, {
    name: 'Türkiye Valorant Ligi',
    game: 'valorant',
    season: '2026 Bahar',
    rounds: 'single',
    startsAt: at(-14),
    matchIntervalDays: 7,
    country: 'TR',
    description: 'Tek devreli lig; galibiyet 3, beraberlik 1 puan.',
    // Match day (issue 27): each fixture opens check-in 15 minutes before; a side that does not come loses by forfeit.
    matchCheckInEnabled: true,
    forfeitNoShow: true,
  });
  // The demo's teams entered by their owners (an admin's own add would only invite them).
  for (const [owner, teamId] of entrants) await leagues.addTeam(ctx, owner, league.id, teamId);
  const fixtures = await leagues.generateFixtures(ctx, admin, league.id);
  const scores: [number, number][] = [
    [13, 9],
    [11, 13],
    [13, 13],
    [13, 5],
    [7, 13],
    [13, 11],
  ];
  let i = 0;
  for (const week of fixtures.weeks.slice(0, 2)) {
    for (const m of week.matches) {
      const [a, b] = scores[i++ % scores.length]!;
      await matches.recordFinalResult(ctx, m.id, { scoreA: a, scoreB: b }, admin);
    }
  }
  // Week 3 opens with a disputed result: the home side's win, rejected by the away side with its evidence.
  const disputed = fixtures.weeks[2]?.matches[0];
  if (disputed?.a?.participant && disputed.b?.participant) {
    const leaderOf = (teamId: string | null) => entrants.find(([, id]) => id === teamId)![0];
    const home = leaderOf(disputed.a.participant.teamId);
    const away = leaderOf(disputed.b.participant.teamId);
    await results.submitResult(ctx, home, disputed.id, { scoreA: 13, scoreB: 10 });
    await results.decideResult(ctx, away, disputed.id, false);
    await results.addEvidence(ctx, away, disputed.id, {
      comment: 'Skor 13-11 bitti; maç sonu tablosunun kaydı bizde.',
    });
  }
  const leader = (teamId: string | null | undefined) => entrants.find(([, id]) => id === teamId)?.[0];
  await seedMatchDay(ctx, fixtures.weeks[3], wolves.id, leader);
}

/**
 * Match day on the first start: in week 4, Wolves' rivals proposed two evenings for their match (Kaan accepts one
 * on the match page, where the lobby already tells it), and another fixture has its time agreed.
 */
async function seedMatchDay(
  ctx: AppContext,
  week: Awaited<ReturnType<typeof leagues.generateFixtures>>['weeks'][number] | undefined,
  wolvesId: string,
  leaderOf: (teamId: string | null | undefined) => User | undefined,
) {
  const evening = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * day);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  let agreed = false;
  for (const m of week?.matches ?? []) {
    const [a, b] = [m.a?.participant?.teamId, m.b?.participant?.teamId];
    const home = leaderOf(a);
    const away = leaderOf(b);
    if (!home || !away) continue;
    const wolvesPlays = a === wolvesId || b === wolvesId;
    const rival = a === wolvesId ? away : home;
    if (wolvesPlays) {
      await schedule.proposeTimes(ctx, rival, m.id, { times: [evening(3, 17), evening(4, 18)] });
    } else if (!agreed) {
      const proposed = await schedule.proposeTimes(ctx, home, m.id, { times: [evening(2, 18)] });
      await schedule.acceptTime(ctx, away, m.id, { proposalId: proposed.proposals[0]!.id });
      agreed = true;
    }
  }
}

async function registerAll(ctx: AppContext, tournamentId: string, who: [User, string][]) {
  for (const [owner, teamId] of who) await tournaments.register(ctx, owner, tournamentId, teamId);
}

/** Plays up to `count` ready matches; side a (the better seed in round 1) wins two of every three. */
async function playReady(ctx: AppContext, tournamentId: string, by: User, count: number) {
  for (let played = 0; played < count; played++) {
    const next = (await tournamentsRepository.matchRows(ctx.db, tournamentId)).find((m) => m.status === 'ready');
    if (!next) return;
    const aWins = played % 3 !== 2;
    await matches.recordFinalResult(ctx, next.id, { scoreA: aWins ? 2 : 1, scoreB: aWins ? 1 : 2 }, by);
  }
}
