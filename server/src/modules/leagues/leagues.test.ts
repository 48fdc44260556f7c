import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueDetail, LeagueFixtures, LeaguePage, LeagueStandings, LeagueTeam, Match } from '@esn/contract';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('leagues', () => {
  it('teams join, fixtures by week, results make the table with head-to-head before difference', async () => {
    const organizer = await c.player();
    const created = await c.call('POST', '/api/leagues', organizer.cookie, { name: 'Anatolian League', game: 'valorant', season: '2026 Spring', startsAt: inHours(24) });
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json<{ league: League }>().league;
    expect(league).toMatchObject({ status: 'upcoming', rounds: 'single', teamsCount: 0, matchIntervalDays: 7 });

    const teams = await Promise.all(Array.from({ length: 4 }, () => c.teamOf()));
    // An owner adds their own team; the organizer adds the others; a stranger may not; a wrong game is 409.
    const own = await c.call('POST', `/api/leagues/${league.id}/teams`, teams[0]!.owner.cookie, { teamId: teams[0]!.team.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<LeagueTeam>().team.id).toBe(teams[0]!.team.id);
    const stranger = await c.player();
    expect((await c.call('POST', `/api/leagues/${league.id}/teams`, stranger.cookie, { teamId: teams[1]!.team.id })).statusCode).toBe(403);
    for (const f of teams.slice(1)) expect((await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: f.team.id })).statusCode).toBe(201);
    expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: teams[1]!.team.id }))).toBe('league_team_exists');
    const cs = await c.teamOf({ games: ['cs2'] });
    expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: cs.team.id }))).toBe('team_wrong_game');

    expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, stranger.cookie)).statusCode).toBe(403);
    const fx = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
    expect(fx.statusCode, fx.body).toBe(201);
    const fixtures = fx.json<LeagueFixtures>();
    expect(fixtures.weeks.map((w) => w.matches.length)).toEqual([2, 2, 2]);
    expect(new Date(fixtures.weeks[1]!.startsAt).getTime() - new Date(fixtures.weeks[0]!.startsAt).getTime()).toBe(7 * 86_400_000);
    expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie))).toBe('fixtures_exist');
    expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: cs.team.id }))).toBe('league_started');

    // Results: A beats B 1-0, B beats C 5-0, D beats A 1-0, C-D 0-0, and the rest drawn 0-0.
    const [A, B, C, D] = teams.map((f) => f.team.id);
    const score: Record<string, [number, number]> = { [`${A}|${B}`]: [1, 0], [`${B}|${C}`]: [5, 0], [`${D}|${A}`]: [1, 0], [`${C}|${D}`]: [0, 0] };
    const all: Match[] = fixtures.weeks.flatMap((w) => w.matches);
    for (const m of all) {
      const h = m.a!.participant!.teamId!;
      const a = m.b!.participant!.teamId!;
      const [x, y] = score[`${h}|${a}`] ?? (score[`${a}|${h}`] ? [score[`${a}|${h}`]![1], score[`${a}|${h}`]![0]] : [0, 0]);
      const res = await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, { scoreA: x, scoreB: y });
      expect(res.statusCode, res.body).toBe(200);
    }
    const table = (await c.call('GET', `/api/leagues/${league.id}/standings`, stranger.cookie)).json<LeagueStandings>().rows;
    // D 5 (beat A, drew B and C); A 4 (beat B, drew C) and B 4 (beat C 5-0, drew D): level, B has the better
    // difference (+4 against 0) but A beat B, so A is second; C 2.
    expect(table.map((r) => r.points)).toEqual([5, 4, 4, 2]);
    expect(table.map((r) => r.participant.id)).toEqual([D, A, B, C]);
    expect(table[0]).toMatchObject({ played: 3, won: 1, drawn: 2, lost: 0, scoreFor: 1, scoreAgainst: 0, difference: 1 });

    const detail = (await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie)).json<LeagueDetail>();
    expect(detail.league).toMatchObject({ status: 'completed', teamsCount: 4, weeks: 3 });
    expect(detail.viewer.canManage).toBe(true);
    expect((await c.detail(teams[3]!, organizer)).stats).toMatchObject({ matches: 3, wins: 1, leagues: 1 });

    const list = (await c.call('GET', '/api/leagues?game=valorant&status=completed&q=anatolian', stranger.cookie)).json<LeaguePage>();
    expect(list.items.map((l) => l.id)).toContain(league.id);
  });

  it('double round robin: every pair twice, home and away swapped; two teams at least', async () => {
    const organizer = await c.player();
    const league = (await c.call('POST', '/api/leagues', organizer.cookie, { name: 'Double league', game: 'valorant', season: 'S1', rounds: 'double', startsAt: inHours(1), matchIntervalDays: 3 })).json<{
      league: League;
    }>().league;
    const few = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
    expect(few.statusCode).toBe(400);
    expect(codeOf(few)).toBe('too_few_teams');
    for (let i = 0; i < 3; i++) await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: (await c.teamOf()).team.id });
    const fixtures = (await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).json<LeagueFixtures>();
    const games = fixtures.weeks.flatMap((w) => w.matches.map((m) => `${m.a!.participant!.id}>${m.b!.participant!.id}`));
    expect(games).toHaveLength(6);
    expect(new Set(games).size).toBe(6);
    expect(fixtures.weeks).toHaveLength(6);
  });

  it('only someone who finished onboarding creates a league: 403 onboarding_incomplete, and nothing is created', async () => {
    const newcomer = await registerUser(t.app);
    expect(newcomer.user.onboardingCompleted).toBe(false);
    const body = { name: `Newcomer league ${newcomer.user.nickname}`, game: 'valorant', season: 'S1', startsAt: inHours(24) };
    const res = await c.call('POST', '/api/leagues', newcomer.cookie, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(codeOf(res)).toBe('onboarding_incomplete');
    const found = (await c.call('GET', `/api/leagues?q=${encodeURIComponent(body.name)}`, newcomer.cookie)).json<LeaguePage>();
    expect(found.items).toHaveLength(0);
    expect((await c.call('POST', '/api/onboarding/role', newcomer.cookie, { userType: 'player' })).statusCode).toBe(200);
    expect((await c.call('POST', '/api/leagues', newcomer.cookie, body)).statusCode).toBe(201);
  });
});
