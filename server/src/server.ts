import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, serverProcesses } from './config';
import { runPrimary } from './cluster';
import { readyMessage } from './ready-message';
import { databaseUnavailable } from './lib/db-errors';
import { serializeError } from './lib/safe-logging';

/** Until the app (and its pino logger) exists, process-level trouble goes to the console, its error scrubbed alike. */
const early = (obj: { err?: unknown }) => ('err' in obj ? { ...obj, err: serializeError(obj.err) } : obj);
let log: Pick<FastifyBaseLogger, 'error' | 'fatal'> = {
  error: (obj: object, msg?: string) => console.error(msg, early(obj)),
  fatal: (obj: object, msg?: string) => console.error(msg, early(obj)),
} as Pick<FastifyBaseLogger, 'error' | 'fatal'>;
let shutdown: ((reason: string, code: number) => void) | undefined;

// A rejected promise nobody awaited is a bug to fix, but it leaves no state half-changed: log it and go on serving.
process.on('unhandledRejection', (reason) => {
  log.error(
    { err: reason, unavailable: databaseUnavailable(reason) },
    'unhandled promise rejection (server keeps running)',
  );
});

// After an uncaught exception Node cannot promise that the program's state is sound. A broken database connection
// is the exception: its state is the pool's and the pool has already dropped that connection, so keep serving
// (requests answer 503 until the database is back). Anything else: log it with its stack, stop taking requests,
// finish those in flight and exit 1, so that the supervisor (systemd, Docker, Kubernetes) starts a clean process.
process.on('uncaughtException', (err, origin) => {
  const unavailable = databaseUnavailable(err);
  if (unavailable) {
    log.error({ err, origin, unavailable }, 'uncaught database connection error (server keeps running)');
    return;
  }
  log.fatal({ err, origin }, 'uncaught exception: closing and exiting with code 1');
  if (shutdown) shutdown('uncaughtException', 1);
  else process.exit(1);
});

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const processes = serverProcesses(config);
  if (cluster.isPrimary && processes.count > 1) {
    shutdown = runPrimary(config, processes.count, (ready) =>
      console.log(
        readyMessage(config, { ...ready, seconds: (Date.now() - started) / 1000, processes: processes.count }),
      ),
    );
    return;
  }
  // The app only where it serves: a cluster's primary stays small (it only forks and watches).
  const { serve } = await import('./serve');
  await serve(config, started, {
    logger: (l) => (log = l),
    shutdown: (s) => (shutdown = s),
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
