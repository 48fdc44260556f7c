import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { openDatabase } from './client';

/**
 * Several server processes start at once (WORKERS, or several hosts behind a load balancer): each applies the
 * migrations at start-up, so two must be able to migrate an empty database at the same moment.
 */
describe.runIf(inject('pgTemplate'))('migrations at start-up', () => {
  it('are applied once when several processes migrate an empty database at the same time', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `esn_migrate_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 })),
      );
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: withDatabase(url, name) });
      await check.connect();
      const { rows } = await check.query<{ n: string; distinct: string }>(
        'select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0]!.n).toBe(rows[0]!.distinct);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
