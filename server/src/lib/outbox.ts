import { AsyncLocalStorage } from 'node:async_hooks';
import { asc, inArray, lte, sql, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { outbox } from '../db/schema/index';
import type { DeferredTask } from './deferred-work';
import type { EventBus, EventName, OutboxPort } from './events';
import { transactionConflict } from './db-errors';

/**
 * A claimed row is this process's for this long; past it (the process died) any process takes it again. A listener
 * that has not settled by then counts as failed for this drain (see `run`).
 */
const LEASE_SECONDS = 15;
const BATCH = 10;
/** A failed row waits one second more per attempt, at most this long, and is tried until it succeeds. */
const MAX_BACKOFF_SECONDS = 60;

/** The transaction a callback of `db.transaction` runs in: what to do once it has committed. */
const commitScope = new AsyncLocalStorage<{ afterCommit: (() => void)[] }>();
/** The outbox row a durable listener is running for (notify() keys its notification by it). */
const handlerScope = new AsyncLocalStorage<{ rowId: string }>();

/** The outbox row the running durable listener works for, if any: the key that makes its writes idempotent. */
export const currentOutboxRow = (): string | undefined => handlerScope.getStore()?.rowId;

type Row = typeof outbox.$inferSelect;

/**
 * The transactional outbox (see EventBus): rows written in the use case's transaction, drained right after its
 * commit by the process that wrote them and, as the safety net after a crash or a failure, by every process's
 * periodic task. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so that two processes never run the
 * same row at once while a row whose process died is run again once its lease ends; a row is deleted once its
 * listener succeeded, and pushed back (one more second per attempt) when it failed, until it succeeds. A listener
 * that hangs (never settles) fails once the lease ends: the drain goes on, so it cannot hold back the later rows of
 * its process (the periodic task drains through the same single flight); its late work, if any, is idempotent
 * through the row's key like any repeated run.
 */
/** How often a transaction is tried when PostgreSQL aborts it for a concurrent one (deadlock, serialization). */
const CONFLICT_TRIES = 3;

/**
 * Runs a whole transaction again when PostgreSQL aborted it because it lost to a concurrent one, as the manual
 * asks of applications: two use cases that lock the same rows in different orders (a team deleted while the
 * outbox settles its league's walkovers) would otherwise answer one person with a 500. The aborted try kept
 * nothing; a short random pause lets the winner finish first. After the last try the error goes to the caller.
 */
async function runAgainOnConflict<T>(log: FastifyBaseLogger, once: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (err) {
      const code = transactionConflict(err);
      if (!code || attempt >= CONFLICT_TRIES) throw err;
      log.warn({ code, attempt }, 'transaction lost to a concurrent one (deadlock or serialization); run again');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

export class Outbox implements OutboxPort {
  private draining: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    /** Tests shorten the lease; the claim and the wait for a listener both use it. */
    private readonly opts: { leaseSeconds?: number } = {},
  ) {
    // Every transaction of the app's database gets a scope whose callbacks run after its commit (and are dropped on
    // a rollback). Savepoints (tx.transaction) share their outer transaction's scope, which is what commits.
    // A try that lost a deadlock is run again (see runAgainOnConflict); its scope, with its callbacks, goes with it.
    const begin = db.transaction.bind(db);
    db.transaction = ((fn, config) =>
      runAgainOnConflict(log, async () => {
        const scope = { afterCommit: [] as (() => void)[] };
        const result = await commitScope.run(scope, () => begin(fn, config));
        for (const then of scope.afterCommit) then();
        return result;
      })) as Db['transaction'];
  }

  async record(tx: Tx, rows: { event: EventName; handler: string; payload: unknown }[]): Promise<void> {
    await tx.insert(outbox).values(rows);
  }

  async recordNow(rows: { event: EventName; handler: string; payload: unknown }[]): Promise<void> {
    await this.db.insert(outbox).values(rows);
  }

  afterCommit(_tx: Tx, fn: () => void): void {
    const scope = commitScope.getStore();
    if (!scope) throw new Error('emitInTx outside a transaction of ctx.db');
    scope.afterCommit.push(fn);
  }

  kick(): void {
    void this.drain().catch(() => 0);
  }

  async idle(): Promise<boolean> {
    if (!this.draining) return false;
    await this.draining.catch(() => 0);
    return true;
  }

  /** Drains what is due until nothing is; a kick during a drain makes it look once more. Returns the rows done. */
  drain(): Promise<number> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = (async () => {
      let done = 0;
      do {
        this.again = false;
        for (;;) {
          const claimed = await this.claim();
          if (claimed.length === 0) break;
          done += (await Promise.all(claimed.map((row) => this.run(row)))).filter(Boolean).length;
        }
      } while (this.again);
      return done;
    })().finally(() => {
      this.draining = null;
    });
    this.draining = run;
    return run;
  }

  /** The periodic safety net: rows left by a crash (once their lease ended), a failure, or a lost kick. */
  task(): DeferredTask {
    return { name: 'outbox', everyMs: 2_000, run: () => this.drain() };
  }

  private claim(): Promise<Row[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(lte(outbox.runAfter, sql`now()`))
      .orderBy(asc(outbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        runAfter: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  private get leaseSeconds(): number {
    return this.opts.leaseSeconds ?? LEASE_SECONDS;
  }

  /** The listener's work, or a failure once the row's lease has run out (the work itself goes on, unawaited). */
  private withinLease(work: Promise<unknown>): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`listener did not settle within its lease (${this.leaseSeconds} s)`)),
        this.leaseSeconds * 1000,
      );
      timer.unref();
    });
    return Promise.race([work, expired]).finally(() => clearTimeout(timer));
  }

  private async run(row: Row): Promise<boolean> {
    const listener = this.bus.durableListener(row.event, row.handler);
    try {
      if (!listener) throw new Error(`no durable listener ${row.handler} for ${row.event}`);
      await this.withinLease(handlerScope.run({ rowId: row.id }, async () => listener(row.payload)));
      await this.db.delete(outbox).where(eq(outbox.id, row.id));
      return true;
    } catch (err) {
      this.log.warn(
        { err, event: row.event, handler: row.handler, attempts: row.attempts },
        'outbox listener failed; trying again later',
      );
      const message = err instanceof Error ? err.message : String(err);
      // When the database itself is away this fails too; the lease then brings the row back.
      await this.db
        .update(outbox)
        .set({
          lastError: message.slice(0, 500),
          runAfter: sql`now() + make_interval(secs => ${Math.min(row.attempts, MAX_BACKOFF_SECONDS)})`,
        })
        .where(eq(outbox.id, row.id))
        .catch(() => {});
      return false;
    }
  }
}
