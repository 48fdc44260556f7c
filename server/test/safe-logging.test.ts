import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/safe-logging';
import { createTestApp, registerUser, type TestApp } from './helper';

type LogLine = {
  level: number;
  msg?: string;
  route?: string;
  method?: string;
  err?: { type?: string; message?: string; stack?: string };
};

/**
 * A request that fails inside a query, with people's data in that query, on the real app and database: the error
 * log names the error, the route and the constraint, and holds none of what was sent or stored.
 */
describe('the error log holds no user data', () => {
  let t: TestApp;
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  /** Make every new row of `table` fail its insert, as a broken migration or a bug would. */
  const breakInserts = (table: string) =>
    t.app.db.execute(sql.raw(`ALTER TABLE "${table}" ADD CONSTRAINT esn_log_probe_${table} CHECK (false) NOT VALID`));

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { logger: { level: 'info', stream } });
  });
  afterAll(() => t?.close());

  it('a failed registration logs the route and the constraint, not the e-mail, nickname, password or its hash', async () => {
    await breakInserts('users');
    raw.length = 0;
    const secret = { email: 'secret.person@example.test', password: 'hunter2-very-secret', nickname: 'secret_nick_42' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: secret,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'An unexpected error occurred.', code: 'internal' });

    const line = lines().find((l) => l.msg === 'unhandled error');
    expect(line, raw.join('\n')).toBeDefined();
    expect(line).toMatchObject({ method: 'POST', route: '/api/auth/register' });
    expect(line!.err?.type).toBe('DrizzleQueryError');
    expect(line!.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(JSON.stringify(line!.err)).toContain('esn_log_probe_users');
    expect(JSON.stringify(line!.err)).toContain('23514'); // check_violation, from the driver's error under Drizzle's

    const all = raw.join('\n');
    for (const leak of [
      'secret.person',
      'example.test',
      'hunter2',
      'secret_nick_42',
      '$argon2',
      'Failing row contains',
    ]) {
      expect(all, leak).not.toContain(leak);
    }
  });

  it('a failed post logs the route, not the text of the post', async () => {
    await t.app.db.execute(sql.raw('ALTER TABLE "users" DROP CONSTRAINT esn_log_probe_users'));
    const u = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/role',
      headers: { cookie: u.cookie },
      payload: { userType: 'player' },
    });
    await breakInserts('posts');
    raw.length = 0;
    const text = 'my private words for the wall';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts?ref=tracking-token-xyz',
      headers: { cookie: u.cookie },
      payload: { type: 'text', body: text },
    });
    expect(res.statusCode).toBe(500);
    const line = lines().find((l) => l.msg === 'unhandled error');
    expect(line).toMatchObject({ method: 'POST', route: '/api/posts' });
    const all = raw.join('\n');
    for (const leak of ['private words', 'tracking-token-xyz', u.input.email, u.cookie.slice(4)])
      expect(all, leak).not.toContain(leak);
  });

  it('the serializer keeps what names the failure and drops parameters, details and quoted values, down the cause chain', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "someone@example.test"'), {
      code: '22P02',
      detail: 'Key (email)=(someone@example.test) already exists.',
      where: "unnamed portal parameter $1 = '...'",
      table: 'users',
    });
    const err = new DrizzleQueryError(
      'select "id" from "users" where "email" = $1',
      ['someone@example.test', '$argon2id$v=19$m=19456,t=2,p=1$abc$def'],
      pgError,
    );
    const out = serializeError(new Error('wrapped', { cause: err }));
    const text = JSON.stringify(out);
    expect(text).not.toContain('someone@example.test');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('Key (email)');
    expect(text).not.toContain('portal parameter');
    expect(out.cause).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select "id" from "users" where "email" = $1\nparams: [redacted]',
      cause: { code: '22P02', table: 'users', message: 'invalid input syntax for type uuid: "[redacted]"' },
    });
    expect(out.stack).toMatch(/^Error: wrapped\n\s+at /);
  });
});
