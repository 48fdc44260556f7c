import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, multipartBody } from '../src/modules/uploads/test-fixtures';
import { adminUser, createTestApp, onboardedUser, registerUser, type TestApp } from './helper';

const NUL_TR = 'Gönderilen metin izin verilmeyen bir karakter (NUL) içeriyor; kaldırıp tekrar dene.';
const NUL_EN = 'The submitted text contains a character that is not allowed (NUL); remove it and try again.';
const CURSOR_TR = 'Sayfa imleci geçersiz; listeyi baştan yükle.';
const CURSOR_EN = 'The page cursor is invalid; load the list from the start.';
const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Input PostgreSQL cannot take (a NUL byte) and page cursors that decode to nonsense: a 400 in both languages. */
describe('hostile input is refused at the edge', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof onboardedUser>>;
  let admin: Awaited<ReturnType<typeof adminUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    player = await onboardedUser(t.app, 'player');
    admin = await adminUser(t.app);
  });
  afterAll(() => t?.close());

  type Req = {
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
    cookie?: string;
  };
  const send = (r: Req, lang: 'tr' | 'en') =>
    t.app.inject({
      method: r.method,
      url: r.url,
      payload: r.payload as object,
      headers: { 'accept-language': lang, ...(r.cookie ? { cookie: r.cookie } : {}), ...r.headers },
    });

  /** The request answers 400 with `code` and its text in Turkish and in English; the English answer is returned. */
  async function refused(r: Req, code: string, tr: string, en: string): Promise<LightMyRequestResponse> {
    const inTr = await send(r, 'tr');
    expect(inTr.statusCode, `${r.method} ${r.url}: ${inTr.body}`).toBe(400);
    expect(inTr.json()).toMatchObject({ code, message: tr });
    const inEn = await send(r, 'en');
    expect(inEn.json()).toMatchObject({ code, message: en });
    return inEn;
  }

  describe('a NUL byte', () => {
    it('in a JSON body field: 400 invalid_characters naming the field, and nothing is saved', async () => {
      const res = await refused(
        {
          method: 'PATCH',
          url: '/api/profiles/me',
          cookie: player.cookie,
          payload: { biography: 'hello\u0000world', location: 'İstanbul' },
        },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(res.json().issues).toEqual([{ path: 'biography', code: 'invalid_characters', message: NUL_EN }]);
      const me = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: player.cookie } });
      expect(me.json().location ?? null).not.toBe('İstanbul');
    });

    it('deep in a body (an array item, an object key), in a sign-up and in an admin reason', async () => {
      const games = [{ game: 'valorant', roles: ['duelist', 'entry\u0000'] }];
      const deep = await refused(
        { method: 'PATCH', url: '/api/profiles/me', cookie: player.cookie, payload: { games } },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(deep.json().issues[0].path).toBe('games.0.roles.1');
      const key = await refused(
        {
          method: 'PATCH',
          url: '/api/profiles/me',
          cookie: player.cookie,
          payload: { socialLinks: { 'x\u0000': 'handle' } },
        },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(key.json().issues[0].path).toBe('socialLinks.x\u0000');
      await refused(
        {
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: `a${Date.now()}@example.test`, password: 'pass\u0000word-long', nickname: 'nul_user' },
        },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      const victim = await registerUser(t.app);
      await refused(
        {
          method: 'PATCH',
          url: `/api/admin/users/${victim.user.id}`,
          cookie: admin.cookie,
          payload: { suspended: true, reason: 'spam\u0000' },
        },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
    });

    it('in a query parameter', async () => {
      const res = await refused(
        { method: 'GET', url: '/api/search?q=a%00b', cookie: player.cookie },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(res.json().issues[0].path).toBe('query.q');
      await refused(
        { method: 'GET', url: '/api/teams?q=%00', cookie: player.cookie },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
    });

    it('in a path parameter', async () => {
      const res = await refused(
        { method: 'GET', url: '/api/teams/slug/a%00b', cookie: player.cookie },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(res.json().issues[0].path).toBe('params.slug');
      await refused(
        { method: 'GET', url: '/api/tags/a%00b/posts', cookie: player.cookie },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
    });

    it('in a multipart text field or file name, and the file is not stored', async () => {
      const field = multipartBody([
        { field: 'note', data: Buffer.from('a\u0000b'), plain: true },
        { data: fixtures.png(), filename: 'a.png', contentType: 'image/png' },
      ]);
      const res = await refused(
        { method: 'POST', url: '/api/uploads', cookie: player.cookie, ...field },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(res.json().issues[0].path).toBe('note');
      const name = multipartBody([{ data: fixtures.png(), filename: 'a\u0000.png', contentType: 'image/png' }]);
      const byName = await refused(
        { method: 'POST', url: '/api/uploads', cookie: player.cookie, ...name },
        'invalid_characters',
        NUL_TR,
        NUL_EN,
      );
      expect(byName.json().issues[0].path).toBe('file');
      // The same upload without the NUL goes through.
      const ok = multipartBody([{ data: fixtures.png(), filename: 'a.png', contentType: 'image/png' }]);
      expect((await send({ method: 'POST', url: '/api/uploads', cookie: player.cookie, ...ok }, 'en')).statusCode).toBe(
        201,
      );
    });
  });

  it('a date whose year PostgreSQL cannot store (0, or 10000 once in UTC): 400 naming the field, in both languages', async () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const body = {
      name: 'Spring Cup',
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 16,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
    };
    for (const [field, value] of [
      ['startsAt', '0000-01-01T00:00:00Z'],
      ['registrationDeadline', '9999-12-31T23:59:59-12:00'],
    ] as const) {
      const r: Req = {
        method: 'POST',
        url: '/api/tournaments',
        cookie: player.cookie,
        payload: { ...body, [field]: value },
      };
      const tr = await send(r, 'tr');
      expect(tr.statusCode, tr.body).toBe(400);
      expect(tr.json().issues).toContainEqual(
        expect.objectContaining({ path: field, message: 'Yılı 1000 ile 9999 arasında bir tarih gir.' }),
      );
      const en = await send(r, 'en');
      expect(en.json().issues).toContainEqual(
        expect.objectContaining({ path: field, message: 'Enter a date with a year between 1000 and 9999.' }),
      );
    }
    expect(
      (await send({ method: 'POST', url: '/api/tournaments', cookie: player.cookie, payload: body }, 'en')).statusCode,
    ).toBe(201);
  });

  describe('a broken cursor: 400 invalid_cursor', () => {
    const id = randomUUID();
    const keyset = {
      'year 275760 (the last JS date)': b64(`+275760-09-13T00:00:00.000Z|${id}`),
      'year 0': b64(`0000-01-01T00:00:00.000Z|${id}`),
      'a negative year': b64(`-000001-01-01T00:00:00.000Z|${id}`),
      'a day that does not exist': b64(`2024-02-31T00:00:00.000Z|${id}`),
      'a date only, and no uuid': b64('0000-01-01|notauuid'),
      'a malformed id': b64(`2024-01-01T00:00:00.000Z|${id.slice(0, 35)}g`),
      'a third part': b64(`2024-01-01T00:00:00.000Z|${id}|x`),
      'not base64url': '!!not*base64~~',
      'bytes that are not text': 'AAAAAAAA',
    };

    it.each(Object.entries(keyset))(
      'keyset lists (feed, followers, teams, admin users, messages): %s',
      async (_, cursor) => {
        for (const url of [
          `/api/feed?cursor=${cursor}`,
          `/api/users/${player.user.id}/followers?cursor=${cursor}`,
          `/api/teams?cursor=${cursor}`,
          `/api/messages/conversations?cursor=${cursor}`,
        ]) {
          await refused({ method: 'GET', url, cookie: player.cookie }, 'invalid_cursor', CURSOR_TR, CURSOR_EN);
        }
        await refused(
          { method: 'GET', url: `/api/admin/users?cursor=${cursor}`, cookie: admin.cookie },
          'invalid_cursor',
          CURSOR_TR,
          CURSOR_EN,
        );
      },
    );

    it('network lists: a year 0 or month 13 instant, counts past an integer', async () => {
      const at = '2024-01-01T00:00:00.000000Z';
      for (const cursor of [
        b64(JSON.stringify({ at: '0000-01-01T00:00:00.000000Z', id })),
        b64(JSON.stringify({ at: '2024-13-01T00:00:00.000000Z', id })),
        b64(JSON.stringify({ at, id: 'x' })),
      ]) {
        await refused(
          { method: 'GET', url: `/api/connections?cursor=${cursor}`, cookie: player.cookie },
          'invalid_cursor',
          CURSOR_TR,
          CURSOR_EN,
        );
      }
      const huge = b64(JSON.stringify({ at, id, mutual: 1e300, games: 0, teams: 0, roles: 0 }));
      await refused(
        { method: 'GET', url: `/api/network/suggestions?cursor=${huge}`, cookie: player.cookie },
        'invalid_cursor',
        CURSOR_TR,
        CURSOR_EN,
      );
    });

    it('the transfer market and the admin team list: out-of-range dates and numbers', async () => {
      for (const [sort, key] of [
        ['active', ['+275760-09-13T00:00:00.000Z', id]],
        ['active', ['0000-01-01T00:00:00.000Z', id]],
        ['views', [1e300, id]],
        ['skill', [1, 2 ** 40, id]],
      ] as const) {
        const url = `/api/transfers/players?sort=${sort}&cursor=${b64(JSON.stringify(key))}`;
        await refused({ method: 'GET', url, cookie: player.cookie }, 'invalid_cursor', CURSOR_TR, CURSOR_EN);
      }
      for (const offset of ['1e308', '-1', '1.5', '"3"']) {
        await refused(
          { method: 'GET', url: `/api/admin/teams?cursor=${b64(offset)}`, cookie: admin.cookie },
          'invalid_cursor',
          CURSOR_TR,
          CURSOR_EN,
        );
      }
    });

    it('cursors the server made still page', async () => {
      for (let i = 0; i < 3; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: { cookie: player.cookie },
          payload: { type: 'text', body: `post ${i}` },
        });
      }
      const first = (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/${player.user.id}/posts?limit=2`,
          headers: { cookie: player.cookie },
        })
      ).json();
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await t.app.inject({
        method: 'GET',
        url: `/api/users/${player.user.id}/posts?limit=2&cursor=${first.nextCursor}`,
        headers: { cookie: player.cookie },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().items).toHaveLength(1);
      await onboardedUser(t.app, 'team_owner');
      await onboardedUser(t.app, 'team_owner');
      const teams = (
        await t.app.inject({ method: 'GET', url: '/api/admin/teams?limit=1', headers: { cookie: admin.cookie } })
      ).json();
      expect(teams.nextCursor).toEqual(expect.any(String));
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/admin/teams?limit=1&cursor=${teams.nextCursor}`,
        headers: { cookie: admin.cookie },
      });
      expect(next.statusCode).toBe(200);
      expect(next.json().items[0].id).not.toBe(teams.items[0].id);
    });
  });
});
