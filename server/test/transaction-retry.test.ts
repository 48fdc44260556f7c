import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { EventBus } from '../src/lib/events';
import { Outbox } from '../src/lib/outbox';
import { openTestDatabase } from './helper';

/**
 * Two use cases that lock the same rows in opposite orders deadlock; PostgreSQL then aborts one of them (40P01),
 * which the person behind it saw as a 500 (a team deleted while the league's walkovers ran: CI, stop 31). The app's
 * transactions are re-run on such a conflict, as PostgreSQL's manual asks: nothing of the aborted try was kept,
 * and its after-commit work (events, cache drops) belonged to that try and is dropped with it.
 * Needs a real server: the embedded PGlite has one connection, so nothing runs concurrently there.
 */
const url = process.env.DATABASE_URL;

describe.runIf(url)('a transaction that loses a deadlock', () => {
  let database: Database;
  let outbox: Outbox;
  const warnings: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const log = { warn: (_o: unknown, msg: string) => void warnings.push(msg) } as unknown as FastifyBaseLogger;
    const bus = new EventBus(() => {});
    outbox = new Outbox(database.db, bus, log);
    bus.useOutbox(outbox);
    await database.db.execute(sql`create table counters (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into counters values (1, 0), (2, 0)`);
  });
  afterAll(() => database.close());

  it('is run again and succeeds; the try that lost keeps nothing and its after-commit work never runs', async () => {
    const { db } = database;
    const tries = { first: 0, second: 0 };
    const committed: string[] = [];
    let firstLocked!: () => void;
    let secondLocked!: () => void;
    const firstHolds = new Promise<void>((r) => (firstLocked = r));
    const secondHolds = new Promise<void>((r) => (secondLocked = r));
    const run = (name: keyof typeof tries, order: [number, number], locked: () => void, other: Promise<void>) =>
      db.transaction(async (tx) => {
        const attempt = ++tries[name];
        await tx.execute(sql`update counters set v = v + 1 where id = ${order[0]}`);
        locked();
        await other; // both hold their first row: each now waits for the other's
        await tx.execute(sql`update counters set v = v + 1 where id = ${order[1]}`);
        outbox.afterCommit(tx, () => committed.push(`${name}#${attempt}`));
      });

    const results = await Promise.allSettled([
      run('first', [1, 2], firstLocked, secondHolds),
      run('second', [2, 1], secondLocked, firstHolds),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(tries.first + tries.second).toBe(3); // exactly one of them was run again
    const { rows } = (await db.execute(sql`select id, v from counters order by id`)) as unknown as {
      rows: { id: number; v: number }[];
    };
    expect(rows).toEqual([
      { id: 1, v: 2 },
      { id: 2, v: 2 },
    ]);
    // One after-commit callback per transaction that committed; none for the try that was rolled back.
    expect(committed).toHaveLength(2);
    expect(committed.filter((c) => c.endsWith('#2'))).toHaveLength(1);
    expect(warnings).toContain('transaction lost to a concurrent one (deadlock or serialization); run again');
  });

  it('gives up after a few tries: the conflict reaches the caller', async () => {
    let tries = 0;
    const failing = database.db.transaction(async () => {
      tries++;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(tries).toBe(3);
  });
});
