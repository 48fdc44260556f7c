import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, openTestDatabase, registerUser, type TestApp } from '../../../test/helper';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('liveness answers without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('readiness says the database answers, and whether Redis is configured and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'absent' });
  });

  it('both are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/health/ready']!.get.responses).sort()).toEqual(['200', '503']);
    expect(doc.paths['/api/health']).toBeDefined();
  });
});

describe('health with the database gone', () => {
  // The embedded default and the pool alike: a database that is gone (here: closed under the running app)
  // gives readiness 503 and every request a translated 503 with Retry-After, never a 500 with a stack.
  it('with the database gone: readiness 503, requests 503 + Retry-After in the reader language, liveness still 200', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({}, { ...database, close: async () => {} });
    onTestFinished(() => t.close());
    const { cookie } = await registerUser(t.app);
    await database.close();

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie, 'accept-language': 'en' },
      payload: { type: 'text', body: 'hello' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json()).toEqual({
      code: 'database_unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'tr' },
      payload: { email: 'a@example.test', password: 'whatever-123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toMatch(/birkaç saniye/);

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
