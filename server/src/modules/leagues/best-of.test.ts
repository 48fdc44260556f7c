import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueFixtures, LeagueStandings, Match } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { resultsClient } from '../matches/results-kit';
import type { Person, TeamFixture } from '../teams/test-kit';
import { inHours } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json: <T>() => T };
const codeOf = (res: Res) => res.json<{ code: string }>().code;

const GAMES_2_1 = [
  { map: 'Ascent', scoreA: 13, scoreB: 9 },
  { map: 'Bind', scoreA: 7, scoreB: 13 },
  { map: 'Haven', scoreA: 13, scoreB: 11 },
];

const create = (organizer: Person, over: Record<string, unknown> = {}) =>
  c.call('POST', '/api/leagues', organizer.cookie, {
    name: 'Series League',
    game: 'valorant',
    season: 'S1',
    startsAt: inHours(24),
    allowEarlyResults: true,
    ...over,
  });

/** A league of `n` fresh teams (entered by their owners, in order) with its fixtures drawn. */
async function leagueWithFixtures(n: number, over: Record<string, unknown> = {}) {
  const organizer = await c.player();
  const res = await create(organizer, over);
  expect(res.statusCode, res.body).toBe(201);
  const league = res.json<{ league: League }>().league;
  const teams: TeamFixture[] = [];
  for (let i = 0; i < n; i++) {
    const f = await c.teamOf();
    const added = await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
    expect(added.statusCode, added.body).toBe(201);
    teams.push(f);
  }
  const fx = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
  expect(fx.statusCode, fx.body).toBe(201);
  const matches: Match[] = fx.json<LeagueFixtures>().weeks.flatMap((w) => w.matches);
  const teamOf = (id: string | null | undefined) => teams.find((f) => f.team.id === id)!;
  return { organizer, league, teams, matches, teamOf };
}

describe('league match length (best-of series)', () => {
  it('a league is created Bo1 by default or with its length; a length other than 1, 3, 5, 7 is a 400 naming the field', async () => {
    const organizer = await c.player();
    const plain = await create(organizer);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<{ league: League }>().league.bestOf).toBe(1);
    const bo3 = await create(organizer, { bestOf: 3 });
    expect(bo3.statusCode, bo3.body).toBe(201);
    const league = bo3.json<{ league: League }>().league;
    expect(league.bestOf).toBe(3);
    expect(
      (await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie)).json<{ league: League }>().league,
    ).toMatchObject({ bestOf: 3 });

    for (const bestOf of [2, 0, 9, '3']) {
      const bad = await create(organizer, { bestOf });
      expect(bad.statusCode, JSON.stringify(bestOf)).toBe(400);
      const refusal = bad.json<{ code: string; issues: { path: string }[] }>();
      expect(refusal.code).toBe('validation');
      expect(refusal.issues.map((i) => i.path)).toContain('bestOf');
    }
  });

  it('the organizer changes the length before the fixtures; others may not; the fixtures take it and freeze it (409)', async () => {
    const organizer = await c.player();
    const league = (await create(organizer)).json<{ league: League }>().league;
    const patch = (by: Person, body: Record<string, unknown>) =>
      c.call('PATCH', `/api/leagues/${league.id}`, by.cookie, body);

    const stranger = await c.player();
    const refused = await patch(stranger, { bestOf: 5 });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('not_organizer');
    expect((await patch(organizer, { bestOf: 4 })).statusCode).toBe(400);
    expect((await patch(organizer, { rounds: 'double' })).statusCode).toBe(400);
    const edited = await patch(organizer, { bestOf: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ league: League }>().league.bestOf).toBe(5);

    for (let i = 0; i < 3; i++) {
      const f = await c.teamOf();
      await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
    }
    const fx = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
    expect(fx.statusCode, fx.body).toBe(201);
    const matches = fx.json<LeagueFixtures>().weeks.flatMap((w) => w.matches);
    expect(matches).toHaveLength(3);
    expect(matches.map((m) => m.bestOf)).toEqual([5, 5, 5]);

    const frozen = await patch(organizer, { bestOf: 3 });
    expect(frozen.statusCode).toBe(409);
    expect(codeOf(frozen)).toBe('league_frozen');
    expect(frozen.json<{ message: string }>().message).toBe(
      'The league’s match length cannot change once the fixtures exist.',
    );
    const tr = await t.app.inject({
      method: 'PATCH',
      url: `/api/leagues/${league.id}`,
      headers: { cookie: organizer.cookie, 'accept-language': 'tr' },
      payload: { bestOf: 3 },
    });
    expect(tr.json<{ message: string }>().message).toBe(
      'Fikstür oluşturulduktan sonra ligin maç uzunluğu değiştirilemez.',
    );
    const unknown = await c.call('PATCH', '/api/leagues/00000000-0000-4000-8000-000000000000', organizer.cookie, {
      bestOf: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie)).json<{ league: League }>().league,
    ).toMatchObject({ bestOf: 5 });
  });

  it('a Bo3 league match reported 2–1 with its games and approved is final with them; a 1–0 is refused', async () => {
    const { matches, teamOf } = await leagueWithFixtures(2, { bestOf: 3 });
    const [match] = matches;
    expect(match!.bestOf).toBe(3);
    const a = teamOf(match!.a!.participant!.teamId);
    const b = teamOf(match!.b!.participant!.teamId);

    const bo1Score = await c.submit(a.owner, match!.id, { scoreA: 1, scoreB: 0 });
    expect(bo1Score.statusCode).toBe(400);
    expect(codeOf(bo1Score)).toBe('series_score_invalid');
    const short = await c.submit(a.owner, match!.id, { scoreA: 2, scoreB: 1, games: GAMES_2_1.slice(0, 2) });
    expect(codeOf(short)).toBe('series_games_invalid');

    const sent = await c.submit(a.owner, match!.id, { scoreA: 2, scoreB: 1, games: GAMES_2_1 });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await c.detail(b.owner, match!.id)).submission).toMatchObject({ scoreA: 2, scoreB: 1, games: GAMES_2_1 });
    const approved = await c.decide(b.owner, match!.id, true);
    expect(approved.statusCode, approved.body).toBe(200);

    const done = (await c.detail(b.owner, match!.id)).match;
    expect(done).toMatchObject({ status: 'completed', winner: 'a', bestOf: 3, games: GAMES_2_1 });
    expect([done.a!.score, done.b!.score]).toEqual([2, 1]);
    // The history keeps the games of the submission and of its approval.
    expect((await c.history(a.owner, match!.id)).map((h) => [h.kind, h.scoreA, h.scoreB, h.games])).toEqual([
      ['result_submitted', 2, 1, GAMES_2_1],
      ['result_approved', 2, 1, GAMES_2_1],
    ]);
  });

  it('the history records the games of a rejected submission and of the organizer’s settlement; evidence has none', async () => {
    const { organizer, matches, teamOf } = await leagueWithFixtures(2, { bestOf: 3 });
    const [match] = matches;
    const a = teamOf(match!.a!.participant!.teamId);
    const b = teamOf(match!.b!.participant!.teamId);
    expect((await c.submit(a.owner, match!.id, { scoreA: 2, scoreB: 1, games: GAMES_2_1 })).statusCode).toBe(201);
    expect((await c.decide(b.owner, match!.id, false)).statusCode).toBe(200);
    const said = await c.call('POST', `/api/matches/${match!.id}/evidence`, b.owner.cookie, {
      comment: 'We won Haven',
    });
    expect(said.statusCode, said.body).toBe(201);
    const settled = [
      { map: 'Ascent', scoreA: 13, scoreB: 9 },
      { map: 'Bind', scoreA: 7, scoreB: 13 },
      { map: 'Haven', scoreA: 11, scoreB: 13 },
    ];
    const set = await c.official(organizer, match!.id, { scoreA: 1, scoreB: 2, games: settled, note: 'Replay' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await c.history(organizer, match!.id)).map((h) => [h.kind, h.games])).toEqual([
      ['result_submitted', GAMES_2_1],
      ['result_rejected', GAMES_2_1],
      ['evidence_added', []],
      ['dispute_resolved', settled],
    ]);
  });

  it('the table of a Bo3 league counts games won and lost: a three-way tie on points is broken by game differential', async () => {
    const { organizer, league, teams, matches, teamOf } = await leagueWithFixtures(3, { bestOf: 3 });
    const B_GAMES = [
      { map: 'Ascent', scoreA: 13, scoreB: 5 },
      { map: 'Bind', scoreA: 7, scoreB: 13 },
      { map: 'Haven', scoreA: 13, scoreB: 11 },
    ];
    const [A, B, C] = teams.map((f) => f.team.id);
    // A beats B 2–0, B beats C 2–1, C beats A 2–1: 3 points each, head-to-head level (a cycle); games: A +1
    // (2–0, 1–2), C 0 (1–2, 2–1), B −1 (0–2, 2–1): the seed order (A, B, C) would put B second. B–C is reported
    // by B's side with its games (rounds 13–5, 7–13, 13–11 for B: +4) and approved by C's.
    const wins: Record<string, [string, number, number]> = {
      [`${A}|${B}`]: [A!, 2, 0],
      [`${B}|${C}`]: [B!, 2, 1],
      [`${C}|${A}`]: [C!, 2, 1],
    };
    for (const m of matches) {
      const home = m.a!.participant!.teamId!;
      const away = m.b!.participant!.teamId!;
      const [winner, w, l] = wins[`${home}|${away}`] ?? wins[`${away}|${home}`]!;
      const [scoreA, scoreB] = winner === home ? [w, l] : [l, w];
      if (winner === B) {
        const games = B_GAMES.map((g) => (home === B ? g : { ...g, scoreA: g.scoreB, scoreB: g.scoreA }));
        const by = teamOf(B).owner;
        const sent = await c.submit(by, m.id, { scoreA, scoreB, games });
        expect(sent.statusCode, sent.body).toBe(201);
        const approved = await c.decide(teamOf(C).owner, m.id, true);
        expect(approved.statusCode, approved.body).toBe(200);
      } else {
        const set = await c.official(organizer, m.id, { scoreA, scoreB });
        expect(set.statusCode, set.body).toBe(200);
      }
    }
    const rows = (await c.call('GET', `/api/leagues/${league.id}/standings`, organizer.cookie)).json<LeagueStandings>()
      .rows;
    expect(rows.map((r) => r.points)).toEqual([3, 3, 3]);
    expect(rows.map((r) => r.participant.id)).toEqual([A, C, B]);
    expect(rows.map((r) => [r.scoreFor, r.scoreAgainst, r.difference])).toEqual([
      [3, 2, 1],
      [3, 3, 0],
      [2, 3, -1],
    ]);
    // The last tiebreak, the reported games' own rounds: only B–C has games.
    expect(rows.map((r) => r.gameScoreDifference)).toEqual([0, -4, 4]);
    expect(
      (await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie)).json<{ league: League }>().league,
    ).toMatchObject({ status: 'completed', bestOf: 3 });
  });
});
