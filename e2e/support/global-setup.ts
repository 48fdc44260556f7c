import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with `npm start`
import { ensureWebBuilt } from '../../scripts/ensure-web.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; password: string };
  }
}

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

/** Builds the web app if needed and starts the real server on a fresh database (DATABASE_URL's server when set). */
export default async function setup(project: TestProject) {
  (ensureWebBuilt as () => boolean)();
  const dataDir = mkdtempSync(join(tmpdir(), 'esn-e2e-'));
  const port = 5900 + Math.floor(Math.random() * 90);
  const admin = { email: 'e2e-admin@example.test', password: 'e2e-admin-password' };

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `esn_e2e_${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'false',
    // The 256-player double elimination the bracket journey draws (server/src/seed/big-bracket.ts).
    SEED_BIG_BRACKET: 'true',
    // Every journey signs people up from 127.0.0.1: the per-address limit (30 a minute) is not what they test.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    // Every answer the journeys get is also written by zod and checked against the contract.
    CHECK_RESPONSES: 'true',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, server);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('admin', admin);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilUp(baseUrl: string, server: ChildProcess) {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let i = 0; i < 300 && !exited; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start at ${baseUrl}`);
}
