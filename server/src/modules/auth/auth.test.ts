import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepository } from './auth.repository';
import {
  adminUser,
  createTestApp,
  newUserInput,
  registerUser,
  sessionCookieOf,
  type TestApp,
} from '../../../test/helper';
import { hashToken } from '../../lib/tokens';
import { usersRepository } from '../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the user, signs them in with an httpOnly SameSite=Lax cookie and answers the contract user', async () => {
    const input = newUserInput({ firstName: 'Ayşe', lastName: 'Kaya', email: 'Mixed.Case@Example.TEST' });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      nickname: input.nickname,
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'mixed.case@example.test',
      profileImageUrl: null,
      avatarUrl: null,
      userType: null,
      onboardingCompleted: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const current = await me(sessionCookieOf(res));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(user);
    const row = await usersRepository.findById(t.app.db, user.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['a short nickname', { nickname: 'ab' }, 'nickname'],
    ['a nickname with spaces', { nickname: 'a b c' }, 'nickname'],
    ['a 31-character nickname', { nickname: 'x'.repeat(31) }, 'nickname'],
    ['a very long first name', { firstName: 'y'.repeat(61) }, 'firstName'],
    ['a very long e-mail', { email: `${'z'.repeat(250)}@example.test` }, 'email'],
  ])('rejects %s with 400 and the field named', async (_label, over, field) => {
    const res = await post('/api/auth/register', newUserInput(over));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('says a nickname takes Latin letters only (no Turkish ones), in the reader language', async () => {
    const issue = async (lang: string) => {
      const res = await post('/api/auth/register', newUserInput({ nickname: 'oyuncuş' }), { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      return res.json().issues.find((i: { path: string }) => i.path === 'nickname');
    };
    expect((await issue('tr')).message).toBe(
      'Yalnızca Latin harfleri (Türkçe karakter olmadan), rakam ve _ . - kullanılabilir.',
    );
    expect((await issue('en')).message).toBe('Only Latin letters (a–z), digits and _ . - are allowed.');
  });

  it('rejects unknown fields (e.g. a self-assigned role)', async () => {
    const res = await post('/api/auth/register', { ...newUserInput(), userType: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toMatch(/userType/);
  });

  it('answers validation messages in the reader language', async () => {
    const tr = await post('/api/auth/register', newUserInput({ password: 'x' }));
    const en = await post('/api/auth/register', newUserInput({ password: 'x' }), {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(tr.json().issues[0].message).toBe('En az 8 karakter olmalı.');
    expect(en.json().issues[0].message).toBe('Must be at least 8 characters.');
    expect(en.json().message).toBe('The submitted data is invalid.');
  });

  it('refuses a duplicate e-mail or nickname (case-insensitive) with 409 naming which', async () => {
    const { input } = await registerUser(t.app);
    const dupEmail = await post('/api/auth/register', newUserInput({ email: input.email.toUpperCase() }));
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().code).toBe('email_taken');
    const dupNick = await post('/api/auth/register', newUserInput({ nickname: input.nickname.toUpperCase() }));
    expect(dupNick.statusCode).toBe(409);
    expect(dupNick.json().code).toBe('nickname_taken');
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail win', async () => {
    const email = newUserInput().email;
    const results = await Promise.all([
      post('/api/auth/register', newUserInput({ email })),
      post('/api/auth/register', newUserInput({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores SQL-looking strings literally', async () => {
    const firstName = "Robert'); DROP TABLE users;--";
    const { user } = await registerUser(t.app, { firstName });
    expect(user.firstName).toBe(firstName);
    expect((await usersRepository.findById(t.app.db, user.id))!.firstName).toBe(firstName);
  });

  it('answers malformed JSON with 400, a wrong content type with 415 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('malformed_json');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
    const huge = await post('/api/auth/register', { ...newUserInput(), firstName: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers one generic 401 otherwise', async () => {
    const { input, user } = await registerUser(t.app);
    const ok = await post('/api/auth/login', { email: input.email.toUpperCase(), password: input.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    expect((await me(sessionCookieOf(ok))).statusCode).toBe(200);

    const wrong = await post('/api/auth/login', { email: input.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  const login = (email: string, password: string, remoteAddress: string, url = '/api/auth/login') =>
    t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });

  it('a stranger past 10 failures from one address on one account gets 429 there', async () => {
    const { input } = await registerUser(t.app);
    for (let i = 0; i < 10; i++) expect((await login(input.email, `wrong-${i}`, '10.9.0.1')).statusCode).toBe(401);
    const blocked = await login(input.email, 'wrong-again', '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    // Even the right password, from that address, for the rest of the minute.
    expect((await login(input.email, input.password, '10.9.0.1')).statusCode).toBe(429);
  });

  it('the owner signs in from another address after a stranger’s 11 failures (user login and admin login)', async () => {
    const owner = await adminUser(t.app);
    for (let i = 0; i < 11; i++) await login(owner.input.email, `wrong-${i}`, '10.9.2.1');
    // A stranger spreading failures over many addresses is slowed, never refusing the owner either.
    for (let i = 0; i < 3; i++)
      expect((await login(owner.input.email, `wrong-${i}`, `10.9.3.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    const ok = await login(owner.input.email, owner.input.password, '10.9.4.1');
    expect(ok.statusCode).toBe(200);
    // The account is under attack: each attempt on it waits (loginSlowdownMs, 1 s), then goes through.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const admin = await login(owner.input.email, owner.input.password, '10.9.4.2', '/api/admin/login');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().token).toEqual(expect.any(String));
    expect((await login(owner.input.email, 'wrong-admin', '10.9.2.1', '/api/admin/login')).statusCode).toBe(429);
  });

  it('one address failing over many accounts gets 429 past 50 failures a minute', async () => {
    for (let i = 0; i < 50; i++)
      expect((await login(`x${i}@example.test`, 'nope-nope', '10.77.0.1')).statusCode).toBe(401);
    expect((await login('other@example.test', 'nope-nope', '10.77.0.1')).statusCode).toBe(429);
    expect((await login('other@example.test', 'nope-nope', '10.77.0.2')).statusCode).toBe(401);
  });
});

describe('forwarded addresses', () => {
  it('X-Forwarded-For is ignored by default: rotating it escapes neither the login nor the register limit', async () => {
    const s = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const { input } = await registerUser(s.app);
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: input.email, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': `10.8.0.${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
      const registers: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newUserInput(),
          headers: { 'x-forwarded-for': `10.8.1.${i}` },
        });
        registers.push(res.statusCode);
      }
      // registerUser above made the first of the address's three.
      expect(registers).toEqual([201, 201, 429]);
    } finally {
      await s.close();
    }
  });

  it('with TRUST_PROXY the nearest proxy’s X-Forwarded-For names the client', async () => {
    const s = await createTestApp({ authRateLimitPerMinute: 3, trustProxy: 1 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newUserInput(),
          headers: { 'x-forwarded-for': `10.8.2.${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 201, 201]);
      // A client's own X-Forwarded-For in front of the proxy's is not believed: one hop is.
      const spoofed: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newUserInput(),
          headers: { 'x-forwarded-for': `1.2.3.${i}, 10.8.3.1` },
        });
        spoofed.push(res.statusCode);
      }
      expect(spoofed).toEqual([201, 201, 201, 429]);
    } finally {
      await s.close();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a cookie, with a tampered cookie and with an unknown session', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await me()).statusCode).toBe(401);
    expect((await me(cookie.slice(0, -3) + 'abc')).statusCode).toBe(401);
    expect((await me('sid=' + 'a'.repeat(43))).statusCode).toBe(401);
    expect((await me()).json().code).toBe('unauthorized');
  });
});

describe('logout', () => {
  it('GET /api/logout revokes the session at once, clears the cookie and redirects to /', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('POST /api/auth/logout answers 204 and also works without a session', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('password reset', () => {
  const outbox = () => join(t.config.dataDir, 'outbox');
  const mails = () => {
    try {
      return readdirSync(outbox())
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(outbox(), f), 'utf8')) as { to: string; text: string });
    } catch {
      return [];
    }
  };

  it('answers an unknown address exactly like a known one and mails only the known one', async () => {
    const { input } = await registerUser(t.app);
    const before = mails().length;
    const known = await post('/api/auth/forgot-password', { email: input.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.test' });
    await t.app.ctx.events.settled();
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const sent = mails();
    expect(sent.length).toBe(before + 1);
    expect(sent.some((m) => m.to === 'ghost@example.test')).toBe(false);
  });

  it('resets through the mailed link, ends every session, and the link works once', async () => {
    const { input, cookie } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: input.email }, { 'accept-language': 'en' });
    await t.app.ctx.events.settled();
    const mail = mails().find((m) => m.to === input.email)!;
    expect(mail.text).toContain('reset your password');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
    expect(link.startsWith(t.config.publicUrl)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: input.email, password: input.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: input.email, password: 'brand-new-pass-1' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
  });

  it('refuses a wrong or expired token and a short new password', async () => {
    const { user } = await registerUser(t.app);
    expect(
      (await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'brand-new-pass-1' })).json().code,
    ).toBe('invalid_reset_token');
    const expired = 'expired-token-value-123';
    await authRepository.insertResetToken(t.app.db, {
      id: hashToken(expired),
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await post('/api/auth/reset-password', { token: expired, password: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
    expect((await post('/api/auth/reset-password', { token: expired, password: 'short' })).statusCode).toBe(400);
  });
});

describe('authRepository.deleteExpired', () => {
  it('removes expired sessions and tokens and keeps live ones', async () => {
    const { user, cookie } = await registerUser(t.app);
    await authRepository.insertSession(t.app.db, {
      id: 'expired-session-hash',
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await authRepository.insertResetToken(t.app.db, {
      id: 'expired-reset-hash',
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await authRepository.deleteExpired(t.app.db, new Date());
    expect(await authRepository.findSessionWithUser(t.app.db, 'expired-session-hash')).toBeUndefined();
    expect(await authRepository.consumeResetToken(t.app.db, 'expired-reset-hash', new Date(0))).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
