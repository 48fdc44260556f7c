import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { RegisterBody, User } from '@esn/contract';
import { buildApp, type BuildOptions } from '../src/app';
import type { Clock } from '../src/lib/clock';
import { loadConfig, type Config } from '../src/config';
import { createPglite, openDatabase, type Database } from '../src/db/client';
import { usersRepository } from '../src/modules/users/users.repository';
import { withDatabase } from './global-setup';

/** A fresh, migrated database of this test file's own (see global-setup.ts). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `esn_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    return openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  }
  const dump = readFileSync(inject('pgliteDump')!);
  return openDatabase({ pglite: await createPglite(undefined, { loadDataDir: new Blob([dump]) }) });
}

/**
 * The same database as another server process sees it: a pool of its own on PostgreSQL; on PGlite (one
 * connection per folder) the same connection, which closing this copy leaves open.
 */
export async function sameDatabase(database: Database): Promise<Database> {
  if (database.driver === 'pglite') return { ...database, close: async () => {} };
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return openDatabase({ databaseUrl: pool.options.connectionString, poolSize: 5 });
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Tests run the app without logs, but a 500 (an error nothing handled) is written to stderr: the test that sees the
 * status then shows its cause in CI's output, where the flake happened, instead of a bare "expected 500 to be 204".
 */
const unhandledErrorsToStderr = {
  level: 'error',
  stream: {
    write: (line: string) => {
      if (line.includes('"msg":"unhandled error"')) process.stderr.write(line);
    },
  },
};

/** The real app on a real database (and the real Redis when REDIS_URL is set), with isolated keys. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  database?: Database,
  options: { clock?: Clock; logger?: BuildOptions['logger']; webRoot?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esn-data-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
      REDIS_URL: process.env.REDIS_URL,
    },
    {
      redisPrefix: `esn:t${inject('runId')}${randomBytes(3).toString('hex')}:`,
      authRateLimitPerMinute: 1000,
      // Tests write fast; the limit tests pass writeLimitScale: 1.
      writeLimitScale: 100,
      seedDemo: false,
      checkResponses: true,
      ...overrides,
    },
  );
  const db = database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database: db,
    logger: options.logger ?? unhandledErrorsToStderr,
    webRoot: options.webRoot ?? join(dataDir, 'no-web'),
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function newUserInput(over: Partial<RegisterBody> = {}): RegisterBody {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return { email: `u${n}@example.test`, password: 'correct-horse-9', nickname: `u_${n}`.slice(0, 30), ...over };
}

/** The `name=value` pair of the session cookie in a response, for the next request's Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${c.value}`;
}

export async function registerUser(app: FastifyInstance, over: Partial<RegisterBody> = {}) {
  const input = newUserInput(over);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { input, user: res.json<{ user: User }>().user, cookie: sessionCookieOf(res) };
}

/** A registered user who has chosen a role (and, for a team owner, created a first team). */
export async function onboardedUser(app: FastifyInstance, userType: 'player' | 'coach' | 'team_owner' = 'player') {
  const u = await registerUser(app);
  const role = await app.inject({
    method: 'POST',
    url: '/api/onboarding/role',
    headers: { cookie: u.cookie },
    payload: { userType },
  });
  if (role.statusCode !== 200) throw new Error(`role failed: ${role.body}`);
  if (userType === 'team_owner') {
    await app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: u.cookie },
      payload: { name: `Team ${u.user.nickname}`, games: ['valorant'], country: 'TR' },
    });
  }
  return u;
}

/** An admin account made directly in the database (admin is never self-chosen) and signed in. */
export async function adminUser(app: FastifyInstance) {
  const u = await registerUser(app);
  await usersRepository.update(app.db, u.user.id, { userType: 'admin', onboardingCompleted: true });
  app.sessions.userChanged(u.user.id);
  return u;
}

/** `PUT /api/me/language` as the web says it (`cookie` null: signed out); the answer, to check its status. */
export function setLanguage(app: FastifyInstance, cookie: string | null, language: unknown) {
  return app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: cookie ? { cookie } : {},
    payload: { language },
  });
}
