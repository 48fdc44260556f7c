// `npm run lighthouse`: Lighthouse (mobile defaults: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown)
// against the real server with Debian's Chromium, for the landing page signed out and /dashboard signed in as the
// demo player. Builds the web app if needed, starts the server on a free port on a throwaway database (the
// embedded one, or a fresh database on DATABASE_URL's server) with the demo seed, prints the figures and writes
// the JSON reports to lighthouse-reports/ (git-ignored). Exits 1 when a page misses its target.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './ensure-web.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13.x needs Node 22
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'ayse@esportscv.test', password: 'demo1234' };
const PAGES = [
  { name: 'landing', path: '/', signedIn: false, targets: { performance: 90, accessibility: 95 } },
  { name: 'dashboard', path: '/dashboard', signedIn: true, targets: { performance: 80, accessibility: 95 } },
];

/** `npm run lighthouse -- --runs=3`: several runs per page, the median by performance is reported. */
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(root, 'lighthouse-reports');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl, server) {
  for (let i = 0; i < 600 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start at ${baseUrl}`);
}

/** A database of its own on DATABASE_URL's server, so the demo seed runs and nothing real is touched. */
async function throwawayDatabase() {
  if (!process.env.DATABASE_URL) return { url: undefined, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `esn_lighthouse_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('demo sign-in set no session cookie');
  return cookie.split(';')[0];
}

function runLighthouse(url, outputPath, headers) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    '--quiet',
  ];
  // The session goes as an extra Cookie header. Once the page sets a cookie of its own, Chromium sends the cookie jar
  // instead and the session is lost: the demo reader reads Turkish, for which the app sets no language cookie.
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  // Lighthouse sometimes loses a run's trace ("NO_NAVSTART"); such a run is measured again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync('npx', args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROME },
    });
    if (r.status === 0) break;
    if (attempt === 3) throw new Error(`lighthouse failed on ${url} (exit ${r.status})`);
  }
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsKb:
      (report.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize /
      1024,
  };
}

ensureWebBuilt();
mkdirSync(reportsDir, { recursive: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'esn-lighthouse-'));
const database = await throwawayDatabase();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
};
if (database.url) env.DATABASE_URL = database.url;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'server'),
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitUntilUp(baseUrl, server);
  const cookie = await signIn(baseUrl);
  const rows = [];
  // `--only=landing` or `--only=dashboard` measures one page.
  const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
  for (const page of PAGES.filter((p) => !only || p.name === only)) {
    const runs = [];
    // A running server has its code compiled and its caches filled: one unmeasured run per page first, so that the
    // first measured run is not the server's first answer to each of the page's requests.
    console.log(`Lighthouse (mobile) on ${page.path}: warming up…`);
    runLighthouse(
      `${baseUrl}${page.path}`,
      join(reportsDir, `${page.name}.warmup.json`),
      page.signedIn ? { Cookie: cookie } : undefined,
    );
    for (let run = 1; run <= RUNS; run++) {
      const out = join(reportsDir, RUNS === 1 ? `${page.name}.report.json` : `${page.name}.run${run}.report.json`);
      console.log(`Lighthouse (mobile) on ${page.path}${page.signedIn ? ' signed in' : ''}, run ${run}/${RUNS}…`);
      const report = runLighthouse(`${baseUrl}${page.path}`, out, page.signedIn ? { Cookie: cookie } : undefined);
      runs.push({ ...figures(report), benchmark: report.environment?.benchmarkIndex });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const f = runs[Math.floor(runs.length / 2)];
    const misses = Object.entries(page.targets).filter(([k, min]) => f[k] < min);
    if (misses.length) failed = true;
    rows.push({
      page: page.path,
      performance: f.performance,
      accessibility: f.accessibility,
      'best practices': f.bestPractices,
      seo: f.seo,
      'FCP s': (f.fcp / 1000).toFixed(2),
      'LCP s': (f.lcp / 1000).toFixed(2),
      'TBT ms': Math.round(f.tbt),
      CLS: f.cls.toFixed(3),
      'JS KB': f.jsKb?.toFixed(1),
      // Lighthouse's CPU benchmark of this machine at the time (a busy machine scores low and inflates TBT).
      benchmark: Math.round(f.benchmark ?? 0),
      ...(RUNS > 1 ? { 'perf runs': runs.map((r) => r.performance).join('/') } : {}),
      targets: misses.length ? `missed: ${misses.map(([k, min]) => `${k} < ${min}`).join(', ')}` : 'met',
    });
  }
  console.table(rows);
  console.log(`JSON reports: ${reportsDir}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
