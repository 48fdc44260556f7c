import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from './global-setup';
import { freePort, sleep } from './services';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const plant = fileURLToPath(new URL('./fixtures/plant-trouble.ts', import.meta.url));

interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** A database of the server's own: a clone of the migrated template on a real server, else an embedded one. */
async function serverDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (!template || !url) return { env: {}, drop: async () => {} };
  const name = `esn_proclog_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    env: { DATABASE_URL: withDatabase(url, name) },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The real server entry (`src/server.ts`, as `npm start` runs it) on a database of its own, with a
 * test-only preload that plants a rejection or an exception when asked on stdin: every one is logged with its
 * stack, and only an exception that leaves the program's state unknown ends the process (exit code 1, after
 * closing).
 */
describe('process-level trouble in the running server', () => {
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
  let output = '';
  const logs: LogLine[] = [];

  const waitForLog = async (match: (line: LogLine) => boolean, ms = 10_000): Promise<LogLine> => {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
      const line = logs.find(match);
      if (line) return line;
    }
    throw new Error(`no such log line within ${ms} ms:\n${output}`);
  };
  const health = () => fetch(`${base}/api/health`).then((r) => r.status);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'esn-process-logging-'));
    database = await serverDatabase();
    server = spawn(process.execPath, ['--import', 'tsx', '--import', plant, 'src/server.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'process-logging-secret-process-logging',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...database.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let partial = '';
    server.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      partial += d.toString();
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          /* the start-up banner */
        }
      }
    });
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    for (const until = Date.now() + 80_000; ; await sleep(200)) {
      if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`);
      if ((await health().catch(() => 0)) === 200) break;
      if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs an unhandled rejection with its stack, and keeps serving', async () => {
    server.stdin!.write('rejection\n');
    const line = await waitForLog((l) => l.err?.message === 'planted rejection');
    expect(line.level).toBe(50); // pino's error
    expect(line.msg).toBe('unhandled promise rejection (server keeps running)');
    expect(line.err?.stack).toMatch(/^Error: planted rejection\n\s+at .*plant-trouble\.ts/);
    expect(await health()).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  it('logs a database connection error thrown outside any request, and keeps serving', async () => {
    server.stdin!.write('db-exception\n');
    const line = await waitForLog((l) => l.err?.message === 'planted connection reset');
    expect(line).toMatchObject({ level: 50, unavailable: 'ECONNRESET', origin: 'uncaughtException' });
    expect(line.err?.stack).toMatch(/plant-trouble\.ts/);
    expect(await health()).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  it('logs any other uncaught exception with its stack, then closes and exits with code 1', async () => {
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.stdin!.write('exception\n');
    const line = await waitForLog((l) => l.err?.message === 'planted exception');
    expect(line.level).toBe(60); // pino's fatal
    expect(line.msg).toBe('uncaught exception: closing and exiting with code 1');
    expect(line.err?.stack).toMatch(/^Error: planted exception\n\s+at .*plant-trouble\.ts/);
    expect(await exited).toBe(1);
  }, 30_000);
});
