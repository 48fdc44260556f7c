import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, Match, Tournament } from '@esn/contract';
import { eq } from 'drizzle-orm';
import { matches } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { resultsClient } from './results-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
/** Time passes for one match: its scheduled time is now behind us. */
const startedAlready = (matchId: string) =>
  t.app.ctx.db
    .update(matches)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(eq(matches.id, matchId));

describe('results before the scheduled time', () => {
  it('a tournament match two days ahead refuses a result (409 match_not_started, translated) until its time', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { allowEarlyResults: false });
    expect(tour.allowEarlyResults).toBe(false);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const seen = await c.detail(a.owner, match.id);
    expect(seen.viewer).toMatchObject({ canSubmitResult: false, resultsOpenAt: tour.startsAt });
    const res = await c.submit(a.owner, match.id, { scoreA: 1, scoreB: 0 });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('match_not_started');
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/result`,
      headers: { cookie: a.owner.cookie, 'accept-language': 'tr' },
      payload: { scoreA: 1, scoreB: 0 },
    });
    expect(tr.json<{ message: string }>().message).toBe('Bu maçın sonucu, maç saatinden önce bildirilemez.');
    // The organizer's own result is not held back.
    expect((await c.detail(organizer, match.id)).viewer.canRecordResult).toBe(true);

    await startedAlready(match.id);
    expect((await c.detail(a.owner, match.id)).viewer).toMatchObject({ canSubmitResult: true, resultsOpenAt: null });
    expect((await c.submit(a.owner, match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(201);
  });

  it('the organizer allows early play in the form (PATCH), and results come at once', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { allowEarlyResults: false });
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const bad = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { allowEarlyResults: 'yes' });
    expect(bad.statusCode).toBe(400);
    const byOwner = await c.call('PATCH', `/api/tournaments/${tour.id}`, a.owner.cookie, { allowEarlyResults: true });
    expect(byOwner.statusCode).toBe(403);
    const edited = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { allowEarlyResults: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ tournament: Tournament }>().tournament.allowEarlyResults).toBe(true);
    expect((await c.detail(a.owner, match.id)).viewer).toMatchObject({ canSubmitResult: true, resultsOpenAt: null });
    expect((await c.submit(a.owner, match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(201);
  });

  it('a league fixture weeks ahead waits for its week unless the league allows early results', async () => {
    const organizer = await c.player();
    const league = await c.createLeague(organizer, { name: 'Weekly League' });
    expect(league.allowEarlyResults).toBe(false);
    const teams = [await c.teamOf(), await c.teamOf()];
    for (const f of teams) {
      const res = await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).statusCode).toBe(201);
    const fixtures = (await c.call('GET', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).json<{
      weeks: { matches: Match[] }[];
    }>();
    const match = fixtures.weeks[0]!.matches[0]!;
    const home = teams.find((f) => f.team.id === match.a?.participant?.teamId)!;
    const res = await c.submit(home.owner, match.id, { scoreA: 1, scoreB: 0 });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('match_not_started');

    const patched = await c.call('PATCH', `/api/leagues/${league.id}`, organizer.cookie, { allowEarlyResults: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ league: League }>().league.allowEarlyResults).toBe(true);
    expect((await c.submit(home.owner, match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(201);
  });
});
