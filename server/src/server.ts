import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdmin } from './modules/admin/admin.service';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { seedDemoContent } from './seed/demo-content';
import { authRepository } from './modules/auth/auth.repository';
import { storageFor } from './modules/uploads/storage';
import { sweepOrphanUploads } from './modules/uploads/uploads.service';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });

  if (config.admin) await ensureAdmin(app.ctx, config.admin.email, config.admin.password);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  if (seeded) await seedDemoContent(app.ctx);

  // Expired sessions would only be refused, but they should not pile up: sweep them hourly.
  const sweep = setInterval(() => {
    authRepository.deleteExpired(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, 'sweeping expired sessions failed'));
    sweepOrphanUploads(app.ctx, storageFor(config)).catch((err: unknown) => app.log.warn({ err }, 'sweeping orphaned uploads failed'));
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
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
