import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const unread = async (cookie: string) => (await call('GET', '/api/notifications/unread-count', cookie)).json().count;

describe('follow', () => {
  it('follows and unfollows idempotently, with counts and one notification', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const first = await call('POST', `/api/users/${a.user.id}/follow`, b.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followers: 1 });
    expect((await call('POST', `/api/users/${a.user.id}/follow`, b.cookie)).json()).toEqual({
      following: true,
      followers: 1,
    });
    await t.app.ctx.events.settled();
    expect(await unread(a.cookie)).toBe(1);

    const summary = (await call('GET', `/api/users/${a.user.id}`, b.cookie)).json();
    expect(summary).toMatchObject({
      id: a.user.id,
      nickname: a.user.nickname,
      followers: 1,
      following: 0,
      isFollowing: true,
    });
    expect((await call('GET', `/api/users/${b.user.id}`, a.cookie)).json()).toMatchObject({
      followers: 0,
      following: 1,
      isFollowing: false,
    });

    expect((await call('DELETE', `/api/users/${a.user.id}/follow`, b.cookie)).json()).toEqual({
      following: false,
      followers: 0,
    });
    expect((await call('DELETE', `/api/users/${a.user.id}/follow`, b.cookie)).json()).toEqual({
      following: false,
      followers: 0,
    });
    // Following again the same day does not notify a second time.
    await call('POST', `/api/users/${a.user.id}/follow`, b.cookie);
    await t.app.ctx.events.settled();
    expect(await unread(a.cookie)).toBe(1);
  });

  it('refuses following oneself (400), unknown people (404) and strangers (401), notifying no one', async () => {
    const a = await onboardedUser(t.app);
    const self = await call('POST', `/api/users/${a.user.id}/follow`, a.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('cannot_follow_self');
    expect((await call('POST', '/api/users/00000000-0000-0000-0000-000000000000/follow', a.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/users/not-a-uuid/follow', a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/not-a-uuid', a.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/users/${a.user.id}/follow`)).statusCode).toBe(401);
    await t.app.ctx.events.settled();
    expect(await unread(a.cookie)).toBe(0);
  });

  it('lists followers and following newest first, page by page', async () => {
    const star = await onboardedUser(t.app);
    const fans = [];
    for (let i = 0; i < 5; i++) {
      const f = await registerUser(t.app);
      await call('POST', `/api/users/${star.user.id}/follow`, f.cookie);
      fans.push(f.user.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'GET',
        `/api/users/${star.user.id}/followers?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        star.cookie,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((u: { id: string }) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...fans].reverse());

    const following = (await call('GET', `/api/users/${fans[0]}/following`, star.cookie)).json();
    expect(following.items.map((u: { id: string }) => u.id)).toEqual([star.user.id]);
    expect(following.nextCursor).toBeNull();
    expect((await call('GET', `/api/users/${star.user.id}/followers?cursor=garbage`, star.cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/users/${star.user.id}/followers?limit=1000`, star.cookie)).statusCode).toBe(400);
  });
});

describe('at the same time', () => {
  it('the same follow sent five times at once is one row and one notification', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/users/${a.user.id}/follow`, b.cookie)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ following: true, followers: 1 });
    }
    await t.app.ctx.events.settled();
    expect(await unread(a.cookie)).toBe(1);
    const notes = (await call('GET', '/api/notifications', a.cookie)).json<{ type: string }[]>();
    expect(notes.filter((n) => n.type === 'follow')).toHaveLength(1);
    const followers = (await call('GET', `/api/users/${a.user.id}/followers`, b.cookie)).json<{
      items: { id: string }[];
    }>().items;
    expect(followers.map((u) => u.id)).toEqual([b.user.id]);
    expect((await call('GET', `/api/users/${b.user.id}`, a.cookie)).json()).toMatchObject({ following: 1 });
  });

  it('two people following each other at once: both follows, each told once', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const answers = await Promise.all([
      call('POST', `/api/users/${a.user.id}/follow`, b.cookie),
      call('POST', `/api/users/${b.user.id}/follow`, a.cookie),
      call('POST', `/api/users/${a.user.id}/follow`, b.cookie),
      call('POST', `/api/users/${b.user.id}/follow`, a.cookie),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await t.app.ctx.events.settled();
    for (const [p, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await call('GET', `/api/users/${p.user.id}`, other.cookie)).json()).toMatchObject({
        followers: 1,
        following: 1,
        isFollowing: true,
      });
      expect(await unread(p.cookie)).toBe(1);
    }
  });
});
