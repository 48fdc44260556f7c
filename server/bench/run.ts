/**
 * `npm run bench`: autocannon against a real server process on real PostgreSQL (and Redis when REDIS_URL is set).
 * Prints req/s and p99 per scenario and each one's ratio to the bare hello-world route measured in the same run.
 * Env: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database
 * esn_bench_<time> is created there and dropped after), BENCH_CONNECTIONS (50), BENCH_SECONDS (10).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = 5600 + Math.floor(Math.random() * 300);
const origin = `http://127.0.0.1:${port}`;

type Scenario = { name: string; path: string; headers?: Record<string, string>; goal?: { minRatio?: number; maxP99Ms?: number } };

async function main() {
  const dbName = `esn_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'esn-bench-'));

  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: u.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp();
    const cookie = await signUp();
    const scenarios: Scenario[] = [
      { name: 'hello-world GET /api/health', path: '/api/health' },
      { name: 'authenticated GET /api/auth/user', path: '/api/auth/user', headers: { cookie }, goal: { minRatio: 0.4 } },
      { name: 'GET /api/public/settings', path: '/api/public/settings' },
    ];
    const results = [];
    for (const s of scenarios) {
      await run(s, 2); // warm-up: JIT, caches, pool
      results.push({ s, r: await run(s, duration) });
    }
    const base = results[0]!.r.requests.average;
    console.log(`\n${connections} connections, ${duration} s each, server on PostgreSQL ${process.env.REDIS_URL ? '+ Redis' : '(no Redis)'}\n`);
    console.log(`${'scenario'.padEnd(40)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  goal`);
    let failed = false;
    for (const { s, r } of results) {
      const ratio = r.requests.average / base;
      const goals: string[] = [];
      if (s.goal?.minRatio !== undefined) goals.push(`ratio ≥ ${s.goal.minRatio} ${ratio >= s.goal.minRatio ? 'met' : 'MISSED'}`);
      if (s.goal?.maxP99Ms !== undefined) goals.push(`p99 ≤ ${s.goal.maxP99Ms} ms ${r.latency.p99 <= s.goal.maxP99Ms ? 'met' : 'MISSED'}`);
      if (goals.some((g) => g.endsWith('MISSED')) || r.non2xx > 0 || r.errors > 0) failed = true;
      const errs = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
      console.log(`${s.name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(9)} ${String(r.latency.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)}  ${goals.join(', ')}${errs}`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function run(s: Scenario, seconds: number) {
  return autocannon({ url: origin + s.path, connections, duration: seconds, headers: s.headers });
}

async function waitUntilUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signUp(): Promise<string> {
  const n = randomBytes(4).toString('hex');
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench${n}@example.test`, password: 'bench-password-1', nickname: `bench_${n}` }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
