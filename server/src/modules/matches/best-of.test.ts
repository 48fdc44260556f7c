import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Match, TournamentDetail } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { resultsClient } from './results-kit';

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

describe('best-of series', () => {
  it('the organizer sets Bo3 with a Bo5 final; the final plays Bo5, the rest Bo3; both are frozen with the bracket', async () => {
    const { tour, organizer } = await c.bracketOf(4, { bestOf: 3, finalBestOf: 5 });
    expect(tour).toMatchObject({ bestOf: 3, finalBestOf: 5 });
    const matches = await c.matchesOf(tour.id, organizer.cookie);
    expect(matches.map((m) => [m.position.round, m.bestOf])).toEqual([
      [1, 3],
      [1, 3],
      [2, 5],
    ]);
    const frozen = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { bestOf: 5 });
    expect(frozen.statusCode).toBe(409);
    expect(codeOf(frozen)).toBe('tournament_frozen');
  });

  it('without a length an event is Bo1 (and its final too); a length other than 1, 3, 5, 7 is a 400', async () => {
    const organizer = await c.player();
    const plain = await c.host(organizer);
    expect(plain).toMatchObject({ bestOf: 1, finalBestOf: 1 });
    const onlyEvent = await c.host(organizer, { bestOf: 7 });
    expect(onlyEvent).toMatchObject({ bestOf: 7, finalBestOf: 7 });
    const bad = await c.call('POST', '/api/tournaments', organizer.cookie, {
      name: 'Bo2 Cup',
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 8,
      registrationDeadline: new Date(Date.now() + 86_400_000).toISOString(),
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      bestOf: 2,
    });
    expect(bad.statusCode).toBe(400);
    // Before the bracket the organizer may change it.
    const edited = await c.call('PATCH', `/api/tournaments/${plain.id}`, organizer.cookie, { finalBestOf: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ tournament: { finalBestOf: number } }>().tournament.finalBestOf).toBe(3);
  });

  it('a Bo3 reported 2–1 with its games, approved: the series and its games are on the match, the winner moves on', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { bestOf: 3 });
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const sent = await c.submit(a.owner, match.id, { scoreA: 2, scoreB: 1, games: GAMES_2_1 });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = await c.detail(b.owner, match.id);
    expect(seen.submission).toMatchObject({ side: 'a', scoreA: 2, scoreB: 1, games: GAMES_2_1 });
    expect((await c.decide(b.owner, match.id, true)).statusCode).toBe(200);

    const done = (await c.detail(organizer, match.id)).match;
    expect(done).toMatchObject({ status: 'completed', winner: 'a', bestOf: 3, games: GAMES_2_1 });
    expect([done.a!.score, done.b!.score]).toEqual([2, 1]);
    const final = (await c.matchesOf(tour.id, organizer.cookie)).find((m) => m.position.round === 2)!;
    const finalists = [final.a?.participant?.id, final.b?.participant?.id];
    expect(finalists).toContain(match.a!.participant!.id);
    // The bracket's tooltip reads the games from the bracket answer.
    const bracket = (await c.call('GET', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    const inBracket = bracket.stages[0]!.groups[0]!.rounds[0]!.matches.find((m) => m.id === match.id)!;
    expect(inBracket.games).toEqual(GAMES_2_1);
  });

  it('inconsistent series are refused with a translated 400, in Turkish and English', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { bestOf: 3 });
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const cases: [Record<string, unknown>, string][] = [
      [{ scoreA: 1, scoreB: 0 }, 'series_score_invalid'],
      [{ scoreA: 3, scoreB: 1 }, 'series_score_invalid'],
      [{ scoreA: 2, scoreB: 2 }, 'series_score_invalid'],
      [{ scoreA: 2, scoreB: 1, games: GAMES_2_1.slice(0, 2) }, 'series_games_invalid'],
      [{ scoreA: 2, scoreB: 0, games: [GAMES_2_1[0], { scoreA: 5, scoreB: 5 }] }, 'series_games_invalid'],
      [{ scoreA: 2, scoreB: 1, games: [GAMES_2_1[0], GAMES_2_1[2], GAMES_2_1[1]] }, 'series_games_after_win'],
    ];
    for (const [body, code] of cases) {
      const res = await c.submit(a.owner, match.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res), JSON.stringify(body)).toBe(code);
    }
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/result`,
      headers: { cookie: a.owner.cookie, 'accept-language': 'tr' },
      payload: { scoreA: 1, scoreB: 0 },
    });
    expect(tr.json<{ message: string }>().message).toBe(
      'Bu maç 3 maçlık bir seri (Bo3): kazanan 2 oyun almalı, rakibi daha az.',
    );
    const en = await c.submit(a.owner, match.id, { scoreA: 1, scoreB: 0 });
    expect(en.json<{ message: string }>().message).toBe(
      'This match is a best-of-3 series: the winner takes 2 games and the opponent fewer.',
    );
    // The organizer's official result is held to the same rules.
    const official = await c.official(organizer, match.id, { scoreA: 1, scoreB: 0 });
    expect(official.statusCode).toBe(400);
    expect(codeOf(official)).toBe('series_score_invalid');
    expect((await c.detail(organizer, match.id)).match.status).toBe('ready');
  });

  it('a Bo5 final set by the organizer 3–2 with its games completes the tournament with the champion', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2, { bestOf: 1, finalBestOf: 5 });
    const { match } = await c.readyMatch(tour.id, organizer, teamOf);
    expect(match.bestOf).toBe(5);
    const games = [
      { scoreA: 0, scoreB: 1 },
      { scoreA: 1, scoreB: 0 },
      { scoreA: 0, scoreB: 1 },
      { scoreA: 1, scoreB: 0 },
      { scoreA: 3, scoreB: 2, map: 'Overtime' },
    ];
    const set = await c.official(organizer, match.id, { scoreA: 3, scoreB: 2, games });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Match>().games.map((g) => g.map)).toEqual([null, null, null, null, 'Overtime']);
    const after = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(after.tournament.status).toBe('completed');
    expect(after.tournament.champion?.id).toBe(match.a!.participant!.id);
  });

  it('a Bo1 event keeps its game scores (13–9) and may name its one game', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const twoGames = await c.submit(a.owner, match.id, { scoreA: 13, scoreB: 9, games: GAMES_2_1.slice(0, 2) });
    expect(codeOf(twoGames)).toBe('series_games_invalid');
    const sent = await c.submit(a.owner, match.id, { scoreA: 13, scoreB: 9, games: [GAMES_2_1[0]] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await c.decide(b.owner, match.id, true)).statusCode).toBe(200);
    expect((await c.detail(organizer, match.id)).match).toMatchObject({ bestOf: 1, games: [GAMES_2_1[0]] });
  });

  it('round robin Bo3: the table counts games won and lost, and the games’ rounds as the last tiebreak', async () => {
    const { tour, organizer } = await c.bracketOf(3, { format: 'round_robin', bestOf: 3 });
    const matches = await c.matchesOf(tour.id, organizer.cookie);
    expect(matches.every((m) => m.bestOf === 3)).toBe(true);
    // Every match 2–1 for side A, with its games: a cycle, or one side twice; either way 2–1 series.
    for (const m of matches) {
      const res = await c.official(organizer, m.id, { scoreA: 2, scoreB: 1, games: GAMES_2_1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const bracket = (await c.call('GET', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    const rows = bracket.stages[0]!.groups[0]!.standings!;
    // Three 2–1 series: 9 games in all, each series worth ±1 game and ±(13+7+13 − 9−13−11 = 0) rounds.
    expect(rows.reduce((n, r) => n + r.scoreFor, 0)).toBe(9);
    expect(rows.reduce((n, r) => n + r.scoreAgainst, 0)).toBe(9);
    expect(rows.reduce((n, r) => n + r.played, 0)).toBe(6);
    for (const r of rows) {
      expect(r.difference).toBe(r.won - r.lost);
      expect(r.gameScoreDifference).toBe(0);
    }
  });
});
