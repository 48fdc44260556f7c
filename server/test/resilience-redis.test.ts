import { describe, expect, it } from 'vitest';
import { createTestApp, newUserInput, openTestDatabase, registerUser, sessionCookieOf, type TestApp } from './helper';
import { hasRedisServer, privateRedis, sleep } from './services';

/** Polls until `check` holds; returns how long that took, or throws after `ms`. */
async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

const ready = async (t: TestApp) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: r.statusCode, body: r.json<Record<string, string>>(), retryAfter: r.headers['retry-after'] };
};

/**
 * Redis is an accelerator, not a dependency: with it gone the API keeps answering (rate limits fall back to
 * memory, caches are dropped so that no process serves what another changed), readiness says so, and all of
 * it comes back with Redis. Two app instances on one database and one private Redis stand for two processes.
 */
describe.runIf(hasRedisServer())('a Redis outage', () => {
  it('keeps the API working, drops caches across processes, reports redis down, and recovers when Redis is back', async () => {
    const redis = await privateRedis();
    await redis.start();
    const database = await openTestDatabase();
    const a = await createTestApp({ redisUrl: redis.url }, { ...database, close: async () => {} });
    const b = await createTestApp({ redisUrl: redis.url, redisPrefix: a.config.redisPrefix }, database);
    let c: TestApp | undefined;
    try {
      const alice = await registerUser(a.app);
      const bob = await registerUser(a.app);
      expect(await ready(a)).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
      const meOnB = (cookie: string) => b.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect((await meOnB(alice.cookie)).statusCode).toBe(200); // now cached on B

      await redis.kill();
      const detectedMs = await waitFor(
        'readiness reports redis down',
        async () => (await ready(a)).status === 503,
        5_000,
      );
      expect(await ready(a)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'ok', redis: 'down' },
        retryAfter: '5',
      });
      expect((await a.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // The API works without Redis: sign-up and sign-in (rate limits in memory), writes, a notification pushed
      // through the socket.io adapter (its publish fails, quietly), reads.
      const carol = newUserInput();
      expect((await a.app.inject({ method: 'POST', url: '/api/auth/register', payload: carol })).statusCode).toBe(201);
      expect(
        (
          await a.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: carol.email, password: 'wrong-password-1' },
          })
        ).statusCode,
      ).toBe(401);
      const login = await a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: carol.email, password: carol.password },
      });
      expect(login.statusCode).toBe(200);
      const post = await a.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: alice.cookie },
        payload: { type: 'text', body: 'written without Redis' },
      });
      expect(post.statusCode).toBe(201);
      expect(
        (
          await a.app.inject({
            method: 'POST',
            url: `/api/users/${alice.user.id}/follow`,
            headers: { cookie: bob.cookie },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await b.app.inject({ method: 'GET', url: '/api/feed?limit=5', headers: { cookie: sessionCookieOf(login) } }))
          .statusCode,
      ).toBe(200);

      // No invalidation reaches B now, so B drops its caches on its own: a sign-out on A shows on B within seconds
      // even though B cached the session again after Redis went away.
      expect((await meOnB(alice.cookie)).statusCode).toBe(200);
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: alice.cookie } })).statusCode,
      ).toBe(204);
      const staleMs = await waitFor(
        'a sign-out on A reaches B without Redis',
        async () => (await meOnB(alice.cookie)).statusCode === 401,
        3_500,
      );

      // A process that starts while Redis is away starts all the same, and joins the bus once Redis is back.
      const late = (c = await createTestApp(
        { redisUrl: redis.url, redisPrefix: a.config.redisPrefix },
        { ...database, close: async () => {} },
      ));
      expect((await ready(late)).body).toMatchObject({ redis: 'down' });

      await redis.start();
      const backAt = Date.now();
      for (const t of [a, b, late])
        await waitFor('readiness ok again', async () => (await ready(t)).status === 200, 8_000);
      const recoveryMs = Date.now() - backAt;
      console.log(
        `[redis] outage seen by readiness in ${detectedMs} ms; a sign-out reached the other process without Redis in ${staleMs} ms; all three processes ready ${recoveryMs} ms after Redis restarted`,
      );
      expect(recoveryMs).toBeLessThanOrEqual(5_000);

      // With Redis back, invalidation across processes is immediate again, also for the late starter.
      const dave = await registerUser(a.app);
      const meOn = (t: TestApp) =>
        t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: dave.cookie } });
      expect((await meOn(b)).statusCode).toBe(200);
      expect((await meOn(late)).statusCode).toBe(200);
      await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: dave.cookie } });
      await waitFor('a sign-out on A reaches B through Redis', async () => (await meOn(b)).statusCode === 401, 500);
      await waitFor('a sign-out on A reaches C through Redis', async () => (await meOn(late)).statusCode === 401, 500);
    } finally {
      await c?.close();
      await a.close();
      await b.close();
      await redis.kill();
    }
  }, 30_000);
});
