import { createHash, randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type pg from 'pg';
import { hashPassword } from '../src/lib/password';

export type BenchData = { users: number; notificationsPerUser: number; follows: number };

/**
 * Fills a migrated database with `users` players, `notificationsPerUser` notifications each (a third read),
 * and `follows` follow rows, in set-based SQL (minutes, not hours, for millions of rows). Re-running on a
 * database that already holds the data is a no-op.
 */
export async function seedBenchData(client: pg.Client, d: BenchData, log: (s: string) => void) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
  if (rows[0]!.n >= d.users) return log(`data already present (${rows[0]!.n} users)`);
  const started = Date.now();
  const hash = await hashPassword('bench-password-1');
  await client.query(
    `insert into users (email, nickname, password_hash, first_name, user_type, onboarding_completed)
     select 'bench' || g || '@example.test', 'bench_' || g, $1, 'Bench ' || g, 'player', true from generate_series(1, $2::int) g`,
    [hash, d.users],
  );
  log(`${d.users} users in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await client.query(`create temporary table bench_ids as select id, row_number() over (order by id) as rn from users`);
  await client.query(`create index on bench_ids (rn)`);
  const t1 = Date.now();
  await client.query(
    `insert into notifications (recipient_id, sender_id, type, title, message, params, read, created_at)
     select u.id, s.id, 'follow', 'Yeni takipçi', s.nickname || ' seni takip etmeye başladı',
            jsonb_build_object('nickname', s.nickname), (k % 3 = 0), now() - k * interval '1 minute'
     from bench_ids b
     join users u on u.id = b.id
     cross join generate_series(1, $1::int) k
     join bench_ids bs on bs.rn = ((b.rn + k * 7919) % $2::int) + 1
     join users s on s.id = bs.id`,
    [d.notificationsPerUser, d.users],
  );
  log(`${d.users * d.notificationsPerUser} notifications in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
  const t2 = Date.now();
  const perUser = Math.max(1, Math.round(d.follows / d.users));
  await client.query(
    `insert into follows (follower_id, followee_id, created_at)
     select b.id, bf.id, now() - k * interval '1 hour'
     from bench_ids b cross join generate_series(1, $1::int) k
     join bench_ids bf on bf.rn = ((b.rn + k * 104729) % $2::int) + 1
     where bf.id <> b.id
     on conflict do nothing`,
    [perUser, d.users],
  );
  log(`${d.users * perUser} follows in ${((Date.now() - t2) / 1000).toFixed(0)} s`);
  await client.query('analyze');
}

/** Sessions for `n` of the seeded users, as signed cookie headers the server will accept. */
export async function benchSessions(client: pg.Client, n: number, secret: string): Promise<{ userId: string; cookie: string }[]> {
  const { rows } = await client.query<{ id: string }>(`select id from users where email like 'bench%' order by random() limit $1`, [n]);
  const signer = new Signer(secret);
  const out = [];
  for (const { id } of rows) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('base64url');
    await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [hash, id]);
    out.push({ userId: id, cookie: `sid=${signer.sign(token)}` });
  }
  return out;
}
