import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { processRole, tellPrimary } from './cluster';
import { shareSocketSessions } from './cluster-sockets';
import { serverProcesses, type Config } from './config';
import { openDatabase } from './db/client';
import { ensureAdmin } from './modules/admin/admin.service';
import { authRepository } from './modules/auth/auth.repository';
import { storageFor } from './modules/uploads/storage';
import { sweepOrphanUploads } from './modules/uploads/uploads.service';
import { readyMessage } from './ready-message';
import { seedBigBracket } from './seed/big-bracket';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { seedDemoContent } from './seed/demo-content';

/**
 * One serving process: the only one (WORKERS=1, the embedded database) or a worker of the cluster. Builds the app,
 * does the once-only work when it is this process's to do, listens, and says it is ready.
 */
export async function serve(
  config: Config,
  started: number,
  hooks: {
    /** The process-level handlers log through the app's logger from here on. */
    logger: (log: FastifyBaseLogger) => void;
    /** How the process-level handlers close the app. */
    shutdown: (stop: (reason: string, code: number) => void) => void;
  },
): Promise<void> {
  const processes = serverProcesses(config);
  const role = processRole();
  // Wait a little for a database that starts beside us (docker compose, a reboot) rather than fail at once. The
  // workers share PostgreSQL's connections: together about what one process would hold.
  const poolSize = role.worker ? Math.max(5, Math.ceil(20 / config.workers)) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    waitMs: 30_000,
    poolSize,
  });
  const app = await buildApp({ config, database });
  hooks.logger(app.log);
  database.setLogger(app.log);
  if (processes.why) app.log.warn(`WORKERS=${config.workers} asked, but running one process: ${processes.why}`);
  if (role.worker) {
    await shareSocketSessions(app, role.worker.id, role.worker.socketsDir);
    // Tests tell the workers apart by these (never in production: which process answered is nobody's business).
    const { id } = role.worker;
    if (config.revealWorker)
      app.server.prependListener('request', (_req, res) => {
        res.setHeader('x-worker-pid', process.pid);
        res.setHeader('x-worker-id', id);
      });
  }

  // The demo first: it seeds only a database without users, which the configured admin would otherwise make. With
  // several workers only the first does it, before the others start.
  const seeded = role.setup && config.seedDemo ? await seedDemo(database.db) : false;
  if (seeded) await seedDemoContent(app.ctx);
  if (role.setup && config.admin) await ensureAdmin(app.ctx, config.admin.email, config.admin.password);
  if (role.setup && config.seedBigBracket) await seedBigBracket(app.ctx);

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
  const stop = (reason: string, code: number) => {
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
  hooks.shutdown(stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(`${signal} received`, 0));

  await app.listen({ port: config.port, host: config.host });
  // Deadlines that fell due while no process ran are met now, then every few seconds. Every worker runs every task:
  // each claims its rows under a lock (see lib/deferred-work.ts), so two workers never do the same piece of work.
  app.ctx.work.start();
  const demoLogins = config.seedDemo ? DEMO_LOGINS : [];
  if (role.worker) return tellPrimary({ seeded, demoLogins }, stop);
  console.log(readyMessage(config, { seconds: (Date.now() - started) / 1000, seeded, demoLogins, processes: 1 }));
}
