import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@esn/contract';
import { createTestApp, onboardedUser, openTestDatabase, type TestApp } from '../../test/helper';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const clients: Client[] = [];
function socket(url: string, cookie?: string): Client {
  const s: Client = connect(url, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  clients.push(s);
  return s;
}
const once = <E extends keyof ServerToClientEvents>(s: Client, event: E, ms = 2000) =>
  new Promise<Parameters<ServerToClientEvents[E]>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    s.once(event, ((...args: Parameters<ServerToClientEvents[E]>) => {
      clearTimeout(timer);
      resolve(args);
    }) as never);
  });
async function authenticated(url: string, cookie: string, userId: string) {
  const s = socket(url, cookie);
  const ok = once(s, 'authenticated');
  s.on('connect', () => s.emit('authenticate', userId));
  await ok;
  return s;
}
/** Collects every event a socket receives, to prove that it received nothing. */
function recorder(s: Client) {
  const got: string[] = [];
  s.onAny((event: string) => got.push(event));
  return got;
}
/**
 * A short bounded wait, only where a test proves that something does NOT arrive: there is no event to wait for.
 * Anything that was sent would come over the same local socket well within it.
 */
const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('realtime on /ws', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await t.close();
  });

  it('refuses a socket without a valid session cookie', async () => {
    const refusal = (s: Client) => new Promise<Error>((resolve) => s.once('connect_error', resolve));
    expect((await refusal(socket(url))).message).toBe('unauthorized');
    const forged = socket(url, 'sid=forged.cookie');
    expect((await refusal(forged)).message).toBe('unauthorized');
    expect(forged.connected).toBe(false);
  });

  it("delivers a user's notification to their socket and not to a socket that claimed their id", async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const c = await onboardedUser(t.app);
    const mine = await authenticated(url, a.cookie, a.user.id);

    const intruder = socket(url, c.cookie);
    const refused = once(intruder, 'auth-error');
    intruder.on('connect', () => intruder.emit('authenticate', a.user.id));
    await refused;
    const intruderGot = recorder(intruder);

    const arrived = once(mine, 'new-notification');
    await t.app.inject({ method: 'POST', url: `/api/users/${a.user.id}/follow`, headers: { cookie: b.cookie } });
    const [n] = await arrived;
    expect(n).toMatchObject({ type: 'follow', recipientId: a.user.id, senderId: b.user.id, read: false });
    // Exactly the public sender fields: nothing else of the follower (e-mail!) travels over the socket.
    expect(n.sender).toEqual({
      nickname: b.user.nickname,
      firstName: null,
      lastName: null,
      avatarUrl: null,
      profileImageUrl: null,
    });
    await quietFor(100);
    expect(intruderGot).toEqual([]);
  });

  it('tells every tab of the user about reads and deletions', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const tab1 = await authenticated(url, a.cookie, a.user.id);
    const tab2 = await authenticated(url, a.cookie, a.user.id);
    const created = once(tab2, 'new-notification');
    await t.app.inject({ method: 'POST', url: `/api/users/${a.user.id}/follow`, headers: { cookie: b.cookie } });
    const [n] = await created;

    const read = once(tab2, 'notification-read');
    await t.app.inject({ method: 'PATCH', url: `/api/notifications/${n.id}/read`, headers: { cookie: a.cookie } });
    expect((await read)[0]).toEqual({ id: n.id });

    const allRead = once(tab1, 'all-notifications-read');
    await t.app.inject({ method: 'PATCH', url: '/api/notifications/mark-all-read', headers: { cookie: a.cookie } });
    await allRead;

    const deleted = once(tab1, 'notification-deleted');
    await t.app.inject({ method: 'DELETE', url: `/api/notifications/${n.id}`, headers: { cookie: a.cookie } });
    expect((await deleted)[0]).toEqual({ id: n.id });

    const allDeleted = once(tab2, 'all-notifications-deleted');
    await t.app.inject({ method: 'DELETE', url: '/api/notifications/delete-all', headers: { cookie: a.cookie } });
    await allDeleted;
  });

  it('closes the sockets of a session when it logs out', async () => {
    const a = await onboardedUser(t.app);
    const s = await authenticated(url, a.cookie, a.user.id);
    const closed = new Promise((resolve) => s.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: a.cookie } });
    await closed;
    expect(s.connected).toBe(false);
  });
});

describe('two server processes sharing PostgreSQL and Redis', () => {
  it.runIf(process.env.REDIS_URL)('deliver a notification produced on B to a socket connected to A', async () => {
    const database = await openTestDatabase();
    const a = await createTestApp({}, { ...database, close: async () => {} });
    const b = await createTestApp({ redisPrefix: a.config.redisPrefix }, database);
    try {
      const urlA = await listen(a);
      const alice = await onboardedUser(a.app);
      const bob = await onboardedUser(b.app);
      const s = await authenticated(urlA, alice.cookie, alice.user.id);
      const countOnA = async () =>
        (
          await a.app.inject({
            method: 'GET',
            url: '/api/notifications/unread-count',
            headers: { cookie: alice.cookie },
          })
        ).json().count;
      expect(await countOnA()).toBe(0); // now cached on A
      expect(
        (await a.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: alice.cookie } })).json(),
      ).toEqual([]);
      const arrived = once(s, 'new-notification');
      await b.app.inject({
        method: 'POST',
        url: `/api/users/${alice.user.id}/follow`,
        headers: { cookie: bob.cookie },
      });
      const [n] = await arrived;
      expect(n.senderId).toBe(bob.user.id);
      // A's cached count and first page are dropped by B's invalidation (its own Redis channel: allow a few ms).
      const listOnA = async () =>
        (await a.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: alice.cookie } })).json();
      await vi.waitFor(
        async () => {
          expect(await countOnA(), 'count on A follows the change on B').toBe(1);
          expect(await listOnA(), 'list on A follows the change on B').toHaveLength(1);
        },
        { timeout: 10_000, interval: 10 },
      );
      s.disconnect();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
