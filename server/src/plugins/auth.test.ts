import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  openTestDatabase,
  registerUser,
  sameDatabase,
  sessionCookieOf,
  type TestApp,
} from '../../test/helper';
import { authRepository } from '../modules/auth/auth.repository';
import { newToken } from '../lib/tokens';

/**
 * The session check of an authenticated request is answered from memory (a verified cookie's session id, the cached
 * session and user) without a query. These say that memory never outlives what it remembers: a tampered cookie, a
 * session that ended (here or on another process) and one that expired are refused at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unread = (app: TestApp['app'], cookie: string) =>
  app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: { cookie } });

/** The cookie with one character of `part` (the token or the signature) changed. */
function tampered(cookie: string, part: 'token' | 'signature'): string {
  const value = cookie.slice('sid='.length);
  const dot = value.lastIndexOf('.');
  const at = part === 'token' ? 0 : dot + 1;
  const flipped = value[at] === 'A' ? 'B' : 'A';
  return `sid=${value.slice(0, at)}${flipped}${value.slice(at + 1)}`;
}

describe('the session check from memory', () => {
  it('refuses a tampered copy of a cookie that was verified before', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await unread(t.app, cookie)).statusCode).toBe(200);
    expect((await unread(t.app, cookie)).statusCode).toBe(200);
    expect((await unread(t.app, tampered(cookie, 'signature'))).statusCode).toBe(401);
    expect((await unread(t.app, tampered(cookie, 'token'))).statusCode).toBe(401);
    expect((await unread(t.app, 'sid=')).statusCode).toBe(401);
    expect((await unread(t.app, cookie)).statusCode).toBe(200);
  });

  it('refuses a remembered session at once after signing out', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await unread(t.app, cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await unread(t.app, cookie)).statusCode).toBe(401);
    expect((await unread(t.app, cookie)).statusCode).toBe(401);
  });

  it('refuses a remembered session once it has expired', async () => {
    const { user } = await registerUser(t.app);
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + 1500);
    await authRepository.insertSession(t.app.db, { id: hash, userId: user.id, expiresAt });
    const cookie = `sid=${t.app.signCookie(token)}`;
    expect((await unread(t.app, cookie)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, expiresAt.getTime() + 50 - Date.now()));
    expect((await unread(t.app, cookie)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.REDIS_URL)('across processes', () => {
  it('a session remembered by another process stops working there at once when it ends', async () => {
    const db = await openTestDatabase();
    const one = await createTestApp({}, db);
    const two = await createTestApp({ redisPrefix: one.config.redisPrefix }, await sameDatabase(db));
    try {
      const { input } = await registerUser(one.app);
      const login = await one.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password: input.password },
      });
      const cookie = sessionCookieOf(login);
      expect((await unread(two.app, cookie)).statusCode).toBe(200);
      expect((await unread(two.app, cookie)).statusCode).toBe(200); // now in process two's memory
      await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await expect.poll(async () => (await unread(two.app, cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
