import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { liveSockets } from '../../../test/live';
import { matchesRepository } from './matches.repository';
import { resultsClient } from './results-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;
let live: Awaited<ReturnType<typeof liveSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
  live = await liveSockets(t);
});
afterAll(async () => {
  live.close();
  await t.close();
});

describe('match-changed', () => {
  it('each step of a result reaches both rosters and the organizer; not the other teams or outsiders', async () => {
    const { tour, organizer, entries, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const player = await c.player();
    await c.addMember(b, player, 'player');
    const elsewhere = entries.map((e) => e.team).find((f) => f.team.id !== a.team.id && f.team.id !== b.team.id)!;
    const outsider = await c.player();
    const [aTab, bTab, playerTab, organizerTab, elsewhereTab, outsiderTab] = await live.socketsOf(
      a.owner,
      b.owner,
      player,
      organizer,
      elsewhere.owner,
      outsider,
    );
    const changed = { matchId: match.id, tournamentId: tour.id, leagueId: null };
    const everyone = [aTab, bTab, playerTab, organizerTab];

    await c.submitted(a.owner, match.id, 2, 1);
    await live.drain();
    for (const tab of everyone) expect(tab.of('match-changed')).toEqual([changed]);
    for (const tab of [elsewhereTab, outsiderTab]) expect(tab.of('match-changed')).toEqual([]);

    for (const tab of everyone) tab.clear();
    const approved = await c.decide(b.owner, match.id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    await live.drain();
    for (const tab of everyone) {
      expect(tab.of('match-changed').length).toBeGreaterThan(0);
      for (const p of tab.of('match-changed')) expect(p).toEqual(changed);
    }
    for (const tab of [elsewhereTab, outsiderTab]) expect(tab.of('match-changed')).toEqual([]);
  });

  it('a side checking in reaches the other side and the organizer at once (their check-in panels read again)', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2, {
      matchCheckInEnabled: true,
      matchCheckInGraceMinutes: 10,
      forfeitNoShow: true,
    });
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    // Five minutes from now: the check-in (open from 15 minutes before) is open.
    await matchesRepository.update(t.app.ctx.db, match.id, { scheduledAt: new Date(Date.now() + 5 * 60_000) });
    const outsider = await c.player();
    const [bTab, organizerTab, outsiderTab] = await live.socketsOf(b.owner, organizer, outsider);
    const res = await c.call('POST', `/api/matches/${match.id}/check-in`, a.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    await live.drain();
    const changed = { matchId: match.id, tournamentId: tour.id, leagueId: null };
    for (const tab of [bTab, organizerTab]) expect(tab.of('match-changed')).toEqual([changed]);
    expect(outsiderTab.of('match-changed')).toEqual([]);
  });
});
