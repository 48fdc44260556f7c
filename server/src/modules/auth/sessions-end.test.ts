import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUser,
  createTestApp,
  openTestDatabase,
  registerUser,
  sameDatabase,
  sessionCookieOf,
  type TestApp,
} from '../../../test/helper';
import { usersRepository } from '../users/users.repository';

/**
 * A password change, a reset, a suspension and an account deletion end every session and every admin-area bearer
 * token of the account (the change keeps only the session that made it); a reset or a change voids every reset link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Inject = TestApp['app']['inject'];
const call = (
  app: TestApp['app'],
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => (app.inject as Inject)({ method, url, headers, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedInAdmin(app = t.app) {
  const admin = await adminUser(app);
  const login = await call(
    app,
    'POST',
    '/api/admin/login',
    {},
    { email: admin.input.email, password: admin.input.password },
  );
  expect(login.statusCode).toBe(200);
  const second = await call(
    app,
    'POST',
    '/api/auth/login',
    {},
    { email: admin.input.email, password: admin.input.password },
  );
  return { ...admin, token: login.json<{ token: string }>().token, otherCookie: sessionCookieOf(second) };
}

/** The raw tokens of the reset links mailed from now on, by address. */
function resetLinks(app = t.app) {
  const links: { email: string; token: string }[] = [];
  app.ctx.events.on('auth.passwordResetRequested', ({ email, token }) => void links.push({ email, token }));
  return async (email: string) => {
    await call(app, 'POST', '/api/auth/forgot-password', {}, { email });
    await app.ctx.events.settled();
    return links.filter((l) => l.email === email).at(-1)!.token;
  };
}

describe('a password change', () => {
  it('ends the admin bearer tokens and the other sessions, keeps the session that changed it', async () => {
    const a = await signedInAdmin();
    expect((await call(t.app, 'GET', '/api/admin/me', bearer(a.token))).statusCode).toBe(200);
    const res = await call(
      t.app,
      'PATCH',
      '/api/me/password',
      { cookie: a.cookie },
      { currentPassword: a.input.password, newPassword: 'brand-new-pass-1' },
    );
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/admin/me', bearer(a.token))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: a.otherCookie })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: a.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/me', { cookie: a.cookie })).statusCode).toBe(200);
  });

  it('voids the reset links mailed before it', async () => {
    const request = resetLinks();
    const u = await registerUser(t.app);
    const link = await request(u.input.email);
    await call(
      t.app,
      'PATCH',
      '/api/me/password',
      { cookie: u.cookie },
      { currentPassword: u.input.password, newPassword: 'brand-new-pass-1' },
    );
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {}, { token: link, password: 'attacker-pass-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
  });
});

describe('a password reset', () => {
  it('ends the admin bearer tokens too', async () => {
    const request = resetLinks();
    const a = await signedInAdmin();
    const link = await request(a.input.email);
    expect(
      (await call(t.app, 'POST', '/api/auth/reset-password', {}, { token: link, password: 'brand-new-pass-1' }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/me', bearer(a.token))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: a.cookie })).statusCode).toBe(401);
  });

  it('voids the older links of the account: after two requests and a reset with the newer, the older is refused', async () => {
    const request = resetLinks();
    const u = await registerUser(t.app);
    const older = await request(u.input.email);
    const newer = await request(u.input.email);
    expect(older).not.toBe(newer);
    expect(
      (await call(t.app, 'POST', '/api/auth/reset-password', {}, { token: newer, password: 'brand-new-pass-1' }))
        .statusCode,
    ).toBe(200);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/reset-password',
      {},
      { token: older, password: 'attacker-pass-2' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
    expect(
      (await call(t.app, 'POST', '/api/auth/login', {}, { email: u.input.email, password: 'brand-new-pass-1' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a suspension', () => {
  it('ends the person’s admin bearer tokens (one issued while he was an admin)', async () => {
    const a = await signedInAdmin();
    const other = await adminUser(t.app);
    // Admins cannot be suspended: an account that held a token was demoted first.
    await usersRepository.update(t.app.db, a.user.id, { userType: 'player' });
    t.app.sessions.userChanged(a.user.id);
    const res = await call(
      t.app,
      'PATCH',
      `/api/admin/users/${a.user.id}`,
      { cookie: other.cookie },
      { suspended: true, reason: 'Cheating' },
    );
    expect(res.statusCode).toBe(200);
    await usersRepository.update(t.app.db, a.user.id, { userType: 'admin' });
    expect((await call(t.app, 'GET', '/api/admin/me', bearer(a.token))).statusCode).toBe(401);
  });
});

describe('an account deletion', () => {
  it('ends the admin bearer tokens and sessions of the account', async () => {
    await adminUser(t.app); // so that this one is not the last admin
    const a = await signedInAdmin();
    const res = await call(t.app, 'DELETE', '/api/me', { cookie: a.otherCookie }, { password: a.input.password });
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/admin/me', bearer(a.token))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: a.cookie })).statusCode).toBe(401);
  });
});

describe.runIf(process.env.REDIS_URL)('across processes', () => {
  it('a password change on one process ends the old session and the admin token on the other at once', async () => {
    const db = await openTestDatabase();
    const one = await createTestApp({}, db);
    const two = await createTestApp({ redisPrefix: one.config.redisPrefix }, await sameDatabase(db));
    try {
      const a = await signedInAdmin(one.app);
      const onTwo = (headers: Record<string, string>) => call(two.app, 'GET', '/api/admin/me', headers);
      expect((await onTwo(bearer(a.token))).statusCode).toBe(200);
      expect((await onTwo({ cookie: a.otherCookie })).statusCode).toBe(200); // now cached on process two
      await call(
        one.app,
        'PATCH',
        '/api/me/password',
        { cookie: a.cookie },
        { currentPassword: a.input.password, newPassword: 'brand-new-pass-1' },
      );
      await expect.poll(async () => (await onTwo({ cookie: a.otherCookie })).statusCode, { timeout: 2_000 }).toBe(401);
      expect((await onTwo(bearer(a.token))).statusCode).toBe(401);
      expect((await onTwo({ cookie: a.cookie })).statusCode).toBe(200);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('a reset on one process ends the old session and the admin token on the other at once', async () => {
    const db = await openTestDatabase();
    const one = await createTestApp({}, db);
    const two = await createTestApp({ redisPrefix: one.config.redisPrefix }, await sameDatabase(db));
    try {
      const request = resetLinks(one.app);
      const a = await signedInAdmin(one.app);
      const onTwo = (headers: Record<string, string>) => call(two.app, 'GET', '/api/admin/me', headers);
      expect((await onTwo({ cookie: a.cookie })).statusCode).toBe(200);
      const link = await request(a.input.email);
      await call(one.app, 'POST', '/api/auth/reset-password', {}, { token: link, password: 'brand-new-pass-1' });
      await expect.poll(async () => (await onTwo({ cookie: a.cookie })).statusCode, { timeout: 2_000 }).toBe(401);
      expect((await onTwo(bearer(a.token))).statusCode).toBe(401);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
