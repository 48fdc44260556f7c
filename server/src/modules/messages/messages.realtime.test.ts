import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Conversation, Message, ServerToClientEvents } from '@esn/contract';
import { createTestApp, onboardedUser, openTestDatabase, type TestApp } from '../../../test/helper';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const clients: Client[] = [];
afterAll(() => {
  for (const c of clients) c.disconnect();
});

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
  const s: Client = connect(url, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  clients.push(s);
  const ok = once(s, 'authenticated');
  s.on('connect', () => s.emit('authenticate', userId));
  await ok;
  return s;
}
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
/** Waits for a condition that another process brings about (its Redis channel), patiently on a busy machine. */
const eventually = (check: () => Promise<void>, what: string) =>
  vi.waitFor(check, { timeout: 10_000, interval: 10 }).catch((err: unknown) => {
    throw new Error(`${what}: ${String(err)}`);
  });
const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('messages in real time', () => {
  it('new-message to every participant (the sender’s other tabs too), messages-read, typing to the others only', async () => {
    const t = await createTestApp();
    try {
      const url = await listen(t);
      const a = await onboardedUser(t.app);
      const b = await onboardedUser(t.app);
      const c = (await post(t, '/api/messages/conversations', a.cookie, { userId: b.user.id })).json<Conversation>();
      const aTab1 = await authenticated(url, a.cookie, a.user.id);
      const aTab2 = await authenticated(url, a.cookie, a.user.id);
      const bTab = await authenticated(url, b.cookie, b.user.id);

      const arrivals = [once(aTab1, 'new-message'), once(aTab2, 'new-message'), once(bTab, 'new-message')];
      const sent = await post(t, `/api/messages/conversations/${c.id}/messages`, a.cookie, {
        text: 'merhaba',
        clientId: 'c-1',
      });
      expect(sent.statusCode).toBe(201);
      for (const [m] of await Promise.all(arrivals)) expect(m).toEqual(sent.json<Message>());
      expect(sent.json<Message>().sender).not.toHaveProperty('email');

      const aGot = recorder(aTab1);
      const typing = once(bTab, 'typing');
      expect((await post(t, `/api/messages/conversations/${c.id}/typing`, a.cookie)).statusCode).toBe(204);
      expect((await typing)[0]).toMatchObject({
        conversationId: c.id,
        user: { id: a.user.id, nickname: a.user.nickname },
      });

      const receipts = [once(aTab1, 'messages-read'), once(bTab, 'messages-read')];
      expect((await post(t, `/api/messages/conversations/${c.id}/read`, b.cookie)).json()).toEqual({ count: 0 });
      for (const [r] of await Promise.all(receipts))
        expect(r).toEqual({ conversationId: c.id, userId: b.user.id, readAt: sent.json<Message>().createdAt });
      await quietFor(50);
      expect(aGot).toEqual(['messages-read']); // no typing of his own
    } finally {
      for (const s of clients) s.disconnect();
      await t.close();
    }
  });
});

describe('two server processes sharing PostgreSQL and Redis', () => {
  it.runIf(process.env.REDIS_URL)(
    'deliver a message sent on B to a socket on A, and A’s cached unread count follows',
    async () => {
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
            await a.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: { cookie: alice.cookie } })
          ).json<{ count: number }>().count;
        expect(await countOnA()).toBe(0); // now cached on A
        const conv = (
          await post(b, '/api/messages/conversations', bob.cookie, { userId: alice.user.id })
        ).json<Conversation>();
        const arrived = once(s, 'new-message');
        const sent = await post(b, `/api/messages/conversations/${conv.id}/messages`, bob.cookie, { text: 'from B' });
        expect(sent.statusCode).toBe(201);
        const [m] = await arrived;
        expect(m).toEqual(sent.json<Message>());
        await eventually(
          async () => expect(await countOnA()).toBe(1),
          'count on A did not follow the message sent on B',
        );
        // Read on B: A's cache drops again.
        await post(b, `/api/messages/conversations/${conv.id}/read`, alice.cookie);
        await eventually(async () => expect(await countOnA()).toBe(0), 'count on A did not follow the read on B');
        s.disconnect();
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
