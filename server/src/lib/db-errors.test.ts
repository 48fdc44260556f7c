import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, missingParent, transactionConflict, uniqueViolation } from './db-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'ECONNREFUSED'],
    ['a reset connection', withCode('ECONNRESET'), 'ECONNRESET'],
    [
      'admin_shutdown (fast stop, pg_terminate_backend)',
      withCode('57P01', 'terminating connection due to administrator command'),
      '57P01',
    ],
    ['crash_shutdown', withCode('57P02'), '57P02'],
    ['cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up'), '57P03'],
    ['a connection exception (class 08)', withCode('08006'), '08006'],
    ['our statement timeout', withCode('57014', 'canceling statement due to statement timeout'), '57014'],
    ['a lost connection', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    [
      'the pool connect timeout',
      new Error('timeout exceeded when trying to connect'),
      'timeout exceeded when trying to connect',
    ],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
      'Client has encountered a connection error and is not queryable',
    ],
    ['a closed PGlite', new Error('PGlite is closed'), 'PGlite is closed'],
  ])('recognises %s', (_what, err, reason) => {
    expect(databaseUnavailable(err)).toBe(reason);
  });

  it('looks through Drizzle wrappers and AggregateErrors (both addresses of localhost refused)', () => {
    const wrapped = Object.assign(new Error('Failed query: insert into ...'), { cause: withCode('57P01') });
    expect(databaseUnavailable(wrapped)).toBe('57P01');
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(databaseUnavailable(aggregate)).toBe('ECONNREFUSED');
  });

  it('leaves other failures alone: they are bugs or bad input, not an outage', () => {
    expect(databaseUnavailable(withCode('23505', 'duplicate key'))).toBeUndefined();
    expect(databaseUnavailable(withCode('42P01', 'relation does not exist'))).toBeUndefined();
    expect(databaseUnavailable(withCode('28P01', 'password authentication failed'))).toBeUndefined();
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
    expect(
      uniqueViolation(
        Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint: 'users_email_key' } }),
      ),
    ).toBe('users_email_key');
  });

  it('recognises what node-postgres really raises when nothing listens', async () => {
    const client = new pg.Client({
      connectionString: 'postgres://postgres@127.0.0.1:1/postgres',
      connectionTimeoutMillis: 2_000,
    });
    const err = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(databaseUnavailable(err)).toBe('ECONNREFUSED');
  });
});

describe('transactionConflict', () => {
  it('names a deadlock and a serialization failure, wrapped by Drizzle or not; nothing else', () => {
    expect(transactionConflict(withCode('40P01', 'deadlock detected'))).toBe('40P01');
    expect(transactionConflict(new Error('Failed query', { cause: withCode('40001') }))).toBe('40001');
    expect(transactionConflict(withCode('23505'))).toBeUndefined();
    expect(transactionConflict(withCode('57P01'))).toBeUndefined();
    expect(transactionConflict(new Error('deadlock detected'))).toBeUndefined();
  });
});

describe('missingParent', () => {
  it('names a foreign-key violation, wrapped by Drizzle or not; nothing else', () => {
    expect(missingParent(withCode('23503', 'violates foreign key constraint'))).toBe(true);
    expect(missingParent(new Error('Failed query', { cause: withCode('23503') }))).toBe(true);
    expect(missingParent(withCode('23505'))).toBe(false);
    expect(missingParent(withCode('57P01'))).toBe(false);
    expect(missingParent(new Error('violates foreign key constraint'))).toBe(false);
  });
});
