import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@esn/contract';
import { databaseUnavailable } from '../lib/db-errors';
import type { Realtime } from '../lib/realtime';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { sameOrigin } from './same-origin';

type SocketData = { userId: string; sessionId: string };
type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: Io;
    realtime: Realtime;
  }
}

/**
 * The adapter's own Redis connections, made to live through a Redis outage. The adapter publishes without
 * awaiting: with Redis away each emit would be an unhandled rejection, so failed publishes are caught here (the
 * sockets on this process still get the event; those on other processes miss it). Its subscriber queues its
 * (re)subscriptions until Redis is back instead of failing them. Both log their errors (a duplicate has no listener).
 */
function adapterClients(redis: Redis, log: FastifyInstance['log']) {
  const pub = redis.duplicate();
  const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let lastWarn = 0;
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      if (Date.now() - lastWarn > 60_000)
        log.warn({ err: (err as Error).message }, 'socket.io redis publish failed; other processes miss this event');
      lastWarn = Date.now();
      return 0;
    })) as typeof pub.publish;
  for (const client of [pub, sub]) client.on('error', () => {}); // reported once by the app's own Redis client
  return { pub, sub };
}

const userRoom = (id: string) => `user:${id}`;
const sessionRoom = (id: string) => `session:${id}`;
/** Every socket of a user, authenticated or not, so a password reset can close them all. */
const ownerRoom = (id: string) => `owner:${id}`;

/**
 * socket.io on /ws. The handshake must carry a valid session cookie, else the connection is refused. A socket
 * receives a user's events only after `authenticate` with the session's own user id (spec §7). With Redis, the
 * adapter makes an emit on any process reach sockets on every process.
 */
export default fp(
  async function realtime(app: FastifyInstance, opts: { redisPrefix: string }) {
    const allowedOrigins = new Set(app.config.allowedOrigins);
    const io: Io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      transports: ['websocket', 'polling'],
      // Another site's page may not open a socket with the visitor's cookie (see same-origin.ts).
      allowRequest: (req, callback) => callback(null, sameOrigin(req.headers, allowedOrigins)),
    });
    if (app.redis) {
      const { pub, sub } = adapterClients(app.redis, app.log);
      await Promise.all([pub.connect(), sub.connect()]).catch((err: unknown) =>
        app.log.warn({ err }, 'socket.io redis adapter could not connect'),
      );
      io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix}sio` }));
      app.addHook('onClose', async () => {
        pub.disconnect();
        sub.disconnect();
      });
    }

    io.use((socket, next) => {
      const raw = app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE];
      const unsigned = raw ? app.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) return next(new Error('unauthorized'));
      app.sessions.resolve(unsigned.value).then(
        (found) => {
          if (!found) return next(new Error('unauthorized'));
          socket.data = { userId: found.user.id, sessionId: found.sessionId };
          void socket.join([sessionRoom(found.sessionId), ownerRoom(found.user.id)]);
          next();
        },
        // The database is away (or worse): the client may try again; it is told no more than that.
        (err: unknown) => {
          const unavailable = databaseUnavailable(err);
          if (unavailable) app.log.warn({ reason: unavailable }, 'socket refused: database unavailable');
          else app.log.error({ err }, 'socket session check failed');
          next(new Error(unavailable ? 'unavailable' : 'internal'));
        },
      );
    });

    io.on('connection', (socket) => {
      socket.on('authenticate', (userId) => {
        if (typeof userId !== 'string' || userId !== socket.data.userId) {
          socket.emit('auth-error', { message: 'forbidden' });
          return;
        }
        void socket.join(userRoom(userId));
        socket.emit('authenticated', { userId });
      });
    });

    // A revoked session closes its sockets. The bus reaches every process, so each closes its own sockets.
    app.invalidation.onInvalidate((msg) => {
      if (msg.kind === 'session') io.local.in(sessionRoom(msg.id)).disconnectSockets(true);
      if (msg.kind === 'user-sessions') io.local.in(ownerRoom(msg.userId)).disconnectSockets(true);
    });

    app.decorate('io', io);
    app.decorate('realtime', {
      toUser: (userId, event, ...args) => {
        io.to(userRoom(userId)).emit(event, ...args);
      },
      // Every process answers for its own sockets (through the Redis adapter); a process that does not answer in
      // time is left out rather than making the admin wait.
      onlineCount: async () => {
        const sockets = await io
          .timeout(2_000)
          .fetchSockets()
          .catch(() => io.local.fetchSockets());
        return new Set(sockets.map((s) => (s.data as { userId?: string }).userId).filter(Boolean)).size;
      },
    } satisfies Realtime);
    // Fastify closes the HTTP server itself; here only the sockets and engine.io's timers go.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'redis'] },
);
