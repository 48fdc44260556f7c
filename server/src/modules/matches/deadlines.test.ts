import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApproveResultResponse, SiteSettings, TournamentDetail } from '@esn/contract';
import { createTestApp, openTestDatabase, sameDatabase, type TestApp } from '../../../test/helper';
import type { Database } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { resultsClient } from './results-kit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

/**
 * Results nobody answers are approved at their deadline by the deferred-work sweep that every process runs; the
 * clock is the test's, so "a day later" takes no time.
 */
describe('approval at the deadline, on one process', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let c: ReturnType<typeof resultsClient>;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    c = resultsClient(t);
  });
  afterAll(() => t.close());

  it('nothing happens before the deadline; after it the result is approved once, answers are 409, the submitter hears it', async () => {
    clock.set(new Date());
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const result = await c.submitted(a.owner, match.id, 2, 0);
    expect(Date.parse(result.approvalDeadline)).toBe(clock.now().getTime() + DAY);

    clock.advance(DAY - 1);
    expect(await t.app.ctx.work.runAll('match-result-deadlines')).toBe(0);
    expect((await c.detail(b.owner, match.id)).viewer.canDecideResult).toBe(true);

    clock.advance(1);
    expect((await c.detail(b.owner, match.id)).viewer.canDecideResult).toBe(false);
    const late = await c.decide(b.owner, match.id, true);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('approval_deadline_passed');
    expect(await t.app.ctx.work.runAll('match-result-deadlines')).toBe(1);
    expect(await t.app.ctx.work.runAll('match-result-deadlines')).toBe(0);

    const after = await c.detail(organizer, match.id);
    expect(after.match).toMatchObject({
      status: 'completed',
      winner: 'a',
      resultApprovedAt: clock.now().toISOString(),
    });
    expect(after.submission).toBeNull();
    expect(codeOf(await c.decide(b.owner, match.id, false))).toBe('match_result_decided');
    const [heard] = await c.told(a.owner, 'match_result_approval', match.id);
    expect(heard).toMatchObject({ senderId: null });
    expect(heard!.params.outcome).toBe('auto_approved');
    const history = await c.history(organizer, match.id);
    expect(history.map((h) => [h.kind, h.actor])).toEqual([
      ['result_submitted', expect.objectContaining({ id: a.owner.user.id })],
      ['result_auto_approved', null],
    ]);
  });

  it('the admin shortens the window: a new result is due after the set minutes', async () => {
    clock.set(new Date());
    const admin = await c.admin();
    const set = await c.call('PATCH', '/api/admin/settings', admin.cookie, { matchResultApprovalMinutes: 2 });
    expect(set.json<SiteSettings>().matchResultApprovalMinutes).toBe(2);
    try {
      const { tour, organizer, teamOf } = await c.bracketOf(2);
      const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
      const result = await c.submitted(a.owner, match.id, 0, 3);
      expect(Date.parse(result.approvalDeadline) - Date.parse(result.resultSubmittedAt)).toBe(2 * MINUTE);
      clock.advance(2 * MINUTE);
      expect(await t.app.ctx.work.runAll('match-result-deadlines')).toBe(1);
      const done = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
      expect(done.tournament.status).toBe('completed');
    } finally {
      await c.call('PATCH', '/api/admin/settings', admin.cookie, { matchResultApprovalMinutes: 1440 });
    }
  });

  it('a result of a cancelled tournament is void at once and never approved', async () => {
    clock.set(new Date());
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 2, 0);
    const cancelled = await c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await c.pending(organizer, match.id)).statusCode).toBe(404);
    clock.advance(DAY);
    expect(await t.app.ctx.work.runAll('match-result-deadlines')).toBe(0);
    expect((await c.detail(organizer, match.id)).match.status).toBe('cancelled');
    expect((await c.pending(organizer, match.id)).statusCode).toBe(404);
  });
});

/**
 * Several processes share one database: each runs the sweep, each piece of work happens once. Two apps on one
 * database stand for two processes (on PostgreSQL each has its own pool; PGlite has one connection per folder).
 */
describe('approval at the deadline, across processes', () => {
  const clockA = new ManualClock();
  const clockB = new ManualClock();
  let db: Database;
  let one: TestApp;
  let two: TestApp;
  let c: ReturnType<typeof resultsClient>;
  beforeAll(async () => {
    db = await openTestDatabase();
    one = await createTestApp({}, db, { clock: clockA });
    two = await createTestApp({}, await sameDatabase(db), { clock: clockB });
    c = resultsClient(one);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('two processes sweeping at the same moment approve each result exactly once', async () => {
    const now = new Date();
    clockA.set(now);
    const { tour, organizer, teamOf } = await c.bracketOf(8);
    const submitted: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
      await c.submitted(a.owner, match.id, 1, 0);
      submitted.push(match.id);
      // The next ready match is another one: this one is waiting now.
    }
    clockA.set(new Date(now.getTime() + DAY));
    clockB.set(new Date(now.getTime() + DAY));
    const [x, y] = await Promise.all([
      one.app.ctx.work.runAll('match-result-deadlines'),
      two.app.ctx.work.runAll('match-result-deadlines'),
    ]);
    expect(x + y).toBe(4);
    await two.app.ctx.events.settled();
    for (const id of submitted) {
      const history = await c.history(organizer, id);
      expect(history.filter((h) => h.kind === 'result_auto_approved')).toHaveLength(1);
    }
    // Round 2 was filled by the four winners exactly once each.
    const round2 = (await c.matchesOf(tour.id, organizer.cookie)).filter((m) => m.position.round === 2);
    expect(round2.every((m) => m.status === 'ready')).toBe(true);
  });

  it('an answer racing the automatic approval: exactly one wins', async () => {
    const now = new Date();
    clockA.set(now);
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 3, 1);
    // Process one still sees the last millisecond before the deadline; process two is past it.
    clockA.set(new Date(now.getTime() + DAY - 1));
    clockB.set(new Date(now.getTime() + DAY));
    const [answer, swept] = await Promise.all([
      c.decide(b.owner, match.id, false),
      two.app.ctx.work.runAll('match-result-deadlines'),
    ]);
    await Promise.all([one.app.ctx.events.settled(), two.app.ctx.events.settled()]);
    const kinds = (await c.history(organizer, match.id)).map((h) => h.kind);
    if (answer.statusCode === 200) {
      expect(swept).toBe(0);
      expect(answer.json<ApproveResultResponse>().outcome).toBe('disputed');
      expect(kinds).toEqual(['result_submitted', 'result_rejected']);
    } else {
      expect(answer.statusCode).toBe(409);
      expect(swept).toBe(1);
      expect(kinds).toEqual(['result_submitted', 'result_auto_approved']);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('approval at the deadline, across a restart', () => {
  it('a result submitted before a restart is approved by the process that starts after its deadline', async () => {
    const clock = new ManualClock();
    const db = await openTestDatabase();
    const reopened = await sameDatabase(db);
    const first = await createTestApp({}, db, { clock });
    const c = resultsClient(first);
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 2, 1);
    // The first process stops; a new one opens the same database after the deadline.
    await first.close();
    const later = new ManualClock(new Date(clock.now().getTime() + DAY + MINUTE));
    const second = await createTestApp({}, reopened, { clock: later });
    try {
      second.app.ctx.work.start();
      const c2 = resultsClient(second);
      await expect
        .poll(async () => (await c2.detail(organizer, match.id)).match.status, { timeout: 5_000 })
        .toBe('completed');
      expect((await c2.history(organizer, match.id)).map((h) => h.kind)).toEqual([
        'result_submitted',
        'result_auto_approved',
      ]);
    } finally {
      await second.close();
    }
  });
});
