import { serverProcesses, type Config } from './config';
import type { WorkerStart } from './cluster';

/** How many processes serve, and why only one when WORKERS asked for more (or when it could not). */
function processesLine(config: Config, processes: number): string {
  if (processes > 1) return `processes: ${processes} workers on one port (WORKERS=${config.workers})`;
  const { why } = serverProcesses(config);
  if (why) return `processes: 1 (WORKERS=${config.workers} asked, but ${why})`;
  if (!config.databaseUrl)
    return 'processes: 1 (the embedded database belongs to one process; WORKERS needs DATABASE_URL and REDIS_URL)';
  return 'processes: 1 (WORKERS=n or auto runs one per core)';
}

/** What `npm start` prints once, when every process serves. */
export function readyMessage(config: Config, at: WorkerStart & { seconds: number; processes: number }): string {
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/pg`;
  const lines = [
    '',
    `  eSportsCV is ready in ${at.seconds.toFixed(1)} s → ${config.publicUrl}`,
    `  database: ${db}${at.seeded ? ' (demo seeded)' : ''}; realtime/cache bus: ${config.redisUrl ? 'Redis' : 'this process only'}`,
    `  ${processesLine(config, at.processes)}`,
    `  API docs: ${config.publicUrl}/api/docs · admin area: ${config.publicUrl}/eadmincv`,
  ];
  if (at.demoLogins.length) {
    lines.push('  demo logins (password for all: ' + at.demoLogins[0]!.password + '):');
    for (const l of at.demoLogins) lines.push(`    ${l.role.padEnd(11)} ${l.email}`);
  }
  return lines.join('\n') + '\n';
}
