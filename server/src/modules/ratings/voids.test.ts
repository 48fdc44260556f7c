import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminResult, AdminResultPage, AuditPage, type Game, type RatingList, type User } from '@esn/contract';
import { adminUser, createTestApp, type TestApp } from '../../../test/helper';
import { ratedMatches } from '../../db/schema/index';
import { resultsClient } from '../matches/results-kit';
import type { Person } from '../teams/test-kit';
import { usersRepository } from '../users/users.repository';
import { subjectKey } from './rating-math';
import { restoreResult, voidResult } from './ratings.service';
import { ratingsKit, replaySolos, soloMatch, type SoloResult } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;
let admin: { user: User; cookie: string };
let kit: ReturnType<typeof ratingsKit>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
  kit = ratingsKit(t);
  admin = await adminUser(t.app);
});
afterAll(() => t.close());

/** A made-up solo result (see test-kit). */
const solo = (a: string, b: string, scoreA: number, scoreB: number): SoloResult => ({
  match: soloMatch(randomUUID(), a, b),
  scoreA,
  scoreB,
});
const rateSolo = (game: string, r: SoloResult) => kit.rate(game, r.match, r.scoreA, r.scoreB);
const replayOf = (played: SoloResult[]) => replaySolos(played).skills;

const ratingsOf = async (userId: string, cookie: string): Promise<RatingList['items']> => {
  const res = await c.call('GET', `/api/users/${userId}/ratings`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RatingList>().items;
};

const voidCall = (matchId: string, cookie: string, body: unknown = { reason: 'Wrong roster fielded' }) =>
  c.call('POST', `/api/admin/results/${matchId}/void`, cookie, body);
const restoreCall = (matchId: string, cookie: string) => c.call('DELETE', `/api/admin/results/${matchId}/void`, cookie);

/** A solo tournament's final between two fresh players, settled by its host: a rated result. */
async function settledFinal(game: Game, scoreA = 1, scoreB = 0) {
  const host = await c.player();
  const tour = await c.host(host, { participantKind: 'solo', game, maxParticipants: 2 });
  const players: Person[] = [await c.player(), await c.player()];
  for (const p of players)
    expect((await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
  expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, host.cookie)).statusCode).toBe(201);
  const final = (await c.matchesOf(tour.id, host.cookie)).find((m) => m.status === 'ready')!;
  expect((await c.official(host, final.id, { scoreA, scoreB })).statusCode).toBe(200);
  const byId = (id: string | null | undefined) => players.find((p) => p.user.id === id)!;
  return { host, tour, final, a: byId(final.a!.participant!.userId), b: byId(final.b!.participant!.userId) };
}

describe('voiding a rated result', () => {
  it('recomputes the game without it, drops the rating of whoever it alone rated, and a restore gives the numbers back', async () => {
    const game = `void-${randomUUID()}`;
    const [u1, u2, u3, u4, u5] = Array.from({ length: 5 }, () => randomUUID());
    const m1 = solo(u1!, u2!, 1, 0);
    const m2 = solo(u1!, u3!, 2, 1);
    const m3 = solo(u2!, u3!, 0, 1);
    const m4 = solo(u4!, u5!, 1, 0);
    for (const m of [m1, m2, m3, m4]) await rateSolo(game, m);
    const before = await kit.stored(game);

    await voidResult(t.app.ctx, admin.user, m1.match.id, 'Played with a smurf account');
    // u2's win over nobody else: only m3 counts for him now; u1 keeps m2.
    expect(await kit.stored(game)).toEqual(new Map([...replayOf([m2, m3]), ...replayOf([m4])]));

    await voidResult(t.app.ctx, admin.user, m4.match.id, 'Never played');
    const after = await kit.stored(game);
    expect(after.has(subjectKey('user', u4!))).toBe(false);
    expect(after.has(subjectKey('user', u5!))).toBe(false);
    expect(after).toEqual(replayOf([m2, m3]));

    // Restored where it was first rated: the numbers are those before the void.
    await restoreResult(t.app.ctx, admin.user, m1.match.id);
    await restoreResult(t.app.ctx, admin.user, m4.match.id);
    expect(await kit.stored(game)).toEqual(before);
  });

  it('tells of everyone whose rating the recompute moved, not only the voided result’s two players', async () => {
    const game = `told-${randomUUID()}`;
    const [u1, u2, u3, u4] = Array.from({ length: 4 }, () => randomUUID());
    const first = solo(u1!, u2!, 1, 0);
    // u3 played u1 after the first result: voiding it moves u3's rating too.
    for (const m of [first, solo(u1!, u3!, 0, 1), solo(u4!, randomUUID(), 1, 0)]) await rateSolo(game, m);
    const told: string[][] = [];
    t.app.ctx.events.on('ratings.changed', (e) => {
      if (e.game === game) told.push(e.userIds);
    });
    await voidResult(t.app.ctx, admin.user, first.match.id, 'Never played');
    await vi.waitFor(() => expect(told).toHaveLength(1));
    expect([...told[0]!].sort()).toEqual([u1!, u2!, u3!].sort());
  });

  it('a voided result is not rated again by the backfill, nor by a correction until it is restored', async () => {
    const { host, final, a, b } = await settledFinal('apex');
    expect((await voidCall(final.id, admin.cookie)).statusCode).toBe(200);
    expect(await ratingsOf(a.user.id, a.cookie)).toEqual([]);
    expect(await ratingsOf(b.user.id, b.cookie)).toEqual([]);
    expect(await t.app.ctx.work.runAll('ratings-backfill')).toBe(0);
    expect(await ratingsOf(a.user.id, a.cookie)).toEqual([]);

    // The organizer corrects the score: the match takes it, the void stands.
    expect((await c.official(host, final.id, { scoreA: 0, scoreB: 2 })).statusCode).toBe(200);
    expect(await ratingsOf(b.user.id, b.cookie)).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(ratedMatches).where(eq(ratedMatches.matchId, final.id));
    expect(row).toMatchObject({ scoreA: 0, scoreB: 2 });
    expect(row!.voidedAt).not.toBeNull();

    // Restored, it counts with the corrected score: B won.
    expect((await restoreCall(final.id, admin.cookie)).statusCode).toBe(200);
    const [ra] = await ratingsOf(a.user.id, a.cookie);
    const [rb] = await ratingsOf(b.user.id, b.cookie);
    expect(ra).toMatchObject({ game: 'apex', games: 1 });
    expect(rb!.rating).toBeGreaterThan(ra!.rating);
  });

  it('the match page says its result was voided, and no longer once it is restored', async () => {
    const { final, a } = await settledFinal('pubg_mobile');
    expect((await c.detail(a, final.id)).resultVoided).toBe(false);
    expect((await voidCall(final.id, admin.cookie)).statusCode).toBe(200);
    const voided = await c.detail(a, final.id);
    expect(voided.resultVoided).toBe(true);
    expect(voided.match).toMatchObject({ status: 'completed', winner: 'a' });
    expect((await restoreCall(final.id, admin.cookie)).statusCode).toBe(200);
    expect((await c.detail(a, final.id)).resultVoided).toBe(false);
  });

  it('a voided result leaves the verified record’s statistics and the rating history', async () => {
    const { final, a } = await settledFinal('r6', 2, 0);
    const gamesOf = async () =>
      (await c.call('GET', `/api/users/${a.user.id}/record`, a.cookie)).json<{
        games: { game: string; matches: number }[];
      }>().games;
    expect((await gamesOf()).find((g) => g.game === 'r6')).toMatchObject({ matches: 1 });
    expect((await ratingsOf(a.user.id, a.cookie))[0]!.history).toHaveLength(1);
    expect((await voidCall(final.id, admin.cookie)).statusCode).toBe(200);
    expect((await gamesOf()).find((g) => g.game === 'r6')).toBeUndefined();
    expect(await ratingsOf(a.user.id, a.cookie)).toEqual([]);
  });
});

describe('the admin area’s results (HTTP)', () => {
  it('lists rated results with their sides and event, voids one with a reason (audited) and restores it', async () => {
    const { tour, final, a, b } = await settledFinal('tft', 1, 0);
    const list = await c.call('GET', `/api/admin/results?game=tft&q=${encodeURIComponent(tour.name)}`, admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const page = AdminResultPage.parse(list.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      matchId: final.id,
      game: 'tft',
      scoreA: 1,
      scoreB: 0,
      event: { kind: 'tournament', id: tour.id, name: tour.name },
      sideA: { kind: 'user', id: a.user.id, slug: a.user.nickname },
      sideB: { kind: 'user', id: b.user.id, slug: b.user.nickname },
      rated: 2,
      status: 'counted',
      voided: null,
    });

    // Found by the name the table shows too, not only by the nickname.
    const surname = `Kaya${randomUUID().slice(0, 8)}`;
    await usersRepository.update(t.app.db, a.user.id, { firstName: 'Zeynep', lastName: surname });
    const byName = await c.call('GET', `/api/admin/results?q=${surname}`, admin.cookie);
    expect(byName.json<AdminResultPage>().items).toMatchObject([
      { matchId: final.id, sideA: { name: `Zeynep ${surname}` } },
    ]);

    const voided = await voidCall(final.id, admin.cookie, { reason: '  Wrong roster fielded  ' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(AdminResult.parse(voided.json())).toMatchObject({
      status: 'voided',
      voided: { by: { id: admin.user.id }, reason: 'Wrong roster fielded' },
    });
    const onlyVoided = await c.call(
      'GET',
      `/api/admin/results?game=tft&status=voided&q=${encodeURIComponent(tour.name)}`,
      admin.cookie,
    );
    expect(onlyVoided.json<AdminResultPage>().items.map((r) => r.matchId)).toEqual([final.id]);
    const counted = await c.call(
      'GET',
      `/api/admin/results?game=tft&status=counted&q=${encodeURIComponent(tour.name)}`,
      admin.cookie,
    );
    expect(counted.json<AdminResultPage>().items).toEqual([]);

    const again = await voidCall(final.id, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'result_already_voided' });

    const restored = await restoreCall(final.id, admin.cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'counted', voided: null });
    const twice = await restoreCall(final.id, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'result_not_voided' });

    const log = AuditPage.parse((await c.call('GET', '/api/admin/audit-log?limit=10', admin.cookie)).json());
    const mine = log.items.filter((e) => e.targetId === final.id);
    expect(mine.map((e) => e.action)).toEqual(['result.restored', 'result.voided']);
    expect(mine[1]).toMatchObject({
      actor: { id: admin.user.id },
      targetType: 'match',
      details: { game: 'tft', score: '1–0', reason: 'Wrong roster fielded' },
    });
  });

  it('pages through the results, newest rated first', async () => {
    const made = [1, 2, 3].map(() => solo(randomUUID(), randomUUID(), 1, 0));
    for (const m of made) await rateSolo('overwatch2', m);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await c.call(
        'GET',
        `/api/admin/results?game=overwatch2&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        admin.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = AdminResultPage.parse(res.json());
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((r) => r.matchId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse().map((m) => m.match.id));
  });

  it('refuses people who are not admins, unknown or unrated matches, bad reasons and broken cursors', async () => {
    const { final, a } = await settledFinal('fortnite');
    expect((await c.call('GET', '/api/admin/results')).statusCode).toBe(401);
    expect((await c.call('GET', '/api/admin/results', a.cookie)).statusCode).toBe(403);
    expect((await voidCall(final.id, a.cookie)).statusCode).toBe(403);
    expect((await restoreCall(final.id, a.cookie)).statusCode).toBe(403);

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await voidCall(id, admin.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'result_not_rated' });
    }
    for (const body of [{}, { reason: ' a ' }, { reason: 'x'.repeat(501) }, { reason: 'fine', extra: 1 }]) {
      const res = await voidCall(final.id, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    expect((await c.call('GET', '/api/admin/results?cursor=broken', admin.cookie)).statusCode).toBe(400);
    expect((await c.call('GET', '/api/admin/results?status=maybe', admin.cookie)).statusCode).toBe(400);
    // Nothing of it voided the result.
    expect((await ratingsOf(a.user.id, a.cookie))[0]).toMatchObject({ games: 1 });
  });

  it('two voids of one result at once: one 200, one 409, and the game recomputed once', async () => {
    const { final } = await settledFinal('mlbb');
    const answers = await Promise.all([voidCall(final.id, admin.cookie), voidCall(final.id, admin.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const log = AuditPage.parse((await c.call('GET', '/api/admin/audit-log?limit=20', admin.cookie)).json());
    expect(log.items.filter((e) => e.targetId === final.id)).toHaveLength(1);
  });
});
