import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });

describe('GET /api/logout (spec: the sign-out navigation)', () => {
  it.each([
    [
      'a link or the menu on our own pages',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' },
    ],
    [
      'the address typed in or a bookmark',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
    ],
    // Browsers send no fetch metadata to a plain-http site other than localhost (a LAN server): a page load from our own page.
    [
      'the menu of a plain-http site (no fetch metadata: an HTML load from our own page)',
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', referer: 'http://localhost:80/dashboard' },
    ],
  ])('signs out for %s', async (_label, headers) => {
    const { cookie } = await registerUser(t.app);
    const res = await logout(cookie, headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    [
      'an <img src> on our own pages (an avatar set to /api/logout)',
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
    ],
    [
      'a script or fetch on our own pages',
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    ],
    [
      'an image on another site',
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
    ],
    [
      "another site's link",
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' },
    ],
    [
      'a sibling subdomain',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'document' },
    ],
    ['a request without fetch metadata', {}],
    [
      'an image without fetch metadata, even on our own pages',
      { accept: 'image/avif,image/webp,*/*', referer: 'http://localhost:80/profile/x' },
    ],
    ["another site's link without fetch metadata", { accept: 'text/html,*/*;q=0.8', referer: 'https://evil.example/' }],
  ])('only redirects, keeping the session, for %s', async (_label, headers) => {
    const { cookie } = await registerUser(t.app);
    const res = await logout(cookie, headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it('POST /api/auth/logout still signs out as before', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  it('lets images come only from our own server (uploads are served at /public-objects/, also from S3) and blob: previews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' blob:");
  });
});
