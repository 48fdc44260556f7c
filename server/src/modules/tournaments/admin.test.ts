import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Tournament, TournamentDetail, TournamentPage } from '@esn/contract';
import { adminUser, createTestApp, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A call the way /eadmincv makes it: the bearer token from POST /api/admin/login, no session cookie. */
const withToken = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

async function adminToken(): Promise<string> {
  const admin = await adminUser(t.app);
  const res = await withToken(null, 'POST', '/api/admin/login', {
    email: admin.input.email,
    password: admin.input.password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('the admin area’s tournaments (bearer token)', () => {
  it('finds any tournament (drafts too), reads it, edits it, moves its status, generates its bracket and deletes it', async () => {
    const token = await adminToken();
    const organizer = await c.player();
    const tag = `Adm${Date.now().toString(36)}`;
    const draft = await c.host(organizer, { name: `${tag} draft`, status: 'draft', maxParticipants: 4 });

    const found = (await withToken(token, 'GET', `/api/admin/tournaments?q=${tag}`)).json<TournamentPage>();
    expect(found.items.map((x) => x.id)).toEqual([draft.id]);

    const read = await withToken(token, 'GET', `/api/admin/tournaments/${draft.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TournamentDetail>()).toMatchObject({
      tournament: { id: draft.id, status: 'draft' },
      viewer: { canManage: true, isOrganizer: false },
    });

    const edited = await withToken(token, 'PATCH', `/api/admin/tournaments/${draft.id}`, {
      name: `${tag} renamed`,
      prizePool: '5.000 TL',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ tournament: Tournament }>().tournament).toMatchObject({
      name: `${tag} renamed`,
      prizePool: '5.000 TL',
    });

    const open = await withToken(token, 'POST', `/api/admin/tournaments/${draft.id}/status`, {
      status: 'registration_open',
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ tournament: Tournament }>().tournament.status).toBe('registration_open');
    const wrong = await withToken(token, 'POST', `/api/admin/tournaments/${draft.id}/status`, { status: 'completed' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ code: string; message: string }>()).toMatchObject({
      code: 'invalid_transition',
      message: expect.any(String),
    });

    await c.teamsRegistered(draft.id, 2);
    const bracket = await withToken(token, 'POST', `/api/admin/tournaments/${draft.id}/bracket`);
    expect(bracket.statusCode, bracket.body).toBe(201);
    expect(bracket.json<Bracket>().participants).toHaveLength(2);

    expect((await withToken(token, 'DELETE', `/api/admin/tournaments/${draft.id}`)).statusCode).toBe(204);
    expect((await withToken(token, 'GET', `/api/admin/tournaments/${draft.id}`)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/tournaments/${draft.id}`, organizer.cookie)).statusCode).toBe(404);
  });

  it('creates a tournament (the admin is its organizer), answered 201 with its id; a bad body is 400', async () => {
    const token = await adminToken();
    const tag = `New${Date.now().toString(36)}`;
    const body = {
      name: `${tag} admin cup`,
      game: 'cs2',
      format: 'double_elimination',
      maxParticipants: 32,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
      status: 'draft',
    };
    const res = await withToken(token, 'POST', '/api/admin/tournaments', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: string; tournament: Tournament }>();
    expect(created.tournament).toMatchObject({
      id: created.id,
      name: body.name,
      game: 'cs2',
      format: 'double_elimination',
      status: 'draft',
      maxParticipants: 32,
    });
    const read = (await withToken(token, 'GET', `/api/admin/tournaments/${created.id}`)).json<TournamentDetail>();
    expect(read.viewer).toMatchObject({ canManage: true, isOrganizer: true });
    expect(
      (await withToken(token, 'GET', `/api/admin/tournaments?q=${tag}`)).json<TournamentPage>().items.map((x) => x.id),
    ).toEqual([created.id]);

    const bad = await withToken(token, 'POST', '/api/admin/tournaments', {
      ...body,
      registrationDeadline: inHours(72),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('registrationDeadline');
  });

  it('answers 401 without a token and 403 to a player’s session', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    for (const [method, url, body] of [
      ['GET', `/api/admin/tournaments/${tour.id}`, undefined],
      ['POST', `/api/admin/tournaments/${tour.id}/status`, { status: 'cancelled' }],
      [
        'POST',
        '/api/admin/tournaments',
        {
          name: 'Not yours',
          game: 'valorant',
          format: 'swiss',
          maxParticipants: 8,
          registrationDeadline: inHours(1),
          startsAt: inHours(2),
        },
      ],
    ] as const) {
      expect((await withToken(null, method, url, body)).statusCode, url).toBe(401);
      expect((await withToken('not-a-token', method, url, body)).statusCode, url).toBe(401);
      expect((await c.call(method, url, organizer.cookie, body)).statusCode, url).toBe(403);
    }
    const still = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(still.tournament.status).toBe('registration_open');
  });
});
