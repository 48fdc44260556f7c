import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueFixtures, Match, MatchSchedule } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { resultsClient } from './results-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

const schedule = (by: Person, id: string) => c.call('GET', `/api/matches/${id}/schedule`, by.cookie);
const propose = (by: Person, id: string, times: string[]) =>
  c.call('POST', `/api/matches/${id}/schedule/proposals`, by.cookie, { times });
const accept = (by: Person, id: string, body: Record<string, unknown>) =>
  c.call('POST', `/api/matches/${id}/schedule/accept`, by.cookie, body);
const setTime = (by: Person, id: string, scheduledAt: string | null) =>
  c.call('PUT', `/api/matches/${id}/schedule`, by.cookie, { scheduledAt });
const playBy = (by: Person, tournamentId: string, round: number, at: string | null) =>
  c.call('PUT', `/api/tournaments/${tournamentId}/rounds/${round}/play-by`, by.cookie, { playBy: at });

async function readyMatch() {
  const { tour, organizer, teamOf } = await c.bracketOf(4);
  return { tour, organizer, ...(await c.readyMatch(tour.id, organizer, teamOf)) };
}

describe('scheduling a match between its sides', () => {
  it('side A proposes, side B is told and accepts one: it is the match’s time and the proposals close', async () => {
    const { match, a, b } = await readyMatch();
    const times = [inHours(72), inHours(50)];
    const res = await propose(a.owner, match.id, times);
    expect(res.statusCode, res.body).toBe(201);
    const proposed = res.json<MatchSchedule>();
    expect(proposed).toMatchObject({ state: 'proposed', proposedBy: 'a', viewer: { actsFor: 'a', canAccept: false } });
    // Earliest first.
    expect(proposed.proposals.map((p) => p.time)).toEqual([times[1], times[0]]);

    const [told] = await c.told(b.owner, 'match_time_proposed', match.id);
    expect(told?.params).toMatchObject({ count: 2, first: Date.parse(times[1]!), nickname: a.owner.user.nickname });
    expect(told?.actionUrl).toBe(`/matches/${match.id}`);
    expect(await c.told(a.owner, 'match_time_proposed', match.id)).toEqual([]);

    const seen = (await schedule(b.owner, match.id)).json<MatchSchedule>();
    expect(seen.viewer).toMatchObject({ actsFor: 'b', canAccept: true, canPropose: true, canSetTime: false });

    const own = await accept(a.owner, match.id, { proposalId: proposed.proposals[0]!.id });
    expect(own.statusCode).toBe(403);
    expect(codeOf(own)).toBe('schedule_own_proposal');

    const ok = await accept(b.owner, match.id, { time: times[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MatchSchedule>()).toMatchObject({ state: 'scheduled', scheduledAt: times[0], proposals: [] });
    expect((await c.detail(a.owner, match.id)).match.scheduledAt).toBe(times[0]);
    const [accepted] = await c.told(a.owner, 'match_time_accepted', match.id);
    expect(accepted?.params).toMatchObject({ at: Date.parse(times[0]!) });

    const again = await accept(b.owner, match.id, { proposalId: proposed.proposals[1]!.id });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('schedule_proposal_closed');

    // The proposer's data export lists his proposals, as they ended.
    const exported = (await c.call('GET', '/api/me/export', a.owner.cookie)).json<{
      matchTimeProposals: { matchId: string; time: string; status: string }[];
    }>();
    expect(exported.matchTimeProposals.map((p) => [p.matchId, p.time, p.status]).sort()).toEqual(
      [
        [match.id, times[0], 'accepted'],
        [match.id, times[1], 'closed'],
      ].sort(),
    );
  });

  it('a counter-proposal replaces the open times, and the first side may accept it', async () => {
    const { match, a, b } = await readyMatch();
    const first = (await propose(a.owner, match.id, [inHours(60)])).json<MatchSchedule>();
    const counter = await propose(b.owner, match.id, [inHours(70), inHours(80), inHours(90)]);
    expect(counter.statusCode, counter.body).toBe(201);
    expect(counter.json<MatchSchedule>()).toMatchObject({ proposedBy: 'b' });
    expect(counter.json<MatchSchedule>().proposals).toHaveLength(3);
    const stale = await accept(b.owner, match.id, { proposalId: first.proposals[0]!.id });
    expect(stale.statusCode).toBe(409);
    const last = counter.json<MatchSchedule>().proposals[2]!;
    const ok = await accept(a.owner, match.id, { proposalId: last.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MatchSchedule>().scheduledAt).toBe(last.time);
  });

  it('refuses outsiders (403) and bad times: more than three, in the past, repeated, not a date (400)', async () => {
    const { match, a, b } = await readyMatch();
    const outsider = await c.player();
    expect((await schedule(outsider, match.id)).statusCode).toBe(200);
    const res = await propose(outsider, match.id, [inHours(60)]);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('not_match_side');
    expect((await propose(a.owner, match.id, [inHours(60), inHours(61), inHours(62), inHours(63)])).statusCode).toBe(
      400,
    );
    expect((await propose(a.owner, match.id, [])).statusCode).toBe(400);
    expect((await propose(a.owner, match.id, ['tomorrow'])).statusCode).toBe(400);
    const past = await propose(a.owner, match.id, [inHours(60), inHours(-1)]);
    expect(past.statusCode).toBe(400);
    expect(codeOf(past)).toBe('schedule_time_past');
    const same = inHours(60);
    const repeated = await propose(a.owner, match.id, [same, same]);
    expect(codeOf(repeated)).toBe('schedule_times_repeated');
    // Nothing half-written: no proposal is open.
    expect((await schedule(b.owner, match.id)).json<MatchSchedule>().proposals).toEqual([]);

    expect((await propose(a.owner, match.id, [inHours(60)])).statusCode).toBe(201);
    const id = (await schedule(b.owner, match.id)).json<MatchSchedule>().proposals[0]!.id;
    const stranger = await accept(outsider, match.id, { proposalId: id });
    expect(stranger.statusCode).toBe(403);
    expect((await accept(b.owner, match.id, { proposalId: id, extra: 1 })).statusCode).toBe(400);
    expect((await propose(a.owner, 'nope', [inHours(60)])).statusCode).toBe(404);
  });

  it('the round’s play-by deadline: set by the organizer only, and no time after it (a translated 400)', async () => {
    const { tour, organizer, match, a } = await readyMatch();
    const deadline = inHours(96);
    expect((await playBy(a.owner, tour.id, 1, deadline)).statusCode).toBe(403);
    const set = await playBy(organizer, tour.id, 1, deadline);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ round: 1, playBy: deadline });
    expect((await schedule(a.owner, match.id)).json<MatchSchedule>().playBy).toBe(deadline);

    const late = await propose(a.owner, match.id, [inHours(60), inHours(100)]);
    expect(late.statusCode).toBe(400);
    expect(codeOf(late)).toBe('schedule_after_play_by');
    expect(late.json<{ message: string }>().message).toContain('play-by');
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/schedule/proposals`,
      headers: { cookie: a.owner.cookie, 'accept-language': 'tr' },
      payload: { times: [inHours(100)] },
    });
    expect(tr.json<{ message: string }>().message).toContain('son oynanma tarihinden');
    expect((await propose(a.owner, match.id, [inHours(90)])).statusCode).toBe(201);

    // Moved later by the organizer (an upsert), then removed.
    expect((await playBy(organizer, tour.id, 1, inHours(200))).statusCode).toBe(200);
    expect((await propose(a.owner, match.id, [inHours(150)])).statusCode).toBe(201);
    expect((await playBy(organizer, tour.id, 1, null)).json()).toEqual({ round: 1, playBy: null });
    expect((await schedule(a.owner, match.id)).json<MatchSchedule>().playBy).toBeNull();
    expect((await playBy(organizer, '00000000-0000-4000-8000-000000000000', 1, null)).statusCode).toBe(404);
  });

  it('the organizer sets the time directly: the proposals close and both sides are told; a side may not', async () => {
    const { organizer, match, a, b } = await readyMatch();
    await propose(a.owner, match.id, [inHours(60)]);
    const refused = await setTime(a.owner, match.id, inHours(30));
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('not_organizer');
    expect((await schedule(organizer, match.id)).json<MatchSchedule>().viewer.canSetTime).toBe(true);
    const at = inHours(30);
    const res = await setTime(organizer, match.id, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MatchSchedule>()).toMatchObject({ state: 'scheduled', scheduledAt: at, proposals: [] });
    for (const side of [a, b]) {
      const [told] = await c.told(side.owner, 'match_time_set', match.id);
      expect(told?.params).toMatchObject({ at: Date.parse(at) });
    }
    const admin = await c.admin();
    expect((await setTime(admin, match.id, null)).json<MatchSchedule>()).toMatchObject({ scheduledAt: null });
  });

  it('two answers at once: one accepts, the other gets 409', async () => {
    const { match, a, b } = await readyMatch();
    const [p1, p2] = (await propose(a.owner, match.id, [inHours(60), inHours(61)])).json<MatchSchedule>().proposals;
    const results = await Promise.all([
      accept(b.owner, match.id, { proposalId: p1!.id }),
      accept(b.owner, match.id, { proposalId: p2!.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await schedule(a.owner, match.id)).json<MatchSchedule>();
    expect([p1!.time, p2!.time]).toContain(after.scheduledAt);
    expect(await c.told(a.owner, 'match_time_accepted', match.id)).toHaveLength(1);
  });
});

describe('a league week', () => {
  it('has its play-by deadline set by the league’s organizer; the fixture’s teams agree on a time before it', async () => {
    const organizer = await c.player();
    const body = { name: 'Week League', game: 'valorant', season: 'S1', startsAt: inHours(24) };
    const league = (await c.call('POST', '/api/leagues', organizer.cookie, body)).json<{ league: League }>().league;
    const teams = [await c.teamOf(), await c.teamOf()];
    for (const f of teams)
      await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
    expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).statusCode).toBe(201);
    const fixtures = (
      await c.call('GET', `/api/leagues/${league.id}/fixtures`, organizer.cookie)
    ).json<LeagueFixtures>();
    const match: Match = fixtures.weeks[0]!.matches[0]!;
    const home = teams.find((f) => f.team.id === match.a?.participant?.teamId)!;
    const away = teams.find((f) => f.team.id === match.b?.participant?.teamId)!;

    const url = `/api/leagues/${league.id}/rounds/1/play-by`;
    expect((await c.call('PUT', url, home.owner.cookie, { playBy: inHours(120) })).statusCode).toBe(403);
    expect((await c.call('PUT', url, organizer.cookie, { playBy: inHours(120) })).statusCode).toBe(200);
    expect((await c.call('PUT', url, organizer.cookie, { playBy: 'soon' })).statusCode).toBe(400);
    expect(codeOf(await propose(home.owner, match.id, [inHours(130)]))).toBe('schedule_after_play_by');
    const res = await propose(home.owner, match.id, [inHours(100)]);
    expect(res.statusCode, res.body).toBe(201);
    const ok = await accept(away.owner, match.id, { proposalId: res.json<MatchSchedule>().proposals[0]!.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MatchSchedule>()).toMatchObject({ state: 'scheduled', round: 1 });
  });
});
