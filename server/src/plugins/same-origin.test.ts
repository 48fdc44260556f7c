import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { createTestApp, onboardedUser, type TestApp } from '../../test/helper';
import { fixtures, multipartBody } from '../modules/uploads/test-fixtures';
import { sameOrigin } from './same-origin';

const EVIL = 'https://evil.example';

describe('cross-site requests', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // As loadConfig makes it of PUBLIC_URL (the default one here) and ALLOWED_ORIGINS (see config.test.ts).
    t = await createTestApp({
      allowedOrigins: ['http://localhost:5000', 'https://esports.example', 'https://app.esports.example'],
    });
    ({ cookie } = await onboardedUser(t.app));
  });
  afterAll(() => t.close());

  const createPost = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie, ...headers },
      payload: { type: 'text', body: 'gg' },
    });

  it('a POST from another site is 403 with a translated message, ', async () => {
    const res = await createPost({ origin: EVIL, 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'cross_site_request',
      message: 'This request came from another site and was refused. Please do this on eSportsCV itself.',
    });
    const tr = await createPost({ origin: EVIL });
    expect(tr.json().message).toMatch(/başka bir siteden/);
  });

  it('so are a PATCH, a DELETE and a multipart upload', async () => {
    const created = await createPost({});
    expect(created.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${created.json().id}`,
      headers: { cookie, origin: EVIL },
    });
    expect(del.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: { cookie, origin: EVIL },
    });
    expect(patch.statusCode).toBe(403);
    const { payload, headers } = multipartBody([{ data: fixtures.png(), filename: 'a.png' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { ...headers, cookie, origin: EVIL },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().code).toBe('cross_site_request');
  });

  it('a sibling subdomain, a look-alike host, `null` and another scheme or port of ours are foreign too', async () => {
    for (const origin of [
      'https://evil.esports.example',
      'https://esports.example.evil.example',
      'null',
      'http://esports.example',
      'http://localhost:8080',
      'file://',
    ]) {
      expect((await createPost({ origin })).statusCode, origin).toBe(403);
    }
  });

  it('our own origins are let through: PUBLIC_URL, ALLOWED_ORIGINS and the host the request was sent to', async () => {
    expect((await createPost({ origin: 'http://localhost:5000' })).statusCode).toBe(201);
    expect((await createPost({ origin: 'https://esports.example' })).statusCode).toBe(201);
    expect((await createPost({ origin: 'https://app.esports.example' })).statusCode).toBe(201);
    // light-my-request sends Host: localhost:80
    expect((await createPost({ origin: 'http://localhost' })).statusCode).toBe(201);
    // The Vite dev server's proxy keeps the browser's Host (no changeOrigin): its Origin is the same host.
    expect((await createPost({ origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(201);
  });

  it('without Origin, Sec-Fetch-Site decides; with neither (curl, servers, tests) the request is let through', async () => {
    expect((await createPost({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await createPost({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await createPost({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await createPost({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
    expect((await createPost({})).statusCode).toBe(201);
  });

  it('reads are not refused (a link from another site must open)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sameOrigin compares default ports by scheme', () => {
    const none = new Set<string>();
    expect(sameOrigin({ origin: 'https://x.example', host: 'x.example' }, none)).toBe(true);
    expect(sameOrigin({ origin: 'https://x.example', host: 'x.example:443' }, none)).toBe(true);
    expect(sameOrigin({ origin: 'https://x.example', host: 'x.example:80' }, none)).toBe(false);
    expect(sameOrigin({ origin: 'https://x.example' }, none)).toBe(false);
  });
});

describe('the socket on /ws', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ({ cookie } = await onboardedUser(t.app));
  });
  afterAll(() => t.close());

  const attempt = (origin: string | undefined) =>
    new Promise<string>((resolve) => {
      const s = connect(url, {
        path: '/ws',
        transports: ['websocket'],
        extraHeaders: { cookie, ...(origin ? { origin } : {}) },
        reconnection: false,
        forceNew: true,
      });
      s.once('connect', () => (s.disconnect(), resolve('connected')));
      s.once('connect_error', (err) => (s.disconnect(), resolve(`refused: ${err.message}`)));
    });

  it('refuses another site’s page and accepts our own origin (and a client without one)', async () => {
    expect(await attempt(EVIL)).toMatch(/^refused/);
    expect(await attempt('null')).toMatch(/^refused/);
    expect(await attempt(url)).toBe('connected');
    expect(await attempt('http://localhost:5000')).toBe('connected');
    expect(await attempt(undefined)).toBe('connected');
  });

  it('refuses a foreign origin on the polling transport too', async () => {
    const res = await fetch(`${url}/ws/?EIO=4&transport=polling`, { headers: { origin: EVIL, cookie } });
    expect(res.status).toBe(403);
    const own = await fetch(`${url}/ws/?EIO=4&transport=polling`, { headers: { origin: url, cookie } });
    expect(own.status).toBe(200);
  });
});
