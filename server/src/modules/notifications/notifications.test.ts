import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@esn/contract';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { notify } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const count = async (cookie: string) =>
  (await call('GET', '/api/notifications/unread-count', cookie)).json().count as number;
const listOf = async (cookie: string, query = '') =>
  (await call('GET', `/api/notifications${query}`, cookie)).json() as Notification[];

/**
 * `n` notifications to `recipient`, each from a new person, oldest first: connection requests, a type that never
 * groups (follows fold into one item, see grouping.test.ts).
 */
async function followedBy(recipientId: string, n: number) {
  const senders = [];
  for (let i = 0; i < n; i++) {
    const f = await registerUser(t.app);
    await notify(t.app.ctx, {
      recipientId,
      sender: {
        id: f.user.id,
        nickname: f.user.nickname,
        firstName: null,
        lastName: null,
        avatarUrl: null,
        profileImageUrl: null,
      },
      type: 'connection_request',
      params: { nickname: f.user.nickname },
      actionUrl: `/profile/${f.user.id}`,
      relatedId: f.user.id,
    });
    senders.push(f);
  }
  await t.app.ctx.events.settled();
  return senders;
}

describe('notifications', () => {
  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/mark-all-read'],
      ['PATCH', '/api/notifications/00000000-0000-0000-0000-000000000000/read'],
      ['DELETE', '/api/notifications/delete-all'],
      ['DELETE', '/api/notifications/00000000-0000-0000-0000-000000000000'],
      ['GET', '/api/messages/unread-count'],
    ] as const)
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lists newest first with the sender, in the spec shape', async () => {
    const a = await onboardedUser(t.app);
    const [first, second] = await followedBy(a.user.id, 2);
    const list = await listOf(a.cookie);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(String),
      recipientId: a.user.id,
      senderId: second!.user.id,
      type: 'connection_request',
      title: 'Yeni bağlantı isteği',
      message: `${second!.user.nickname} seninle bağlantı kurmak istiyor`,
      params: { nickname: second!.user.nickname },
      actionUrl: `/profile/${second!.user.id}`,
      relatedId: second!.user.id,
      read: false,
      count: 1,
      createdAt: expect.any(String),
      sender: {
        nickname: second!.user.nickname,
        firstName: null,
        lastName: null,
        avatarUrl: null,
        profileImageUrl: null,
      },
    });
    expect(list[1]!.senderId).toBe(first!.user.id);
  });

  it('pages with limit and before, without gaps or repeats', async () => {
    const a = await onboardedUser(t.app);
    await followedBy(a.user.id, 5);
    const all = await listOf(a.cookie);
    const page1 = await listOf(a.cookie, '?limit=2');
    const page2 = await listOf(a.cookie, `?limit=2&before=${page1[1]!.id}`);
    const page3 = await listOf(a.cookie, `?limit=2&before=${page2[1]!.id}`);
    expect([...page1, ...page2, ...page3].map((n) => n.id)).toEqual(all.map((n) => n.id));
    expect(page3).toHaveLength(1);
    expect((await call('GET', '/api/notifications?limit=0', a.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?limit=101', a.cookie)).statusCode).toBe(400);
    expect(await listOf(a.cookie, '?before=not-a-uuid')).toEqual([]);
  });

  it('keeps the unread count exact through read, mark-all, delete, delete-all and new ones', async () => {
    const a = await onboardedUser(t.app);
    expect(await count(a.cookie)).toBe(0);
    await followedBy(a.user.id, 3);
    expect(await count(a.cookie)).toBe(3);
    const [n1, n2, n3] = await listOf(a.cookie);
    expect((await call('PATCH', `/api/notifications/${n1!.id}/read`, a.cookie)).statusCode).toBe(204);
    expect(await count(a.cookie)).toBe(2);
    await call('PATCH', `/api/notifications/${n1!.id}/read`, a.cookie); // already read: no change
    expect(await count(a.cookie)).toBe(2);
    expect((await call('DELETE', `/api/notifications/${n2!.id}`, a.cookie)).statusCode).toBe(204);
    expect(await count(a.cookie)).toBe(1);
    await followedBy(a.user.id, 1);
    expect(await count(a.cookie)).toBe(2);
    expect((await call('PATCH', '/api/notifications/mark-all-read', a.cookie)).statusCode).toBe(204);
    expect(await count(a.cookie)).toBe(0);
    expect((await listOf(a.cookie)).every((n) => n.read)).toBe(true);
    await followedBy(a.user.id, 1);
    expect(await count(a.cookie)).toBe(1);
    expect((await call('DELETE', '/api/notifications/delete-all', a.cookie)).statusCode).toBe(204);
    expect(await count(a.cookie)).toBe(0);
    expect(await listOf(a.cookie)).toEqual([]);
    expect(n3).toBeDefined();
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await followedBy(a.user.id, 1);
    const [mine] = await listOf(a.cookie);
    expect((await call('PATCH', `/api/notifications/${mine!.id}/read`, b.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${mine!.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/notifications/not-a-uuid/read', a.cookie)).statusCode).toBe(404);
    await call('PATCH', '/api/notifications/mark-all-read', b.cookie);
    await call('DELETE', '/api/notifications/delete-all', b.cookie);
    expect(await listOf(a.cookie)).toEqual([mine]);
    expect(await count(a.cookie)).toBe(1);
  });

  it('never notifies oneself', async () => {
    const a = await onboardedUser(t.app);
    const sent = await notify(t.app.ctx, {
      recipientId: a.user.id,
      sender: {
        id: a.user.id,
        nickname: a.user.nickname,
        firstName: null,
        lastName: null,
        avatarUrl: null,
        profileImageUrl: null,
      },
      type: 'like',
      params: {},
    });
    expect(sent).toBeNull();
    expect(await count(a.cookie)).toBe(0);
  });

  it('answers the messages unread count with no-cache headers', async () => {
    const a = await onboardedUser(t.app);
    const res = await call('GET', '/api/messages/unread-count', a.cookie);
    expect(res.json()).toEqual({ count: 0 });
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('sends the first page from memory as the same JSON the uncached path gives, and drops it on change', async () => {
    const a = await onboardedUser(t.app);
    await followedBy(a.user.id, 3);
    const first = await call('GET', '/api/notifications', a.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await call('GET', '/api/notifications', a.cookie);
    expect(again.body).toBe(first.body);
    // limit=49 never comes from the cache: the same rows, serialised by the route's schema.
    expect(first.json()).toEqual(await listOf(a.cookie, '?limit=49'));
    await call('PATCH', '/api/notifications/mark-all-read', a.cookie);
    const read = await listOf(a.cookie);
    expect(read.map((n) => n.read)).toEqual([true, true, true]);
  });
});
