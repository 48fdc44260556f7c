import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from './helper';
import { freePort, postgresBinDir, sleep, startPgCluster, type PgCluster } from './services';
import { startWrites, summarise } from './write-stream';

const bin = postgresBinDir();
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * A full PostgreSQL restart under the real server process (`src/server.ts`, as `npm start` runs it) on a
 * private cluster: stopped for a few seconds while writes stream in, then started again. Skipped only where
 * PostgreSQL's server binaries are not installed (they are on the project's machines and in CI).
 */
describe.skipIf(!bin)(
  `a PostgreSQL restart under a running server${bin ? '' : ' (skipped: no initdb/pg_ctl under /usr/lib/postgresql)'}`,
  () => {
    let cluster: PgCluster;
    let server: ChildProcess;
    let base: string;
    let output = '';
    let dataDir: string;

    beforeAll(async () => {
      cluster = await startPgCluster(bin!);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      dataDir = mkdtempSync(join(tmpdir(), 'esn-restart-'));
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: cluster.url,
          SESSION_SECRET: 'restart-test-secret-restart-test-secret',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The stream writes faster than a person may post.
          WRITE_LIMIT_SCALE: '1000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const until = Date.now() + 45_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`);
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
        await sleep(200);
      }
    }, 90_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        const gone = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await gone;
      }
      cluster?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After while the database is stopped, keeps running, recovers within 5 s and keeps every acknowledged write', async () => {
      const reg = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newUserInput()),
      });
      expect(reg.status).toBe(201);
      const cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const ready = () =>
        fetch(`${base}/api/health/ready`).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as Record<string, string>,
        }));
      expect(await ready()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'absent' } });

      const writes = startWrites(async (n) => {
        const r = await fetch(`${base}/api/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'accept-language': 'en' },
          body: JSON.stringify({ type: 'text', body: `restart write ${n}` }),
          signal: AbortSignal.timeout(15_000),
        });
        return { status: r.status, body: await r.text(), retryAfter: r.headers.get('retry-after') };
      });

      await sleep(1_500);
      const stoppingAt = Date.now();
      await cluster.stop();
      const stoppedAt = Date.now(); // the server is down from here on, for sure
      await sleep(1_000);
      const readyWhileDown = await ready();
      const aliveWhileDown = await fetch(`${base}/api/health`).then((r) => r.status);
      await sleep(2_000);
      const startingAt = Date.now();
      const downFor = startingAt - stoppingAt;
      await cluster.start();
      const backAt = Date.now();
      await sleep(6_000);
      const outcomes = await writes.stop();
      const readyAfter = await ready();

      const s = summarise(outcomes, backAt);
      const duringOutage = outcomes.filter((o) => o.sentAt >= stoppedAt && o.doneAt < startingAt);
      console.log(
        `[restart] ${s.total} writes: ${s.acked.length} acknowledged, ${s.unavailable.length} answered 503, ${s.other.length} other; ` +
          `database down ${downFor} ms; recovery ${s.recoveryMs} ms after PostgreSQL accepted connections; slowest answer ${s.maxLatencyMs} ms`,
      );

      expect(s.other.map((o) => `${o.status} ${o.body.slice(0, 200)}`)).toEqual([]);
      expect(duringOutage.length).toBeGreaterThan(0);
      for (const o of duringOutage) {
        expect(o.status).toBe(503);
        expect(o.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(o.body)).toMatchObject({
          code: 'database_unavailable',
          message: expect.stringMatching(/unavailable/),
        });
      }
      expect(s.maxLatencyMs).toBeLessThan(5_000);
      expect(readyWhileDown).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'down', redis: 'absent' },
      });
      expect(aliveWhileDown).toBe(200);
      expect(s.recoveryMs).toBeDefined();
      expect(s.recoveryMs!).toBeLessThanOrEqual(5_000);
      expect(readyAfter.status).toBe(200);
      expect(server.exitCode).toBeNull();
      expect(output).not.toMatch(/unhandled|uncaught|"level":60/i);

      // Every acknowledged write is in the database; and reads (the feed's prepared statements) work again.
      const check = new pg.Client({ connectionString: cluster.url });
      await check.connect();
      try {
        const { rows } = await check.query<{ id: string }>('select id from posts where id = any($1::uuid[])', [
          s.ackedIds,
        ]);
        expect(rows.length).toBe(s.ackedIds.length);
        console.log(`[restart] ${rows.length} of ${s.ackedIds.length} acknowledged writes found in the database`);
      } finally {
        await check.end();
      }
      const feed = await fetch(`${base}/api/feed?limit=5`, { headers: { cookie } });
      expect(feed.status).toBe(200);
    }, 60_000);
  },
);
