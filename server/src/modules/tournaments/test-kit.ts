import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Bracket, League, Tournament, TournamentParticipant } from '@esn/contract';
import type { TestApp } from '../../../test/helper';
import { teamsClient, type Person, type TeamFixture } from '../teams/test-kit';

const hour = 3_600_000;
export const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();

/** The teams kit plus the steps of the tournament tests. */
export function tournamentsClient(t: TestApp) {
  const kit = teamsClient(t);
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function host(by: Person, over: Record<string, unknown> = {}): Promise<Tournament> {
    const res = await call('POST', '/api/tournaments', by.cookie, {
      name: 'Spring Cup',
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 16,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
      // The results tests play at once; the rule that waits for the scheduled time has its own tests.
      allowEarlyResults: true,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ tournament: Tournament }>().tournament;
  }

  async function registerTeam(
    f: TeamFixture,
    tournamentId: string,
    by: Person = f.owner,
  ): Promise<LightMyRequestResponse> {
    return call('POST', `/api/tournaments/${tournamentId}/registrations`, by.cookie, { teamId: f.team.id });
  }

  /** n fresh teams registered by their owners. */
  async function teamsRegistered(
    tournamentId: string,
    n: number,
  ): Promise<{ team: TeamFixture; registration: TournamentParticipant }[]> {
    const out = [];
    for (let i = 0; i < n; i++) {
      const f = await kit.teamOf();
      const res = await registerTeam(f, tournamentId);
      expect(res.statusCode, res.body).toBe(201);
      out.push({ team: f, registration: res.json<TournamentParticipant>() });
    }
    return out;
  }

  async function bracket(tournamentId: string, viewer: Person): Promise<Bracket> {
    const res = await call('GET', `/api/tournaments/${tournamentId}/bracket`, viewer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Bracket>();
  }

  /** A league created by `by` through the create form's body (`over` adds to it), starting a day ahead. */
  async function createLeague(by: Person, over: Record<string, unknown> = {}): Promise<League> {
    const res = await call('POST', '/api/leagues', by.cookie, {
      name: 'Test League',
      game: 'valorant',
      season: 'S1',
      startsAt: inHours(24),
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ league: League }>().league;
  }

  return { ...kit, call, host, registerTeam, teamsRegistered, bracket, createLeague };
}
