import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueDetail, LeagueFixtures, Match } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { resultsClient } from '../matches/results-kit';
import { inHours } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

/**
 * A league created through the create form's body (`over` adds to it), its first fixture a day ahead, with two teams
 * and the owner of the fixture's home side.
 */
async function leagueWithFixture(over: Record<string, unknown>) {
  const organizer = await c.player();
  const league = await c.createLeague(organizer, { name: 'Early League', ...over });
  const teams = [await c.teamOf(), await c.teamOf()];
  for (const f of teams) {
    const res = await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
    expect(res.statusCode, res.body).toBe(201);
  }
  expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).statusCode).toBe(201);
  const fixtures = (await c.call('GET', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).json<LeagueFixtures>();
  const match: Match = fixtures.weeks[0]!.matches[0]!;
  expect(new Date(match.scheduledAt!).getTime()).toBeGreaterThan(Date.now());
  const home = teams.find((f) => f.team.id === match.a?.participant?.teamId)!;
  return { organizer, league, match, home };
}

describe('early results chosen when the league is created', () => {
  it('a league created with allowEarlyResults takes a side’s result before the fixture’s time', async () => {
    const { organizer, league, match, home } = await leagueWithFixture({ allowEarlyResults: true });
    expect(league.allowEarlyResults).toBe(true);
    const read = await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie);
    expect(read.json<LeagueDetail>().league.allowEarlyResults).toBe(true);
    expect((await c.detail(home.owner, match.id)).viewer).toMatchObject({ canSubmitResult: true, resultsOpenAt: null });
    const res = await c.submit(home.owner, match.id, { scoreA: 1, scoreB: 0 });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a league created without it refuses the same result with 409 match_not_started', async () => {
    const { league, match, home } = await leagueWithFixture({});
    expect(league.allowEarlyResults).toBe(false);
    expect((await c.detail(home.owner, match.id)).viewer).toMatchObject({
      canSubmitResult: false,
      resultsOpenAt: match.scheduledAt,
    });
    const res = await c.submit(home.owner, match.id, { scoreA: 1, scoreB: 0 });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('match_not_started');
  });

  it('a value that is not true or false is refused with 400 and nothing is created', async () => {
    const organizer = await c.player();
    const body = {
      name: 'Bad League',
      game: 'valorant',
      season: 'S1',
      startsAt: inHours(24),
      allowEarlyResults: 'yes',
    };
    const res = await c.call('POST', '/api/leagues', organizer.cookie, body);
    expect(res.statusCode).toBe(400);
    const mine = await c.call('GET', '/api/leagues?q=Bad%20League', organizer.cookie);
    expect(mine.json<{ items: League[] }>().items.filter((l) => l.organizer.id === organizer.user.id)).toEqual([]);
  });
});
