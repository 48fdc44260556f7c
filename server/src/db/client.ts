import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; driver: 'pglite' | 'pg'; close: () => Promise<void> };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite; poolSize?: number };

/** Extensions the migrations create (pg_trgm for search): every PGlite this app opens must load them. */
export const pgliteExtensions = { pg_trgm };

/** An embedded PostgreSQL with our extensions: in `dataDir`, in memory, or loaded from a dump (tests). */
export const createPglite = (dataDir?: string, opts: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {}) =>
  PGlite.create({ ...opts, ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions });

/** Open PostgreSQL: a pg pool on DATABASE_URL, else embedded PGlite under DATA_DIR/pg. Applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT compiles a plan in ~1 s; our queries are short OLTP ones that it only ever slows down. Parallel workers
    // likewise: starting them costs more than our bounded queries take (80 ms seen for a search branch that a
    // one-time filter then skipped), and they take cores from the other requests.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, options: '-c jit=off -c max_parallel_workers_per_gather=0' });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = `${opts.dataDir ?? './data'}/pg`;
    mkdirSync(dir, { recursive: true });
    client = await createPglite(dir);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  return { db: db as unknown as Db, driver: 'pglite', close: () => owned.close() };
}
