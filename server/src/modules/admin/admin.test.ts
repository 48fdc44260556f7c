import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME } from '@esn/contract';
import { adminUser, createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { usersRepository } from '../users/users.repository';
import { ensureAdmin } from './admin.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminToken() {
  const admin = await adminUser(t.app);
  const res = await req('POST', '/api/admin/login', {}, { email: admin.input.email, password: admin.input.password });
  expect(res.statusCode).toBe(200);
  return { ...admin, token: res.json().token as string };
}

describe('public settings', () => {
  it('answers the defaults before anything was saved', async () => {
    expect((await req('GET', '/api/public/settings')).json()).toEqual({ siteName: DEFAULT_SITE_NAME });
    expect((await req('GET', '/api/public/coming-soon-settings')).json()).toEqual({ isActive: false });
  });
});

describe('admin login', () => {
  it('gives an admin a bearer token and refuses others', async () => {
    const { token } = await adminToken();
    expect(token.length).toBeGreaterThan(30);
    const player = await onboardedUser(t.app);
    const asPlayer = await req(
      'POST',
      '/api/admin/login',
      {},
      { email: player.input.email, password: player.input.password },
    );
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().code).toBe('admin_only');
    const wrong = await req(
      'POST',
      '/api/admin/login',
      {},
      { email: player.input.email, password: 'not-the-password' },
    );
    expect(wrong.statusCode).toBe(401);
  });
});

describe('admin routes accept a bearer token or an admin session, nothing else', () => {
  it.each(['/api/admin/me', '/api/admin/settings'])('%s', async (url) => {
    const { token, cookie } = await adminToken();
    const player = await onboardedUser(t.app);
    expect((await req('GET', url, bearer(token))).statusCode).toBe(200);
    expect((await req('GET', url, { cookie })).statusCode).toBe(200);
    expect((await req('GET', url)).statusCode).toBe(401);
    expect((await req('GET', url, bearer('forged-token'))).statusCode).toBe(401);
    expect((await req('GET', url, { cookie: player.cookie })).statusCode).toBe(403);
    expect((await req('GET', url, { ...bearer('forged-token'), cookie: player.cookie })).statusCode).toBe(403);
  });

  it('answers who the admin is', async () => {
    const { token, user } = await adminToken();
    expect((await req('GET', '/api/admin/me', bearer(token))).json()).toEqual({
      id: user.id,
      email: user.email,
      nickname: user.nickname,
    });
  });

  it('revokes the token on admin logout', async () => {
    const { token } = await adminToken();
    expect((await req('POST', '/api/admin/logout', bearer(token))).statusCode).toBe(204);
    expect((await req('GET', '/api/admin/me', bearer(token))).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/settings', () => {
  it('changes the public settings at once', async () => {
    const { token } = await adminToken();
    await req('GET', '/api/public/settings'); // warm the cache
    const res = await req('PATCH', '/api/admin/settings', bearer(token), { siteName: 'Arena', comingSoonActive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteName: 'Arena', comingSoonActive: true, matchResultApprovalMinutes: 1440 });
    expect((await req('GET', '/api/public/settings')).json()).toEqual({ siteName: 'Arena' });
    expect((await req('GET', '/api/public/coming-soon-settings')).json()).toEqual({ isActive: true });
    const partial = await req('PATCH', '/api/admin/settings', bearer(token), { comingSoonActive: false });
    expect(partial.json()).toEqual({ siteName: 'Arena', comingSoonActive: false, matchResultApprovalMinutes: 1440 });
    const window = await req('PATCH', '/api/admin/settings', bearer(token), { matchResultApprovalMinutes: 90 });
    expect(window.json()).toEqual({ siteName: 'Arena', comingSoonActive: false, matchResultApprovalMinutes: 90 });
  });

  it.each([
    ['an empty body', {}],
    ['an empty site name', { siteName: '   ' }],
    ['a 61-character site name', { siteName: 'x'.repeat(61) }],
    ['a string switch', { comingSoonActive: 'yes' }],
    ['an unknown field', { siteName: 'Ok', theme: 'dark' }],
    ['a zero approval window', { matchResultApprovalMinutes: 0 }],
    ['an approval window over a week', { matchResultApprovalMinutes: 7 * 24 * 60 + 1 }],
    ['a fractional approval window', { matchResultApprovalMinutes: 1.5 }],
  ])('refuses %s with 400 and keeps the settings', async (_label, payload) => {
    const { token } = await adminToken();
    const before = (await req('GET', '/api/admin/settings', bearer(token))).json();
    const res = await req('PATCH', '/api/admin/settings', bearer(token), payload);
    expect(res.statusCode).toBe(400);
    expect((await req('GET', '/api/admin/settings', bearer(token))).json()).toEqual(before);
  });

  it('is refused to players', async () => {
    const player = await onboardedUser(t.app);
    expect(
      (await req('PATCH', '/api/admin/settings', { cookie: player.cookie }, { siteName: 'Hacked' })).statusCode,
    ).toBe(403);
  });
});

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD at start-up)', () => {
  it('creates the admin, then updates its password on the next start', async () => {
    const email = `boss${Date.now()}@example.test`;
    const id = await ensureAdmin(t.app.ctx, email, 'first-password');
    expect((await usersRepository.findById(t.app.db, id))!.userType).toBe('admin');
    expect((await req('POST', '/api/admin/login', {}, { email, password: 'first-password' })).statusCode).toBe(200);
    expect(await ensureAdmin(t.app.ctx, email, 'second-password')).toBe(id);
    expect((await req('POST', '/api/admin/login', {}, { email, password: 'first-password' })).statusCode).toBe(401);
    expect((await req('POST', '/api/admin/login', {}, { email, password: 'second-password' })).statusCode).toBe(200);
  });

  it('promotes an existing account', async () => {
    const player = await onboardedUser(t.app);
    await ensureAdmin(t.app.ctx, player.input.email, 'promoted-password');
    const me = await req('GET', '/api/auth/user', { cookie: player.cookie });
    expect(me.json().userType).toBe('admin');
  });
});
