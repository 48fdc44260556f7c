import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, registerUser, type TestApp } from './helper';

describe('the HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a JSON 404 in the reader language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such API route.', code: 'route_not_found' });
    const tr = await t.app.inject({ method: 'DELETE', url: '/api/auth/user' });
    expect(tr.statusCode).toBe(404);
    expect(tr.json().message).toBe('Böyle bir API adresi yok.');
  });

  it('sends security headers with a CSP on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/user', '/api/admin/settings']),
    );
  });

  it('documents the tournament, league and match API of the tournaments issue, each path with its methods', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            responses?: Record<
              string,
              { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
            >;
          }
        >
      >;
    }>();
    const expected: Record<string, string[]> = {
      '/api/tournaments': ['get', 'post'],
      '/api/tournaments/{id}': ['get', 'patch', 'delete'],
      '/api/tournaments/{id}/registrations': ['post'],
      '/api/tournaments/{id}/registrations/{registrationId}': ['delete'],
      '/api/tournaments/{id}/check-in': ['post'],
      '/api/tournaments/{id}/seeding': ['put'],
      '/api/tournaments/{id}/bracket': ['get', 'post'],
      '/api/tournaments/{id}/matches': ['get'],
      '/api/leagues': ['get', 'post'],
      '/api/leagues/{id}': ['get', 'patch'],
      '/api/leagues/{id}/teams': ['post'],
      '/api/leagues/{id}/fixtures': ['post'],
      '/api/leagues/{id}/standings': ['get'],
      '/api/matches/{id}': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths[path], path).toBeDefined();
      expect(Object.keys(doc.paths[path]!), path).toEqual(expect.arrayContaining(methods));
    }
    // POST /api/tournaments → 201 { id, … }.
    const created =
      doc.paths['/api/tournaments']!.post!.responses?.['201']?.content?.['application/json']?.schema?.properties;
    expect(Object.keys(created ?? {})).toEqual(expect.arrayContaining(['id', 'tournament']));
  });

  it('documents the match-result API of spec §7 and the results issue, the pending result with exactly spec §3’s fields', async () => {
    type Schema = { properties?: Record<string, unknown>; required?: string[] };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
      >;
    }>();
    const expected: Record<string, string[]> = {
      '/api/matches/{id}/result': ['post'],
      '/api/matches/{id}/pending-result': ['get'],
      '/api/matches/{id}/approve-result': ['post'],
      '/api/matches/{id}/evidence': ['post'],
      '/api/matches/{id}/history': ['get'],
      '/api/matches/{id}/official-result': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths[path], path).toBeDefined();
      expect(Object.keys(doc.paths[path]!), path).toEqual(expect.arrayContaining(methods));
    }
    const pending =
      doc.paths['/api/matches/{id}/pending-result']!.get!.responses?.['200']?.content?.['application/json']?.schema;
    const fields = [
      'homeTeam',
      'awayTeam',
      'submittedScoreA',
      'submittedScoreB',
      'submittedBy',
      'resultSubmittedAt',
      'screenshotUrl',
      'approvalDeadline',
    ];
    expect(Object.keys(pending?.properties ?? {}).sort()).toEqual([...fields].sort());
  });
});

describe('the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'esn-web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>spa</title>');
    t = await createTestApp();
    await t.app.close();
    const { buildApp } = await import('../src/app');
    t = {
      ...t,
      app: await buildApp({ config: t.config, database: await openTestDatabase(), logger: false, webRoot: root }),
    };
  });
  afterAll(() => t.app.close());

  it('answers any non-API path with index.html so the client router decides', async () => {
    for (const url of ['/', '/teams', '/team/some-slug/manage', '/eadmincv/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>spa</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});

describe('cookies behind HTTPS', () => {
  it('are Secure when PUBLIC_URL is https, and HSTS is sent', async () => {
    const t = await createTestApp({ publicUrl: 'https://esports.example', secureCookies: true });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `s${Date.now()}@example.test`, password: 'long-enough-1', nickname: `sec_${Date.now()}` },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('several server processes', () => {
  // Two app instances on one database stand for two processes behind a load balancer; with REDIS_URL
  // (as in CI) they share the invalidation bus, which is what makes logout reach every process.
  it.runIf(process.env.REDIS_URL)('a logout on one process takes effect on the other at once', async () => {
    const database = await openTestDatabase();
    const a = await createTestApp({}, { ...database, close: async () => {} });
    const b = await createTestApp({ redisPrefix: a.config.redisPrefix }, database);
    try {
      const { cookie } = await registerUser(a.app);
      const meOnB = () => b.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect((await meOnB()).statusCode).toBe(200); // now cached on B
      await a.app.inject({
        method: 'POST',
        url: '/api/onboarding/role',
        headers: { cookie },
        payload: { userType: 'coach' },
      });
      await waitFor(async () => (await meOnB()).json().userType === 'coach');
      await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await waitFor(async () => (await meOnB()).statusCode === 401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a logout takes effect at once on the same process, even with the session cached', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await registerUser(t.app);
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
          200,
        );
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

/** Pub/sub delivery takes a few milliseconds; anything over 500 ms is a failure. */
async function waitFor(check: () => Promise<boolean>, ms = 500) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
