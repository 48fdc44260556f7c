import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bracket,
  Match,
  Tournament,
  TournamentDetail,
  TournamentPage,
  TournamentParticipant,
} from '@esn/contract';
import { eq } from 'drizzle-orm';
import { tournaments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

describe('tournament flow', () => {
  it('hosts, registers teams, generates a bracket, records results to a champion', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 4 });
    expect(tour).toMatchObject({
      status: 'registration_open',
      participantsCount: 0,
      organizer: { id: organizer.user.id },
    });

    const entries = await c.teamsRegistered(tour.id, 3);
    const detail = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(detail.tournament.participantsCount).toBe(3);
    expect(detail.viewer).toMatchObject({ isOrganizer: true, canManage: true });

    const orgNotes = await c.notificationsOf(organizer);
    // Three registrations, one item (issue 24).
    expect(orgNotes.filter((n) => n.type === 'tournament_registration').map((n) => n.count)).toEqual([3]);
    const confirm = await c.notificationsOf(entries[0]!.team.owner);
    expect(confirm.some((n) => n.type === 'tournament_registration_confirm')).toBe(true);

    const gen = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(gen.statusCode, gen.body).toBe(201);
    const bracket = gen.json<Bracket>();
    const matches = bracket.stages[0]!.groups[0]!.rounds.flatMap((r) => r.matches);
    expect(matches).toHaveLength(3);
    expect(matches.filter((m) => m.a === null || m.b === null)).toHaveLength(1);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(409);

    // Play: first ready match, then the final.
    for (let i = 0; i < 2; i++) {
      const list = (await c.call('GET', `/api/tournaments/${tour.id}/matches`, organizer.cookie)).json<{
        items: Match[];
      }>().items;
      const ready = list.find((m) => m.status === 'ready')!;
      const res = await c.call('POST', `/api/matches/${ready.id}/official-result`, organizer.cookie, {
        scoreA: 2,
        scoreB: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Match>()).toMatchObject({ status: 'completed', winner: 'a' });
    }
    const done = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(done.tournament.status).toBe('completed');
    expect(done.tournament.champion).not.toBeNull();
  });

  it('sends the kept bracket in the encoding the client accepts, and a fresh one after a change', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    await c.teamsRegistered(tour.id, 4);
    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/tournaments/${tour.id}/bracket`,
        headers: { cookie: organizer.cookie, 'accept-encoding': encoding },
      });
    const plain = await get('identity');
    const br = await get('gzip, deflate, br');
    const gz = await get('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const etag = String(br.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tour.id}/bracket`,
      headers: { cookie: organizer.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const ready = plain.json<Bracket>().stages[0]!.groups[0]!.rounds[0]!.matches[0]!;
    await c.call('POST', `/api/matches/${ready.id}/official-result`, organizer.cookie, { scoreA: 1, scoreB: 0 });
    const after = (await get('identity')).json<Bracket>().stages[0]!.groups[0]!.rounds[0]!.matches[0]!;
    expect(after).toMatchObject({ status: 'completed', winner: 'a' });
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tour.id}/bracket`,
      headers: { cookie: organizer.cookie, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('lists with filters and a cursor', async () => {
    const organizer = await c.player();
    for (let i = 0; i < 3; i++) await c.host(organizer, { name: `Listable ${i}`, game: 'cs2', format: 'swiss' });
    const page = (
      await c.call('GET', '/api/tournaments?game=cs2&format=swiss&mine=hosting&limit=2', organizer.cookie)
    ).json<TournamentPage>();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const all = await c.allPages('/api/tournaments?game=cs2&mine=hosting', organizer.cookie, 2);
    expect(all.length).toBe(3);
  });

  it('filters the list by status; drafts stay out of it for others', async () => {
    const organizer = await c.player();
    const reader = await c.player();
    const tag = `Stat${Date.now().toString(36)}`;
    const open = await c.host(organizer, { name: `${tag} open` });
    const closed = await c.host(organizer, { name: `${tag} closed` });
    const cancelled = await c.host(organizer, { name: `${tag} cancelled` });
    await c.host(organizer, { name: `${tag} draft`, status: 'draft' });
    for (const [tour, status] of [
      [closed, 'registration_closed'],
      [cancelled, 'cancelled'],
    ] as const) {
      const res = await c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = async (status: string) =>
      (await c.call('GET', `/api/tournaments?q=${tag}&status=${status}`, reader.cookie))
        .json<TournamentPage>()
        .items.map((x) => x.id);
    expect(await ids('registration_open')).toEqual([open.id]);
    expect(await ids('registration_closed')).toEqual([closed.id]);
    expect(await ids('cancelled')).toEqual([cancelled.id]);
    expect(await ids('draft')).toEqual([]);
    const items = (
      await c.call('GET', `/api/tournaments?q=${tag}&status=registration_closed`, reader.cookie)
    ).json<TournamentPage>().items;
    expect(items.every((x) => x.status === 'registration_closed')).toBe(true);
    const bad = await c.call('GET', '/api/tournaments?status=finished', reader.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('answers a new tournament with 201 and its id at the top level beside the tournament', async () => {
    const organizer = await c.player();
    const res = await c.call('POST', '/api/tournaments', organizer.cookie, {
      name: 'Id cup',
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 8,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ id: string; tournament: Tournament }>();
    expect(body.id).toEqual(expect.any(String));
    expect(body.tournament).toMatchObject({ id: body.id, name: 'Id cup', organizer: { id: organizer.user.id } });
    expect((await c.call('GET', `/api/tournaments/${body.id}`, organizer.cookie)).statusCode).toBe(200);
  });

  it('refuses full, duplicate, wrong game and not allowed registrations', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 2 });
    const [a] = await c.teamsRegistered(tour.id, 1);
    expect((await c.registerTeam(a!.team, tour.id)).statusCode).toBe(409);
    const cs = await c.teamOf({ games: ['cs2'] });
    const wrong = await c.registerTeam(cs, tour.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ code: string }>().code).toBe('team_wrong_game');
    const b = await c.teamOf();
    const stranger = await c.player();
    expect((await c.registerTeam(b, tour.id, stranger)).statusCode).toBe(403);
    expect((await c.registerTeam(b, tour.id)).statusCode).toBe(201);
    const late = await c.teamOf();
    const full = await c.registerTeam(late, tour.id);
    expect(full.statusCode).toBe(409);
    expect(full.json<{ code: string }>().code).toBe('tournament_full');
    void inHours;
    void ({} as TournamentParticipant);
  });
});

describe('registration deadline (issue 23)', () => {
  type Refusal = { code: string; message: string; issues?: { path: string; code?: string; message: string }[] };
  const hostBody = (over: Record<string, unknown> = {}) => ({
    name: 'Deadline cup',
    game: 'valorant',
    format: 'single_elimination',
    maxParticipants: 8,
    registrationDeadline: inHours(24),
    startsAt: inHours(48),
    ...over,
  });
  const inLang = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object, lang: 'tr' | 'en') =>
    t.app.inject({ method, url, headers: { cookie, 'accept-language': lang }, payload });

  it('a new tournament whose deadline has passed is refused with a translated 400 under the deadline field, as a draft too', async () => {
    const organizer = await c.player();
    for (const status of ['registration_open', 'draft'] as const) {
      const name = `Late cup ${status} ${organizer.user.nickname}`;
      const body = hostBody({ name, status, registrationDeadline: inHours(-1), startsAt: inHours(24) });
      const en = await inLang('POST', '/api/tournaments', organizer.cookie, body, 'en');
      expect(en.statusCode, en.body).toBe(400);
      const refusal = en.json<Refusal>();
      expect(refusal.code).toBe('registration_deadline_past');
      expect(refusal.message).toMatch(/deadline/i);
      expect(refusal.issues).toEqual([
        { path: 'registrationDeadline', code: 'registration_deadline_past', message: refusal.message },
      ]);
      const tr = await inLang('POST', '/api/tournaments', organizer.cookie, body, 'tr');
      expect(tr.json<Refusal>().message).toMatch(/son tarih/i);
      const mine = (await c.call('GET', '/api/tournaments?mine=hosting', organizer.cookie)).json<TournamentPage>();
      expect(mine.items.map((x) => x.name)).not.toContain(name);
    }
  });

  it('a start before the deadline is refused under the deadline field', async () => {
    const organizer = await c.player();
    const res = await c.call(
      'POST',
      '/api/tournaments',
      organizer.cookie,
      hostBody({ registrationDeadline: inHours(48), startsAt: inHours(24) }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Refusal>().issues?.map((i) => i.path)).toEqual(['registrationDeadline']);
  });

  it('an edit may not move the deadline into the past while registration is open or a draft; closing registration through the status may', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const url = `/api/tournaments/${tour.id}`;
    const moved = await inLang('PATCH', url, organizer.cookie, { registrationDeadline: inHours(-1) }, 'en');
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json<Refusal>()).toMatchObject({
      code: 'registration_deadline_past',
      issues: [{ path: 'registrationDeadline' }],
    });
    // A start moved before the deadline: the same issue, under the same field, as when creating.
    const start = await inLang('PATCH', url, organizer.cookie, { startsAt: inHours(12) }, 'tr');
    expect(start.statusCode, start.body).toBe(400);
    expect(start.json<Refusal>().issues).toEqual([
      {
        path: 'registrationDeadline',
        code: 'deadline_after_start',
        message: 'Kayıt son tarihi başlangıçtan sonra olamaz.',
      },
    ]);
    const checkIn = await c.call('PATCH', url, organizer.cookie, {
      checkInOpensAt: inHours(30),
      checkInClosesAt: inHours(50),
    });
    expect(checkIn.statusCode, checkIn.body).toBe(400);
    expect(checkIn.json<Refusal>().issues?.map((i) => [i.path, i.message])).toEqual([
      ['checkInClosesAt', 'Check-in must close before the tournament starts.'],
    ]);
    const after = (await c.call('GET', url, organizer.cookie)).json<TournamentDetail>().tournament;
    expect(after.registrationDeadline).toBe(tour.registrationDeadline);
    expect(after.startsAt).toBe(tour.startsAt);

    const draft = await c.host(organizer, { status: 'draft' });
    expect(
      (await c.call('PATCH', `/api/tournaments/${draft.id}`, organizer.cookie, { registrationDeadline: inHours(-1) }))
        .statusCode,
    ).toBe(400);

    // The organizer closes registration on purpose: then the deadline may say when that happened.
    const closed = await c.call('POST', `${url}/status`, organizer.cookie, { status: 'registration_closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const now = await c.call('PATCH', url, organizer.cookie, { registrationDeadline: inHours(-1) });
    expect(now.statusCode, now.body).toBe(200);
  });

  it('a tournament whose deadline passed on its own is still edited (the deadline left as it is)', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    await t.app.db
      .update(tournaments)
      .set({ registrationDeadline: new Date(Date.now() - 3_600_000) })
      .where(eq(tournaments.id, tour.id));
    const stale = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>()
      .tournament.registrationDeadline;
    const res = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, {
      name: 'Renamed cup',
      registrationDeadline: stale,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
