import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Match, MatchDetail } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

/** "group kind:round/rounds" of each match, the way the web names its round ("Quarter-finals" = 1/3). */
const places = (matches: Match[]) =>
  [...new Set(matches.map((m) => `${m.position.groupKind}:${m.position.round}/${m.position.rounds}`))].sort();

describe("a match's position says how many rounds its group has (one round naming for bracket and match page)", () => {
  it('in the bracket, the match list and a single match read, for each part of a double elimination', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 8, format: 'double_elimination' });
    await c.teamsRegistered(tour.id, 8);
    const gen = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(gen.statusCode, gen.body).toBe(201);
    const fromBracket = gen.json<Bracket>().stages[0]!.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches));
    const expected = [
      'grand_final:1/1',
      'losers:1/4',
      'losers:2/4',
      'losers:3/4',
      'losers:4/4',
      'winners:1/3',
      'winners:2/3',
      'winners:3/3',
    ];
    expect(places(fromBracket)).toEqual(expected);

    const list = await c.call('GET', `/api/tournaments/${tour.id}/matches`, organizer.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(places(list.json<{ items: Match[] }>().items)).toEqual(expected);

    const quarter = fromBracket.find((m) => m.position.groupKind === 'winners' && m.position.round === 1)!;
    const one = await c.call('GET', `/api/matches/${quarter.id}`, organizer.cookie);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<MatchDetail>().match.position).toMatchObject({ groupKind: 'winners', round: 1, rounds: 3 });
  });
});
