import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUserInput, onboardedUser, type TestApp } from '../../test/helper';
import { bucketOf, WRITE_LIMITS, WRITE_ROUTES, type WriteBucket } from './write-limits';

type Write = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const id = () => randomUUID();

/** One write per bucket, with a body that passes validation (a made-up target answers 404: it still counts). */
const writes: Record<WriteBucket, () => Write> = {
  post: () => ({ method: 'POST', url: '/api/posts', payload: { type: 'text', body: 'gg' } }),
  share: () => ({ method: 'POST', url: `/api/posts/${id()}/share`, payload: {} }),
  comment: () => ({ method: 'POST', url: `/api/posts/${id()}/comments`, payload: { body: 'gg' } }),
  like: () => ({ method: 'PUT', url: `/api/posts/${id()}/like` }),
  vote: () => ({ method: 'POST', url: `/api/posts/${id()}/vote`, payload: { optionId: id() } }),
  follow: () => ({ method: 'POST', url: `/api/users/${id()}/follow` }),
  connection: () => ({ method: 'POST', url: `/api/connections/${id()}` }),
  application: () => ({ method: 'POST', url: `/api/teams/${id()}/applications`, payload: { message: 'let me in' } }),
  invitation: () => ({ method: 'POST', url: `/api/teams/${id()}/invitations`, payload: { userId: id() } }),
  report: () => ({
    method: 'POST',
    url: '/api/reports',
    payload: { targetType: 'post', targetId: id(), reason: 'spam' },
  }),
  registration: () => ({ method: 'POST', url: `/api/tournaments/${id()}/registrations`, payload: {} }),
  write: () => ({ method: 'PATCH', url: '/api/notifications/mark-all-read' }),
};

/** `spent`: writes of this kind already made (an onboarded user's choice of role is a `write`). */
async function exhaust(
  t: TestApp,
  bucket: WriteBucket,
  cookie: string,
  lang = 'tr',
  spent = bucket === 'write' ? 1 : 0,
) {
  const send = () => t.app.inject({ ...writes[bucket](), headers: { cookie, 'accept-language': lang } });
  for (let i = spent; i < WRITE_LIMITS[bucket]; i++) {
    const res = await send();
    expect(res.statusCode, `${bucket} #${i + 1}: ${res.body}`).not.toBe(429);
    expect(res.statusCode, `${bucket} #${i + 1}: ${res.body}`).toBeLessThan(500);
  }
  return send();
}

describe('per-person write limits (real sizes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeLimitScale: 1 });
  });
  afterAll(() => t.close());

  it.each(Object.keys(writes) as WriteBucket[])(
    '%s: past its limit a 429 with Retry-After and a translated message',
    async (bucket) => {
      const { cookie } = await onboardedUser(t.app);
      const blocked = await exhaust(t, bucket, cookie, bucket === 'post' ? 'en' : 'tr');
      expect(blocked.statusCode).toBe(429);
      const seconds = Number(blocked.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(blocked.json().code).toBe('write_rate_limited');
      expect(blocked.json().message).toBe(
        bucket === 'post'
          ? `You are doing this too fast. Please try again in ${seconds} seconds.`
          : `Çok hızlı işlem yapıyorsun. Lütfen ${seconds} saniye sonra tekrar dene.`,
      );
    },
  );

  it('counts per person: another person, and another kind of write, are not held up', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    expect((await exhaust(t, 'post', a.cookie)).statusCode).toBe(429);
    const other = await t.app.inject({ ...writes.post(), headers: { cookie: b.cookie } });
    expect(other.statusCode).toBe(201);
    const comment = await t.app.inject({ ...writes.comment(), headers: { cookie: a.cookie } });
    expect(comment.statusCode).toBe(404);
  });

  it('a like and its undo count against the same bucket', async () => {
    const { cookie } = await onboardedUser(t.app);
    for (let i = 0; i < WRITE_LIMITS.like; i++) {
      const res = await t.app.inject({
        method: i % 2 ? 'DELETE' : 'PUT',
        url: `/api/posts/${id()}/like`,
        headers: { cookie },
      });
      expect(res.statusCode).not.toBe(429);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${id()}/like`, headers: { cookie } })).statusCode,
    ).toBe(429);
  });
});

describe('the table', () => {
  it('names only routes that exist; every other API write without a limit of its own is a `write`', async () => {
    const t = await createTestApp();
    try {
      for (const key of Object.keys(WRITE_ROUTES)) {
        const [method, url] = key.split(' ') as [Write['method'], string];
        expect(t.app.hasRoute({ method, url }), key).toBe(true);
      }
      expect(bucketOf('PATCH', '/api/notifications/mark-all-read', false)).toBe('write');
      expect(bucketOf('POST', '/api/auth/login', false)).toBeNull();
      expect(bucketOf('GET', '/api/posts', false)).toBeNull();
      expect(bucketOf('POST', '/api/uploads', true)).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeLimitScale: 1, authRateLimitPerMinute: 3, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('the write limits still apply, counted in memory', async () => {
    expect(t.app.redis?.status).not.toBe('ready');
    const { cookie } = await onboardedUser(t.app);
    expect((await exhaust(t, 'comment', cookie)).statusCode).toBe(429);
  });

  it('the route limits (register) still apply instead of being skipped', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: newUserInput(),
            remoteAddress: '10.5.0.1',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('the sign-in failure limit still applies', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.test', password: 'not-it-at-all' },
        remoteAddress: '10.5.0.2',
      });
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
  });
});
