import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Real server: a migrated template database each test file clones. Embedded: a migrated PGlite dump. */
    pgTemplate: string | null;
    pgliteDump: string | null;
    runId: string;
  }
}

/**
 * Migrate once per run. Each test file then gets a database of its own (a clone of the template on a real
 * server, or a PGlite loaded from the dump), so files run in parallel and runs never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('runId', runId);
  const url = process.env.DATABASE_URL;

  if (url) {
    const template = `esn_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const migrated = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await migrated.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `esn_%${runId}%`,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await createPglite();
  const migrated = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  await migrated.close();
  const dir = mkdtempSync(join(tmpdir(), 'esn-test-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
