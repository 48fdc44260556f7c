import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Private PostgreSQL and Redis servers for tests that stop and restart them: the machine's shared ones
 * (127.0.0.1:5432 and :6379) serve every other test and must never go down.
 */

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or rejects after `ms`. */
async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await sleep(50);
  }
}

/** Debian's PostgreSQL server binaries (initdb, pg_ctl), the newest version installed; undefined when absent. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirNumeric(base).filter(
    (v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')),
  );
  return versions.length ? join(base, versions[versions.length - 1]!, 'bin') : undefined;
}

function readdirNumeric(dir: string): string[] {
  return readdirSync(dir)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
}

export type PgCluster = {
  port: number;
  url: string;
  start: () => Promise<void>;
  /** A fast stop: what a restart or failover does to the connected clients (57P01 on every session). */
  stop: () => Promise<void>;
  destroy: () => void;
};

/**
 * A throw-away PostgreSQL cluster on a random port (trust auth, socket in /tmp). initdb refuses to run as root,
 * so as root it runs as the `postgres` user. Start and stop do not block the event loop: the server under test
 * may run in this process.
 */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'esn-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const logFile = join(dir, 'log');
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
  const run = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [exe, argv] = command(cmd, args);
      let out = '';
      const child = spawn(exe, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0) return resolve();
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
        reject(new Error(`${cmd} ${args.join(' ')} failed (${code}): ${out}\n${log}`));
      });
    });
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=16MB`;
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', opts, '-l', logFile, '-w', '-t', '30', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    destroy: () => {
      const [exe, argv] = command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      spawnSync(exe, argv, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

export type RedisServer = { port: number; url: string; start: () => Promise<void>; kill: () => Promise<void> };

/** A private redis-server on a random port, started and killed at will (the same port each time). */
export async function privateRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        { stdio: 'ignore' },
      );
      await waitForPort(port);
    },
    kill: async () => {
      const c = child;
      if (!c || c.exitCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await gone;
    },
  };
}

export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

export type TcpGate = { port: number; freeze: () => void; thaw: () => void; close: () => Promise<void> };

/**
 * A TCP relay to 127.0.0.1:`target` that can stop passing bytes, both ways, without closing anything: a network
 * partition (or a server that hangs) as the client sees it. Bytes sent meanwhile wait and go through on thaw, as
 * TCP would deliver them once the network heals.
 */
export async function startTcpGate(target: number): Promise<TcpGate> {
  let frozen = false;
  const flushes = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server = createServer((down) => {
    const up = connect(target, '127.0.0.1');
    sockets.add(down).add(up);
    const pending: [Socket, Buffer][] = [];
    const pass = (to: Socket) => (d: Buffer) => (frozen ? pending.push([to, d]) : to.write(d));
    down.on('data', pass(up));
    up.on('data', pass(down));
    const flush = () => {
      for (const [to, d] of pending.splice(0)) if (!to.destroyed) to.write(d);
    };
    flushes.add(flush);
    const end = () => {
      flushes.delete(flush);
      down.destroy();
      up.destroy();
      sockets.delete(down);
      sockets.delete(up);
    };
    for (const s of [down, up]) s.on('close', end).on('error', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const flush of flushes) flush();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
