import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Match, Tournament } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

const swissMatches = (b: Bracket): Match[] => b.stages[0]!.groups[0]!.rounds.flatMap((r) => r.matches);

/** A solo Swiss event with `n` registered players. */
async function soloSwiss(organizer: Awaited<ReturnType<typeof c.player>>, n: number, over: Record<string, unknown>) {
  const tour = await c.host(organizer, { format: 'swiss', participantKind: 'solo', game: 'fc', ...over });
  for (let i = 0; i < n; i++) {
    const p = await c.player();
    const res = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {});
    expect(res.statusCode, res.body).toBe(201);
  }
  return tour;
}

describe('Swiss through the API (issue 23)', () => {
  // Seconds alone; a minute allowed, as on a machine busy with other work (CI once took 46 s here).
  it('15 players over 10 rounds with random results: no rematch, no second BYE', { timeout: 60_000 }, async () => {
    const organizer = await c.player();
    const tour = await soloSwiss(organizer, 15, { swissRounds: 10 });
    let bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    expect(bracket.swiss).toMatchObject({ currentRound: 1, totalRounds: 10, relaxedRounds: [] });
    let seed = 23;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 1; round <= 10; round++) {
      const open = swissMatches(bracket).filter((m) => m.position.round === round && m.status === 'ready');
      expect(open.length).toBe(7);
      for (const m of open) {
        const r = random();
        const [scoreA, scoreB] = r < 0.2 ? [1, 1] : r < 0.6 ? [2, 0] : [0, 2];
        const res = await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, { scoreA, scoreB });
        expect(res.statusCode, res.body).toBe(200);
      }
      bracket = await c.bracket(tour.id, organizer);
    }
    const all = swissMatches(bracket);
    expect(all).toHaveLength(80);
    const met = new Set<string>();
    const byes = new Map<string, number>();
    for (const m of all) {
      if (m.b === null) {
        const id = m.a!.participant!.id;
        byes.set(id, (byes.get(id) ?? 0) + 1);
        continue;
      }
      const key = [m.a!.participant!.id, m.b.participant!.id].sort().join('|');
      expect(met.has(key), `rematch in round ${m.position.round}`).toBe(false);
      met.add(key);
    }
    expect(met.size).toBe(70);
    expect([...byes.values()].every((x) => x === 1)).toBe(true);
    expect(byes.size).toBe(10);
    expect(bracket.swiss!.relaxedRounds).toEqual([]);
    const detail = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<{
      tournament: Tournament;
    }>();
    expect(detail.tournament.status).toBe('completed');
  });

  it('tells the organizer when a round had no valid pairing: six players drawing every game over five rounds', async () => {
    // Rounds 1–3 pair 1-4 2-5 3-6, 1-5 2-6 3-4, 1-6 2-4 3-5: who has not met forms two triangles, which no pairing
    // covers, so rounds 4 and 5 each need one rematch (and say so).
    const organizer = await c.player();
    const tour = await soloSwiss(organizer, 6, { swissRounds: 5, maxParticipants: 6 });
    let bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    for (let round = 1; round <= 5; round++) {
      for (const m of swissMatches(bracket).filter((x) => x.position.round === round && x.status === 'ready')) {
        const res = await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, {
          scoreA: 1,
          scoreB: 1,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      bracket = await c.bracket(tour.id, organizer);
    }
    expect(bracket.swiss!.relaxedRounds).toEqual([
      { round: 4, rematches: 1, repeatByes: 0 },
      { round: 5, rematches: 1, repeatByes: 0 },
    ]);
  });

  it('refuses more rounds than participants − 1, in the organizer’s language, on create, edit and generation', async () => {
    const organizer = await c.player();
    const create = await c.call('POST', '/api/tournaments', organizer.cookie, {
      name: 'Too long',
      game: 'fc',
      format: 'swiss',
      participantKind: 'solo',
      maxParticipants: 8,
      swissRounds: 8,
      registrationDeadline: new Date(Date.now() + 86_400_000).toISOString(),
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({
      code: 'swiss_rounds_too_many',
      message:
        'A Swiss event of 8 participants has at most 7 rounds without pairing anyone twice; choose fewer rounds.',
    });

    const tour = await soloSwiss(organizer, 4, { maxParticipants: 8, swissRounds: 7 });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournaments/${tour.id}`,
      headers: { cookie: organizer.cookie, 'accept-language': 'tr' },
      payload: { maxParticipants: 6 },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<{ message: string }>().message).toContain('en fazla 5 tur');

    // Seven rounds fit eight places, but only four entered: three rounds at most.
    const generate = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(generate.statusCode).toBe(400);
    expect(generate.json()).toMatchObject({ code: 'swiss_rounds_too_many' });
    expect(generate.json<{ message: string }>().message).toContain('4 participants has at most 3 rounds');
    const fix = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { swissRounds: 3 });
    expect(fix.statusCode, fix.body).toBe(200);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
  });
});
