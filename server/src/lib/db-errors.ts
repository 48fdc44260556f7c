/** The errors this walks: the error itself, its `cause` chain (Drizzle wraps driver errors) and AggregateErrors. */
function* errorChain(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  yield err as { code?: unknown; message?: unknown };
  const { errors, cause } = err as { errors?: unknown; cause?: unknown };
  if (Array.isArray(errors)) for (const e of errors) yield* errorChain(e, depth + 1);
  yield* errorChain(cause, depth + 1);
}

/** The constraint behind a unique violation (SQLSTATE 23505), whichever driver raised it; else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (const { code, constraint } of errorChain(err)) {
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** A row written for a parent (a team, a person) that was deleted meanwhile: SQLSTATE 23503, whichever driver raised it. */
export function missingParent(err: unknown): boolean {
  for (const { code } of errorChain(err)) if (code === '23503') return true;
  return false;
}

/**
 * A transaction PostgreSQL aborted because it lost to a concurrent one: 40P01 deadlock_detected, 40001
 * serialization_failure. Nothing of it was kept; run again, it succeeds (the other has finished by then).
 */
export function transactionConflict(err: unknown): string | undefined {
  for (const { code } of errorChain(err)) if (code === '40P01' || code === '40001') return code;
  return undefined;
}

/** Socket errors of a database (or its DNS name) that is not there right now. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or too busy to answer: 57P01 admin_shutdown (a fast stop, failover or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up / shutting down),
 * 57014 query_canceled (our statement_timeout), 53300 too_many_connections, and class 08 (connection exception).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres and PGlite say these in words only, without a code. */
const unavailableMessages = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or plain
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /is not queryable/, // a client whose connection already broke, or was closed
  /^Query read timeout/, // pg's query_timeout: the server stopped answering
  /^Cannot use a pool after calling end/, // shutting down
  /^PGlite is closed/,
];

/**
 * Why `err` means "the database is unavailable right now" (a code or message, for the log), or undefined when it
 * is any other failure. Such errors are answered 503 + Retry-After: retrying later will work, nothing is broken.
 */
export function databaseUnavailable(err: unknown): string | undefined {
  for (const { code, message } of errorChain(err)) {
    if (typeof code === 'string') {
      if (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
    }
    if (typeof message === 'string' && unavailableMessages.some((re) => re.test(message))) return message;
  }
  return undefined;
}

/** How long a client should wait before trying again while the database is away (a restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 5;
