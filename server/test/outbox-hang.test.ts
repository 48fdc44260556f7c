import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@esn/contract';
import type { Database } from '../src/db/client';
import { EventBus } from '../src/lib/events';
import { Outbox } from '../src/lib/outbox';
import { rowsOf } from '../src/modules/tournaments/tournaments.repository';
import { openTestDatabase } from './helper';

/**
 * A durable listener that never settles must not hold back its process's outbox: the drain is single-flight (the
 * periodic task drains through it too), so one hung listener would keep every later row of the process waiting
 * forever. Past the row's lease it counts as failed for this drain and the drain goes on.
 */
const LEASE_SECONDS = 0.5;

let database: Database;
let bus: EventBus;
const warnings: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const log = { warn: (_obj: unknown, msg: string) => void warnings.push(msg) } as unknown as FastifyBaseLogger;
  bus = new EventBus(() => {});
  bus.useOutbox(new Outbox(database.db, bus, log, { leaseSeconds: LEASE_SECONDS }));
});
afterAll(() => database.close());

/** Resolves with the value `resolve` is called with, or rejects after `ms` (what never happened fails the test). */
function signal<T>(ms: number, what: string) {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    setTimeout(() => rej(new Error(`${what}: not within ${ms} ms`)), ms).unref();
  });
  return { promise, resolve };
}

const follower = { id: 'u-follower', nickname: 'follower' } as User;

describe('a durable listener that never settles', () => {
  it('fails once its lease is over; a later event of the same process still has its listener run', async () => {
    const hangStarted = signal<void>(5_000, 'the hanging listener started');
    const laterRan = signal<string>(10_000, 'the later event’s listener ran');
    bus.onDurable('user.followed', 'hangs', () => {
      hangStarted.resolve();
      return new Promise(() => {});
    });
    bus.onDurable('user.unfollowed', 'records', (p) => laterRan.resolve(p.followeeId));

    await database.db.transaction((tx) => bus.emitInTx(tx, 'user.followed', { follower, followeeId: 'u-a' }));
    // The drain is now inside the hanging listener; this event's kick can only ask that drain to look once more.
    await hangStarted.promise;
    await database.db.transaction((tx) =>
      bus.emitInTx(tx, 'user.unfollowed', { followerId: follower.id, followeeId: 'u-b' }),
    );

    expect(await laterRan.promise).toBe('u-b');
    await bus.settled();
    // The hung row is pushed back like a failure, to be tried again; the later one is done and gone.
    const left = rowsOf<{ event: string; attempts: number; last_error: string }>(
      await database.db.execute(sql`select event, attempts, last_error from outbox`),
    );
    expect(left).toEqual([
      { event: 'user.followed', attempts: 1, last_error: `listener did not settle within its lease (0.5 s)` },
    ]);
    expect(warnings).toContain('outbox listener failed; trying again later');
  });
});
