import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@esn/contract';
import type { TestApp } from './helper';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Received = { event: EventName; args: unknown[] };
type Person = { cookie: string; user: { id: string } };
/** One signed-in tab: what reached it of one event (its payloads, in order); `clear` forgets everything so far. */
type Tab = {
  of: <E extends EventName>(event: E) => Parameters<ServerToClientEvents[E]>[0][];
  clear: () => void;
};

/** The barrier's id: an `authenticated` for no one, sent after everything else (see `drain`). */
const BARRIER = 'barrier';

/**
 * Signed-in browsers for tests of live events: each person's socket records what reaches it. `drain` waits for the
 * app's listeners, then sends each socket a last event: socket.io keeps a socket's order (across processes too, since
 * one process publishes), so once that arrives everything sent before it has, and what is missing was never sent.
 */
export async function liveSockets(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const open: { socket: Client; userId: string; got: Received[] }[] = [];

  async function socketOf(person: Person): Promise<Tab> {
    const socket: Client = connect(url, {
      path: '/ws',
      transports: ['websocket'],
      extraHeaders: { cookie: person.cookie },
      reconnection: false,
      forceNew: true,
    });
    const got: Received[] = [];
    open.push({ socket, userId: person.user.id, got });
    socket.onAny((event: EventName, ...args: unknown[]) => {
      if (event !== 'authenticated' || (args[0] as { userId: string }).userId !== BARRIER) got.push({ event, args });
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not authenticated within 5 s')), 5000);
      socket.once('authenticated', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.on('connect', () => socket.emit('authenticate', person.user.id));
    });
    got.length = 0;
    return {
      of: <E extends EventName>(event: E) =>
        got.filter((r) => r.event === event).map((r) => r.args[0] as Parameters<ServerToClientEvents[E]>[0]),
      clear: () => void (got.length = 0),
    };
  }

  async function drain() {
    await t.app.ctx.events.settled();
    const arrived = open.map(
      ({ socket }) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('barrier not received within 5 s')), 5000);
          const onBarrier = (p: { userId: string }) => {
            if (p.userId !== BARRIER) return;
            clearTimeout(timer);
            socket.off('authenticated', onBarrier);
            resolve();
          };
          socket.on('authenticated', onBarrier);
        }),
    );
    for (const userId of new Set(open.map((o) => o.userId)))
      t.app.realtime.toUser(userId, 'authenticated', { userId: BARRIER });
    await Promise.all(arrived);
  }

  /** One socket each, in the order given. */
  const socketsOf = <const P extends Person[]>(...people: P) =>
    Promise.all(people.map(socketOf)) as Promise<{ [K in keyof P]: Tab }>;

  const close = () => {
    for (const { socket } of open) socket.disconnect();
  };
  return { socketOf, socketsOf, drain, close };
}
