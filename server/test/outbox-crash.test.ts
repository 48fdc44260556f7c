import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { followNotificationCounts, settled } from './follow-notifications';
import { withDatabase } from './global-setup';
import { createTestApp, registerUser } from './helper';
import { freePort, sleep } from './services';

const url = process.env.DATABASE_URL;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'test-secret-test-secret-test-secret-42'; // createTestApp's, so its sessions open on the child too

/**
 * Issue 22: the real server process (`src/server.ts`, as `npm start` runs it) is killed with SIGKILL in the middle
 * of a burst of follows, then started again; every follow it stored ends in exactly one notification, counted once (the ones
 * whose outbox rows were left by the dead process are done by the new one, once their lease ends). Needs a real
 * PostgreSQL: the child and this test reach the database at once, which an embedded PGlite folder does not allow.
 */
describe.runIf(url)(
  `the server killed (SIGKILL) during a burst of follows${url ? '' : ' (skipped: the child and the test share the database, which PGlite does not allow; needs DATABASE_URL)'}`,
  () => {
    it('every stored follow has exactly one notification after a restart', async () => {
      const name = `esn_t_${inject('runId')}_crash_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
      await admin.end();
      const dbUrl = withDatabase(url!, name);

      // People and their sessions, made in-process (the child's sign-up limit is 30 a minute per address).
      const t = await createTestApp({}, await openDatabase({ databaseUrl: dbUrl, poolSize: 3 }));
      const target = await registerUser(t.app);
      const followers: string[] = [];
      for (let i = 0; i < 60; i += 10)
        followers.push(
          ...(await Promise.all(Array.from({ length: 10 }, async () => (await registerUser(t.app)).cookie))),
        );
      await t.close();

      const dataDir = mkdtempSync(join(tmpdir(), 'esn-crash-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let output = '';
      const start = async (): Promise<ChildProcess> => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: serverDir,
          env: {
            PATH: process.env.PATH,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: dbUrl,
            SESSION_SECRET: SECRET,
            SEED_DEMO: 'false',
            LOG_LEVEL: 'error',
            NODE_ENV: 'test',
            WRITE_LIMIT_SCALE: '1000',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
        const until = Date.now() + 45_000;
        for (;;) {
          if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
          if (
            await fetch(`${base}/api/health`).then(
              (r) => r.ok,
              () => false,
            )
          )
            return child;
          if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
          await sleep(200);
        }
      };
      const check = new pg.Client({ connectionString: dbUrl });
      await check.connect();
      let server: ChildProcess | undefined;
      try {
        server = await start();
        let answered = 0;
        const burst = Promise.all(
          followers.map(async (cookie, i) => {
            await sleep(i * 15);
            const r = await fetch(`${base}/api/users/${target.user.id}/follow`, {
              method: 'POST',
              headers: { cookie },
            }).then(
              (res) => res.status,
              () => 0, // the server died under this request
            );
            answered++;
            return r;
          }),
        );
        // Killed once a third of the burst has its answer: more are in flight, and outbox rows are being drained.
        while (answered < followers.length / 3) await sleep(5);
        const gone = new Promise((r) => server!.once('exit', r));
        server.kill('SIGKILL');
        await gone;
        const statuses = await burst;
        const left = (await check.query<{ n: number }>('select count(*)::int as n from outbox')).rows[0]!.n;

        server = await start();
        const counts = () => followNotificationCounts(check, target.user.id);
        // Rows the dead process had claimed come back when their lease (15 s) ends; the new process's periodic task
        // takes them then.
        let c = await counts();
        for (let i = 0; i < 60 && (c.waiting > 0 || !settled(c)); i++) {
          await sleep(500);
          c = await counts();
        }
        const byStatus = statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
        console.log(
          `[outbox-crash] answers before the kill ${JSON.stringify(byStatus)} (0: cut by the kill); ${left} outbox ` +
            `rows left by the dead process; after the restart ${c.follows} follows stored, ${c.notified} with exactly ` +
            `one notification, ${c.extra} with more, counted ${c.counted} times, ${c.waiting} rows still waiting`,
        );
        expect(statuses.filter((s) => s !== 200 && s !== 0)).toEqual([]);
        expect(c.follows).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
        expect(c.extra).toBe(0);
        expect(c.notified).toBe(c.follows);
        expect(c.counted).toBe(c.follows);
        expect(c.waiting).toBe(0);
      } finally {
        if (server && server.exitCode === null) {
          const gone = new Promise((r) => server!.once('exit', r));
          server.kill('SIGTERM');
          await gone;
        }
        await check.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
