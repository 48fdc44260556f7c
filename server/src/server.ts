import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseUnavailable } from './lib/db-errors';
import { serializeError } from './lib/safe-logging';
import { ensureAdmin } from './modules/admin/admin.service';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { seedBigBracket } from './seed/big-bracket';
import { seedDemoContent } from './seed/demo-content';
import { authRepository } from './modules/auth/auth.repository';
import { storageFor } from './modules/uploads/storage';
import { sweepOrphanUploads } from './modules/uploads/uploads.service';

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
  // Wait a little for a database that starts beside us (docker compose, a reboot) rather than fail at once.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, waitMs: 30_000 });
  const app = await buildApp({ config, database });
  log = app.log;
  database.setLogger(app.log);

  // The demo first: it seeds only a database without users, which the configured admin would otherwise make.
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  if (seeded) await seedDemoContent(app.ctx);
  if (config.admin) await ensureAdmin(app.ctx, config.admin.email, config.admin.password);
  if (config.seedBigBracket) await seedBigBracket(app.ctx);

  // Expired sessions would only be refused, but they should not pile up: sweep them hourly.
  const sweep = setInterval(() => {
    authRepository
      .deleteExpired(database.db, new Date())
      .catch((err: unknown) => app.log.warn({ err }, 'sweeping expired sessions failed'));
    sweepOrphanUploads(app.ctx, storageFor(config)).catch((err: unknown) =>
      app.log.warn({ err }, 'sweeping orphaned uploads failed'),
    );
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  let closing = false;
  shutdown = (reason, code) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: closing`);
    // A close that hangs (a stuck connection) must not keep a broken process alive.
    setTimeout(() => process.exit(code || 1), 10_000).unref();
    app.close().then(
      () => process.exit(code),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown?.(`${signal} received`, 0));

  await app.listen({ port: config.port, host: config.host });
  // Deadlines that fell due while no process ran are met now, then every few seconds.
  app.ctx.work.start();
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/pg`;
  const lines = [
    '',
    `  eSportsCV is ready in ${((Date.now() - started) / 1000).toFixed(1)} s → ${config.publicUrl}`,
    `  database: ${db}${seeded ? ' (demo seeded)' : ''}; realtime/cache bus: ${config.redisUrl ? 'Redis' : 'this process only'}`,
    `  API docs: ${config.publicUrl}/api/docs · admin area: ${config.publicUrl}/eadmincv`,
  ];
  if (config.seedDemo) {
    lines.push('  demo logins (password for all: ' + DEMO_LOGINS[0]!.password + '):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.role.padEnd(11)} ${l.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
