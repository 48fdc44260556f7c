import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Readiness } from '@esn/contract';
import type { Db } from '../../db/client';

/** A readiness probe must answer fast even when what it asks about hangs: each check gets this long. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function answers(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  try {
    await within(ms, check());
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the database and Redis answer right now. Redis counts as up only when both the command connection
 * answers PING and the invalidation bus is subscribed (else other processes' cache invalidations are missed).
 */
export async function readiness(
  deps: { db: Db; redis: Redis | null; busConnected: () => boolean },
  ms = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    answers(() => deps.db.execute(sql`select 1`), ms),
    deps.redis
      ? answers(() => (deps.busConnected() ? deps.redis!.ping() : Promise.reject(new Error('bus down'))), ms)
      : null,
  ]);
  const redisState = redis === null ? 'absent' : redis ? 'ok' : 'down';
  return {
    status: database && redis !== false ? 'ok' : 'unavailable',
    database: database ? 'ok' : 'down',
    redis: redisState,
  };
}
