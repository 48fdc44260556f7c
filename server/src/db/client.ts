import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseUnavailable } from '../lib/db-errors';
import * as schema from './schema/index';

type Schema = typeof schema;
/** One type for both drivers: repositories never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * Independent reads: at once on the pool (each its own connection), one after the other in a transaction, whose one
 * connection answers one statement at a time (node-postgres queues a second and warns: pg@9 will refuse it).
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

/** Where driver-level trouble (a dropped idle connection, a pool error) is reported; the app's logger once it exists. */
type DbLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
  /** Route the pool's own warnings (connections lost while idle or in use) to this logger. */
  setLogger: (log: DbLog) => void;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  log?: DbLog;
  /** At start-up, keep retrying this long while the server is unreachable (it may be starting beside us). */
  waitMs?: number;
};

/**
 * Time limits of the pool, so that no request waits on PostgreSQL for more than a few seconds: a new connection
 * (or a free one, when all are busy) within 3 s, a statement within 5 s on the server, and 6 s on our side for
 * when the server does not even answer (a network that drops packets). A transaction left idle is ended at 15 s
 * so that its locks go. Migrations run on a connection of their own without these limits.
 */
const poolLimits = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 15_000,
  idleTimeoutMillis: 30_000,
} as const;

/** Extensions the migrations create (pg_trgm for search): every PGlite this app opens must load them. */
const pgliteExtensions = { pg_trgm };

/** An embedded PostgreSQL with our extensions: in `dataDir`, in memory, or loaded from a dump (tests). */
export const createPglite = (dataDir?: string, opts: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {}) =>
  PGlite.create({ ...opts, ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions });

const consoleLog: DbLog = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/** Open PostgreSQL: a pg pool on DATABASE_URL, else embedded PGlite under DATA_DIR/pg. Applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPool(opts.databaseUrl, opts);
  let client = opts.pglite;
  if (!client) {
    const dir = `${opts.dataDir ?? './data'}/pg`;
    mkdirSync(dir, { recursive: true });
    client = await createPglite(dir);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  // PGlite runs inside this process: there is no connection to lose, so nothing here to log.
  return { db: db as unknown as Db, driver: 'pglite', close: () => owned.close(), setLogger: () => {} };
}

// JIT compiles a plan in ~1 s; our queries are short OLTP ones that it only ever slows down. Parallel workers
// likewise: starting them costs more than our bounded queries take (80 ms seen for a search branch that a
// one-time filter then skipped), and they take cores from the other requests.
const serverOptions = '-c jit=off -c max_parallel_workers_per_gather=0';

async function openPool(connectionString: string, opts: OpenOptions): Promise<Database> {
  let log = opts.log ?? consoleLog;
  await migrateWhenReachable(connectionString, opts.waitMs ?? 0, log);

  const pool = new pg.Pool({
    connectionString,
    max: opts.poolSize ?? 20,
    options: serverOptions,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...poolLimits,
  });
  // An idle connection that breaks (server restart, failover, pg_terminate_backend) is reported here; without a
  // listener Node would throw it and end the process. The pool has already dropped that connection.
  pool.on('error', (err) =>
    log.warn({ err: err.message, code: (err as { code?: string }).code }, 'database connection lost while idle'),
  );
  guardCheckedOutClients(pool, () => log);

  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    close: () => pool.end(),
    setLogger: (l) => {
      log = l;
    },
  };
}

/**
 * A connection checked out of the pool (Drizzle holds one for a transaction) has no error listener of the pool's:
 * if it breaks between two statements, node-postgres emits 'error' on it and, unheard, that ends the process.
 * So every connection gets a listener for its whole life. And Drizzle does not release a connection whose `begin`
 * failed: such a dead connection would stay counted against the pool for ever, and a few database restarts would
 * leave no connection to hand out. So a connection that breaks while checked out goes back to the pool, marked
 * broken (the pool closes it), at once; the holder's own later release is then a no-op.
 *
 * A statement that got no answer within query_timeout leaves its connection waiting for that answer: Drizzle's
 * `rollback` would queue behind it for another full timeout, and the connection would go back to the pool stuck.
 * A server that does not answer in time is gone or cut off, so such a connection is closed at once.
 */
function guardCheckedOutClients(pool: pg.Pool, log: () => DbLog) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return; // idle: the pool's own listener drops it and reports above
      log().warn({ err: err.message, code: (err as { code?: string }).code }, 'database connection lost while in use');
      client.release(err);
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (err instanceof Error && err.message === 'Query read timeout') {
            log().warn({ err: err.message }, 'database did not answer in time; closing that connection');
            (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
          }
        });
      }
      return result;
    };
  });
  const connect = pool.connect.bind(pool);
  // pool.query() uses the callback form and releases on error by itself; only the promise form needs the guard.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(err);
      };
      checkedOut.add(client);
      return client;
    });
  }) as pg.Pool['connect'];
}

/**
 * Two processes migrating at once (several workers or hosts starting together) would both find the same migrations
 * missing and the second would fail on "already exists"; a session-level advisory lock makes them take turns, and
 * the later one finds nothing left to do. The key is any constant of ours (it only has to be the same everywhere).
 */
const MIGRATION_LOCK = 0x65736e6d; // 'esnm'

/** Apply migrations on a connection of their own (no statement timeout: an index build may take a while). */
async function migrateWhenReachable(connectionString: string, waitMs: number, log: DbLog) {
  const until = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    // One connection, not a pool: the advisory lock belongs to the session that took it.
    const client = new pg.Client({ connectionString, options: serverOptions, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {}); // the attempt's failure is thrown below
    try {
      await client.connect();
      const db = drizzlePg({ client, schema });
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      await migratePg(db, { migrationsFolder });
      return;
    } catch (err) {
      const reason = databaseUnavailable(err);
      if (!reason || Date.now() >= until) throw err;
      log.warn({ reason, attempt }, 'database not reachable yet; retrying in 1 s');
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      await client.end().catch(() => {}); // ending the session releases the lock
    }
  }
}
