import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SOCKET_PATH } from '@esn/contract';

type Listener = (...args: never[]) => void;

/**
 * socket.io's polling transport (the fallback when a websocket cannot be opened) is a series of HTTP requests that
 * all belong to one session, kept in the memory of the process that opened it; Node's cluster hands each connection
 * to any worker, and a browser sends a session's requests over whichever of its kept-alive connections is free. So
 * each worker names the sessions it opens after itself (`<worker id>.<random>`) and listens on a unix socket of its
 * own; a request of another worker's session (a poll, a post, or the upgrade from polling to a websocket) is passed
 * to that worker through its socket. A websocket opened directly (the usual case) needs none of this.
 *
 * Why not @socket.io/sticky: it routes every connection through the primary, which reads its first request, and it
 * turns keep-alive off for every response of the server (so that no connection carries two sessions' requests);
 * every API request would then pay a new TCP connection and a hand-over, and requests with a body a relay through the
 * primary, which is what this issue is about not paying. Here only the rare request that lands on the wrong worker
 * pays one hop on the same machine.
 */
export async function shareSocketSessions(app: FastifyInstance, workerId: number, dir: string): Promise<void> {
  const me = String(workerId);
  const socketOf = (id: string) => join(dir, `w${id}.sock`);
  app.io.engine.generateId = () => `${me}.${randomBytes(15).toString('base64url')}`;

  const ownerOf = (req: IncomingMessage): string | null => {
    if (!req.url?.startsWith(`${SOCKET_PATH}/`)) return null;
    const sid = new URL(req.url, 'http://worker').searchParams.get('sid');
    const owner = sid ? /^(\d+)\./.exec(sid)?.[1] : undefined;
    return owner && owner !== me ? socketOf(owner) : null;
  };

  // engine.io and Fastify listen to the server's requests and upgrades: ahead of them, another worker's sessions go on.
  const server = app.server;
  const requests = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const owner = ownerOf(req);
    if (owner) passRequest(req, res, owner);
    else for (const l of requests) (l as (a: unknown, b: unknown) => void).call(server, req, res);
  });
  const upgrades = server.listeners('upgrade') as Listener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const owner = ownerOf(req);
    if (owner) passUpgrade(req, socket, head, owner);
    else for (const l of upgrades) (l as (a: unknown, b: unknown, c: unknown) => void).call(server, req, socket, head);
  });

  // What arrives on this worker's own socket is served like any connection (only other workers can reach it).
  const path = socketOf(me);
  rmSync(path, { force: true });
  const internal = net.createServer((connection) => server.emit('connection', connection));
  await new Promise<void>((resolve, reject) => internal.once('error', reject).listen(path, resolve));
  app.addHook('onClose', (_app, done) => {
    internal.close(() => done());
  });
}

/** The owner is gone (it died, or closed): what engine.io answers for a session it does not know, so the client starts a new one. */
function sessionGone(res: ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 1, message: 'Session ID unknown' }));
}

/** Headers that describe one connection, not the request: the hop to the owner is a connection of its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const withoutHopHeaders = (headers: http.IncomingHttpHeaders) => {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
};

/**
 * Connections to the other workers stay open between passed requests, and an idle one is closed by this side after
 * 5 s, long before the owner would close it (Fastify: 72 s), so no request is written on a connection being closed.
 */
const toOwners = new http.Agent({ keepAlive: true, timeout: 5_000 });

/**
 * The client's own `Connection: close` is not passed on: the owner would close the connection as it answered,
 * while this side may still be ending the request on it (EPIPE), and the session was lost ("Session ID unknown").
 */
function passRequest(req: IncomingMessage, res: ServerResponse, socketPath: string) {
  const out = http.request(
    { socketPath, agent: toOwners, method: req.method, path: req.url, headers: withoutHopHeaders(req.headers) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
      answer.pipe(res);
    },
  );
  out.on('error', () => sessionGone(res));
  req.pipe(out);
}

/** The request line and headers as they came, then both ways piped: the owner answers the upgrade itself. */
function passUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, socketPath: string) {
  const out = net.connect(socketPath);
  const end = () => {
    socket.destroy();
    out.destroy();
  };
  out.on('error', end);
  socket.on('error', end);
  out.on('close', end);
  socket.on('close', end);
  out.on('connect', () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    out.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) out.write(head);
    socket.pipe(out).pipe(socket);
  });
}
