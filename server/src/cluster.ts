import cluster, { type Worker } from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { Config } from './config';

/** The first worker does the once-only work (demo seed, admin, big bracket) before the others start. */
const ROLE = 'ESN_WORKER_ROLE';
/** Where the workers' own unix sockets live (see cluster-sockets.ts). */
const SOCKETS = 'ESN_WORKER_SOCKETS';

/** What the ready message shows of a worker's start: whether it seeded the demo, and the demo's logins. */
export type WorkerStart = { seeded: boolean; demoLogins: { role: string; email: string; password: string }[] };
/** A worker tells the primary it listens. */
type Ready = { type: 'esn:ready' } & WorkerStart;
const isReady = (m: unknown): m is Ready => (m as Ready | null)?.type === 'esn:ready';

/** In this process: the once-only start-up work, and (in a worker) where the workers' sockets are. */
export const processRole = () => ({
  worker: cluster.isWorker ? { id: cluster.worker!.id, socketsDir: process.env[SOCKETS]! } : undefined,
  setup: cluster.isPrimary || process.env[ROLE] === 'setup',
});

/** A worker that dies is replaced after 0.5 s, doubling for each death in the last minute, at most 30 s apart. */
const restartDelay = (recentDeaths: number) => Math.min(30_000, 500 * 2 ** Math.max(0, recentDeaths - 1));
/** Workers that have not closed this long after the signal are killed. */
const CLOSE_MS = 15_000;

/**
 * The primary of WORKERS=n: it serves nothing itself (Node's cluster shares the port among the workers, handing
 * each new connection to the next one). It starts the first worker, which migrates and seeds, then the others;
 * replaces a worker that dies; passes SIGTERM/SIGINT on to every worker and exits once they all have closed.
 * Returns how to stop it (the process's uncaught-exception handler uses it).
 */
export function runPrimary(
  config: Config,
  count: number,
  onReady: (start: WorkerStart) => void,
): (reason: string, code: number) => void {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  const socketsDir = mkdtempSync(join(tmpdir(), 'esn-workers-'));
  let started = false;
  let closing = false;
  let exitCode = 0;
  const deaths: number[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const fork = (role: 'setup' | 'serve'): Worker => cluster.fork({ [ROLE]: role, [SOCKETS]: socketsDir });
  const whenReady = (worker: Worker) =>
    new Promise<WorkerStart>((resolve) => {
      const listen = (m: unknown) => {
        if (!isReady(m)) return;
        worker.off('message', listen);
        resolve({ seeded: m.seeded, demoLogins: m.demoLogins });
      };
      worker.on('message', listen);
    });

  const finish = () => {
    rmSync(socketsDir, { recursive: true, force: true });
    process.exit(exitCode);
  };

  const stop = (reason: string, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (closing) return;
    closing = true;
    log.info(`${reason}: closing ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const timer of pending) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) return finish();
    for (const w of workers) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      log.error('workers did not close in time; killed');
      exitCode = 1;
      finish();
    }, CLOSE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      exitCode = Math.max(exitCode, code ?? 0);
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    if (!started) {
      // Failing to start is not worth retrying in a loop (a bad migration, a port in use): stop and say so.
      log.fatal({ worker: worker.process.pid, code, signal }, 'a worker failed to start');
      return stop('start-up failed', 1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    const delay = restartDelay(deaths.length);
    log.error({ worker: worker.process.pid, code, signal }, `worker died; starting another in ${delay} ms`);
    const timer = setTimeout(() => {
      pending.delete(timer);
      const next = fork('serve');
      void whenReady(next).then(() => log.info({ worker: next.process.pid }, 'replacement worker ready'));
    }, delay);
    pending.add(timer);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(`${signal} received`, 0));

  void (async () => {
    const setup = await whenReady(fork('setup'));
    await Promise.all(Array.from({ length: count - 1 }, () => whenReady(fork('serve'))));
    started = true;
    onReady(setup);
  })();
  return stop;
}

/** A worker whose primary is gone (killed) closes: nobody would replace it or hand it connections any more. */
export function tellPrimary(start: WorkerStart, stop: (reason: string, code: number) => void): void {
  process.send?.({ type: 'esn:ready', ...start } satisfies Ready);
  process.once('disconnect', () => stop('primary gone', 0));
}
