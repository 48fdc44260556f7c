import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueFixtures, MatchCheckInState, Tournament } from '@esn/contract';
import { createTestApp, openTestDatabase, sameDatabase, type TestApp } from '../../../test/helper';
import type { Database } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import type { Person } from '../teams/test-kit';
import { inHours } from '../tournaments/test-kit';
import { matchesRepository } from './matches.repository';
import { resultsClient } from './results-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const CHECK_IN = { matchCheckInEnabled: true, matchCheckInGraceMinutes: 10, forfeitNoShow: true };

/** The steps of the match-day clock's tests: a ready match scheduled at a time of the test's clock. */
function clockKit(t: TestApp) {
  const c = resultsClient(t);
  const reschedule = (matchId: string, at: Date) =>
    matchesRepository.update(t.app.ctx.db, matchId, { scheduledAt: at });

  async function scheduled(at: Date, over: Record<string, unknown> = {}) {
    const { tour, organizer, teamOf } = await c.bracketOf(2, over);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await reschedule(match.id, at);
    return { tour, organizer, match, a, b };
  }

  const state = async (p: Person, matchId: string) => {
    const res = await c.call('GET', `/api/matches/${matchId}/check-in`, p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MatchCheckInState>();
  };
  const checkIn = (p: Person, matchId: string) => c.call('POST', `/api/matches/${matchId}/check-in`, p.cookie);
  const answer = (p: Person, matchId: string, verb: 'accept' | 'decline') =>
    c.call('POST', `/api/matches/${matchId}/forfeit/${verb}`, p.cookie);
  const reminders = async (p: Person, matchId: string) =>
    (await c.told(p, 'match_reminder', matchId)).map((n) => n.params.kind);

  return { ...c, reschedule, scheduled, state, checkIn, answer, reminders };
}

describe('match reminders, on one process', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let k: ReturnType<typeof clockKit>;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    k = clockKit(t);
  });
  afterAll(() => t.close());
  const run = () => t.app.ctx.work.runAll('match-reminders');

  it('a day and an hour before, once each, to both rosters and the organizer', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 30 * HOUR);
    const { match, organizer, a, b } = await k.scheduled(at);
    expect(await run()).toBe(0);
    clock.set(new Date(at.getTime() - 24 * HOUR));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    for (const p of [organizer, a.owner, b.owner]) expect(await k.reminders(p, match.id)).toEqual(['24h']);
    clock.set(new Date(at.getTime() - HOUR + MINUTE));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    for (const p of [organizer, a.owner, b.owner])
      expect((await k.reminders(p, match.id)).sort()).toEqual(['1h', '24h']);
    const [n] = await k.told(a.owner, 'match_reminder', match.id);
    expect(n).toMatchObject({ actionUrl: `/matches/${match.id}`, senderId: null });
    expect(n!.params.at).toBe(at.toISOString());
  });

  it('follows a moved time: the reminders go out again for the new one', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 2 * HOUR);
    const { match, a } = await k.scheduled(at);
    expect(await run()).toBe(1); // within the day: the 24-hour one
    const later = new Date(at.getTime() + 48 * HOUR);
    await k.reschedule(match.id, later);
    clock.set(new Date(at.getTime() - HOUR));
    expect(await run()).toBe(0); // the old time's hour is nothing now
    clock.set(new Date(later.getTime() - 23 * HOUR));
    expect(await run()).toBe(1);
    expect(await k.reminders(a.owner, match.id)).toEqual(['24h', '24h']);
  });

  it('is never sent late: a match that started while nobody swept is reminded of nothing', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 3 * HOUR);
    const { match, a } = await k.scheduled(at);
    clock.set(new Date(at.getTime() + 5 * MINUTE));
    expect(await run()).toBe(0);
    expect(await k.reminders(a.owner, match.id)).toEqual([]);
  });
});

/** Two apps on one database stand for two processes (each its own pool), as in deadlines.test.ts. */
describe('the match-day clock across processes', () => {
  const clockA = new ManualClock();
  const clockB = new ManualClock();
  let db: Database;
  let one: TestApp;
  let two: TestApp;
  let k: ReturnType<typeof clockKit>;
  beforeAll(async () => {
    db = await openTestDatabase();
    one = await createTestApp({}, db, { clock: clockA });
    two = await createTestApp({}, await sameDatabase(db), { clock: clockB });
    k = clockKit(one);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('two processes sweeping at the same moment send each reminder once', async () => {
    const now = new Date();
    clockA.set(now);
    const ats = [1, 2, 3].map((h) => new Date(now.getTime() + h * 10 * MINUTE + 30 * MINUTE));
    const made = [];
    for (const at of ats) made.push(await k.scheduled(at));
    clockB.set(now);
    const [x, y] = await Promise.all([
      one.app.ctx.work.runAll('match-reminders'),
      two.app.ctx.work.runAll('match-reminders'),
    ]);
    expect(x + y).toBe(3);
    await Promise.all([one.app.ctx.events.settled(), two.app.ctx.events.settled()]);
    for (const { match, a, b, organizer } of made)
      for (const p of [a.owner, b.owner, organizer]) expect(await k.reminders(p, match.id)).toEqual(['1h']);
  });

  it('two processes judging the same grace offer the forfeit once', async () => {
    const now = new Date();
    clockA.set(now);
    const at = new Date(now.getTime() + 10 * MINUTE);
    const { match, a } = await k.scheduled(at, CHECK_IN);
    expect((await k.checkIn(a.owner, match.id)).statusCode).toBe(200);
    clockA.set(new Date(at.getTime() + 10 * MINUTE));
    clockB.set(new Date(at.getTime() + 10 * MINUTE));
    const [x, y] = await Promise.all([
      one.app.ctx.work.runAll('match-no-shows'),
      two.app.ctx.work.runAll('match-no-shows'),
    ]);
    expect(x + y).toBe(1);
    await Promise.all([one.app.ctx.events.settled(), two.app.ctx.events.settled()]);
    expect(await k.told(a.owner, 'match_forfeit_offer', match.id)).toHaveLength(1);
  });

  it('a check-in racing the end of the grace either counts or is refused, never lost', async () => {
    const now = new Date();
    clockA.set(now);
    const at = new Date(now.getTime() + 10 * MINUTE);
    const { match, a, b } = await k.scheduled(at, CHECK_IN);
    expect((await k.checkIn(a.owner, match.id)).statusCode).toBe(200);
    // Process one still sees the grace's last millisecond; process two is past it.
    clockA.set(new Date(at.getTime() + 10 * MINUTE - 1));
    clockB.set(new Date(at.getTime() + 10 * MINUTE));
    const [res, judged] = await Promise.all([k.checkIn(b.owner, match.id), two.app.ctx.work.runAll('match-no-shows')]);
    expect(judged).toBe(1);
    const s = await k.state(a.owner, match.id);
    if (res.statusCode === 200) expect(s.decision?.outcome).toBe('both');
    else {
      expect(codeOf(res)).toBe('match_check_in_closed');
      expect(s.decision).toMatchObject({ outcome: 'offered', side: 'a' });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the match-day clock across a restart', () => {
  it('a process started after the moment sends the reminder and judges the grace, once', async () => {
    const clock = new ManualClock();
    const db = await openTestDatabase();
    const reopened = await sameDatabase(db);
    const first = await createTestApp({}, db, { clock });
    const k = clockKit(first);
    const at = new Date(clock.now().getTime() + 3 * HOUR);
    const { match, a, organizer } = await k.scheduled(at, { ...CHECK_IN, forfeitNoShow: false });
    await first.close();
    // Down until 50 minutes before the match: the 24-hour reminder is due still, then the hour's, then the grace.
    const later = new ManualClock(new Date(at.getTime() - 50 * MINUTE));
    const second = await createTestApp({}, reopened, { clock: later });
    try {
      const k2 = clockKit(second);
      expect(await second.app.ctx.work.runAll('match-reminders')).toBe(1);
      expect(await second.app.ctx.work.runAll('match-reminders')).toBe(0);
      expect(await k2.reminders(a.owner, match.id)).toEqual(['1h']);
      later.set(new Date(at.getTime() + 11 * MINUTE));
      second.app.ctx.work.start();
      await expect
        .poll(async () => (await k2.told(organizer, 'match_no_show', match.id)).length, { timeout: 5_000 })
        .toBe(1);
      expect(await second.app.ctx.work.runAll('match-no-shows')).toBe(0);
      const [n] = await k2.told(organizer, 'match_no_show', match.id);
      expect(n!.params.reason).toBe('none');
    } finally {
      await second.close();
    }
  });
});

describe('check-in and the forfeit', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let k: ReturnType<typeof clockKit>;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    k = clockKit(t);
  });
  afterAll(() => t.close());
  const judge = () => t.app.ctx.work.runAll('match-no-shows');

  it('the organizer sets the check-in in the event’s settings', async () => {
    const organizer = await k.player();
    const tour = await k.host(organizer, CHECK_IN);
    expect(tour).toMatchObject(CHECK_IN);
    const res = await k.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, {
      matchCheckInGraceMinutes: 20,
      forfeitNoShow: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ tournament: Tournament }>().tournament).toMatchObject({
      matchCheckInEnabled: true,
      matchCheckInGraceMinutes: 20,
      forfeitNoShow: false,
    });
    const bad = await k.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, {
      matchCheckInGraceMinutes: 500,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens 15 minutes before, takes the sides only, once each, and closes after the grace', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 20 * MINUTE);
    const { match, a, b } = await k.scheduled(at, CHECK_IN);
    const outsider = await k.player();
    const early = await k.checkIn(a.owner, match.id);
    expect(early.statusCode).toBe(400);
    expect(codeOf(early)).toBe('match_check_in_not_open');
    expect((await k.state(a.owner, match.id)).phase).toBe('upcoming');

    clock.set(new Date(at.getTime() - 15 * MINUTE));
    expect((await k.checkIn(outsider, match.id)).statusCode).toBe(403);
    const ok = await k.checkIn(a.owner, match.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MatchCheckInState>()).toMatchObject({
      phase: 'open',
      mySides: ['a'],
      canCheckIn: false,
      sides: { a: { checkedIn: true }, b: { checkedIn: false } },
      opensAt: new Date(at.getTime() - 15 * MINUTE).toISOString(),
      closesAt: new Date(at.getTime() + 10 * MINUTE).toISOString(),
    });
    expect((await k.checkIn(a.owner, match.id)).statusCode).toBe(200);
    expect(await k.state(b.owner, match.id)).toMatchObject({ mySides: ['b'], canCheckIn: true });
    const exported = (await k.call('GET', '/api/me/export', a.owner.cookie)).json<{ matchCheckIns: unknown[] }>();
    expect(exported.matchCheckIns).toEqual([
      expect.objectContaining({ matchId: match.id, side: 'a', scheduledFor: at.toISOString() }),
    ]);

    clock.set(new Date(at.getTime() + 10 * MINUTE));
    const late = await k.checkIn(b.owner, match.id);
    expect(late.statusCode).toBe(400);
    expect(codeOf(late)).toBe('match_check_in_closed');
  });

  it('an event without check-in refuses it', async () => {
    const now = new Date();
    clock.set(now);
    const { match, a } = await k.scheduled(new Date(now.getTime() + 5 * MINUTE));
    const res = await k.checkIn(a.owner, match.id);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('match_check_in_disabled');
    expect((await k.state(a.owner, match.id)).phase).toBe('off');
  });

  it('one side came: it is offered the win, takes it, and the match is a walkover', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 10 * MINUTE);
    const { match, a, b, organizer } = await k.scheduled(at, CHECK_IN);
    expect((await k.checkIn(a.owner, match.id)).statusCode).toBe(200);
    expect(codeOf(await k.answer(a.owner, match.id, 'accept'))).toBe('forfeit_not_offered');
    clock.set(new Date(at.getTime() + 10 * MINUTE - 1));
    expect(await judge()).toBe(0);
    clock.set(new Date(at.getTime() + 10 * MINUTE));
    expect(await judge()).toBe(1);
    expect(await judge()).toBe(0);
    expect(await k.told(a.owner, 'match_forfeit_offer', match.id)).toHaveLength(1);
    expect(await k.state(a.owner, match.id)).toMatchObject({
      phase: 'closed',
      decision: { outcome: 'offered', side: 'a' },
      canAnswerForfeit: true,
    });
    expect((await k.state(b.owner, match.id)).canAnswerForfeit).toBe(false);
    expect((await k.answer(b.owner, match.id, 'accept')).statusCode).toBe(403);

    const taken = await k.answer(a.owner, match.id, 'accept');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<MatchCheckInState>()).toMatchObject({
      decision: { outcome: 'accepted' },
      canAnswerForfeit: false,
    });
    expect((await k.detail(organizer, match.id)).match).toMatchObject({ status: 'completed', winner: 'a' });
    // The history says the side took it (its owner, acting for side a), not that an organizer decided it.
    expect((await k.history(organizer, match.id)).map((h) => [h.kind, h.actor?.id, h.side])).toEqual([
      ['walkover', a.owner.user.id, 'a'],
    ]);
    for (const p of [b.owner, organizer]) expect(await k.told(p, 'match_forfeit_awarded', match.id)).toHaveLength(1);
    expect(codeOf(await k.answer(a.owner, match.id, 'accept'))).toBe('forfeit_not_offered');
  });

  it('declined, the match stays open and the organizer is told', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 10 * MINUTE);
    const { match, a, organizer } = await k.scheduled(at, CHECK_IN);
    await k.checkIn(a.owner, match.id);
    clock.set(new Date(at.getTime() + 11 * MINUTE));
    expect(await judge()).toBe(1);
    const res = await k.answer(a.owner, match.id, 'decline');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MatchCheckInState>().decision?.outcome).toBe('declined');
    expect((await k.detail(organizer, match.id)).match.status).toBe('ready');
    const [n] = await k.told(organizer, 'match_no_show', match.id);
    expect(n!.params.reason).toBe('declined');
    expect((await k.answer(a.owner, match.id, 'accept')).statusCode).toBe(409);
  });

  it('nobody came, or one side without forfeits: the organizer is told; both came: nothing', async () => {
    const now = new Date();
    clock.set(now);
    const at = new Date(now.getTime() + 10 * MINUTE);
    const none = await k.scheduled(at, CHECK_IN);
    const one = await k.scheduled(at, { ...CHECK_IN, forfeitNoShow: false });
    const both = await k.scheduled(at, CHECK_IN);
    await k.checkIn(one.b.owner, one.match.id);
    await k.checkIn(both.a.owner, both.match.id);
    await k.checkIn(both.b.owner, both.match.id);
    clock.set(new Date(at.getTime() + 10 * MINUTE));
    expect(await judge()).toBe(3);
    expect((await k.told(none.organizer, 'match_no_show', none.match.id)).map((n) => n.params.reason)).toEqual([
      'none',
    ]);
    expect((await k.told(one.organizer, 'match_no_show', one.match.id)).map((n) => n.params.reason)).toEqual(['one']);
    expect(await k.told(one.b.owner, 'match_forfeit_offer', one.match.id)).toHaveLength(0);
    expect(await k.told(both.organizer, 'match_no_show', both.match.id)).toHaveLength(0);
    expect((await k.state(both.a.owner, both.match.id)).decision?.outcome).toBe('both');
  });
});

describe('check-in in a league', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let k: ReturnType<typeof clockKit>;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    k = clockKit(t);
  });
  afterAll(() => t.close());

  it('the organizer sets it in the league’s settings; a fixture’s team checks in', async () => {
    clock.set(new Date());
    const organizer = await k.player();
    const body = { name: 'Clock League', game: 'valorant', season: 'S1', startsAt: inHours(24), ...CHECK_IN };
    const created = await k.call('POST', '/api/leagues', organizer.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json<{ league: League }>().league;
    expect(league).toMatchObject(CHECK_IN);
    const patched = await k.call('PATCH', `/api/leagues/${league.id}`, organizer.cookie, { forfeitNoShow: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ league: League }>().league).toMatchObject({ ...CHECK_IN, forfeitNoShow: false });
    const stranger = await k.player();
    expect(
      (await k.call('PATCH', `/api/leagues/${league.id}`, stranger.cookie, { matchCheckInEnabled: false })).statusCode,
    ).toBe(403);

    const teams = [await k.teamOf(), await k.teamOf()];
    for (const f of teams)
      expect(
        (await k.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id })).statusCode,
      ).toBe(201);
    expect((await k.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).statusCode).toBe(201);
    const fixtures = (
      await k.call('GET', `/api/leagues/${league.id}/fixtures`, organizer.cookie)
    ).json<LeagueFixtures>();
    const match = fixtures.weeks[0]!.matches[0]!;
    const home = teams.find((f) => f.team.id === match.a?.participant?.teamId)!;
    await k.reschedule(match.id, new Date(clock.now().getTime() + 5 * MINUTE));
    const res = await k.checkIn(home.owner, match.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MatchCheckInState>()).toMatchObject({ mySides: ['a'], sides: { a: { checkedIn: true } } });
  });
});
