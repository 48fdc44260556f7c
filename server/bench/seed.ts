import { createHash, randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type pg from 'pg';
import { hashPassword } from '../src/lib/password';

export type BenchData = { users: number; notificationsPerUser: number; follows: number; posts: number };

const count = async (client: pg.Client, table: string) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

/**
 * Fills a migrated database in set-based SQL (minutes, not hours, for millions of rows). Each table is seeded
 * only while it holds less than asked, so a kept database (BENCH_KEEP=1) is reused and grown, never doubled.
 */
export async function seedBenchData(client: pg.Client, d: BenchData, log: (s: string) => void) {
  const timed = async (what: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    log(`${what} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  if ((await count(client, 'users')) < d.users) {
    const hash = await hashPassword('bench-password-1');
    await timed(`${d.users} users`, () =>
      client.query(
        `insert into users (email, nickname, password_hash, first_name, user_type, onboarding_completed)
         select 'bench' || g || '@example.test', 'bench_' || g, $1, 'Bench ' || g, 'player', true from generate_series(1, $2::int) g`,
        [hash, d.users],
      ),
    );
  }
  await client.query(`create temporary table bench_ids as select id, row_number() over (order by id) as rn from users`);
  await client.query(`create index on bench_ids (rn)`);

  if ((await count(client, 'notifications')) < d.users * d.notificationsPerUser) {
    await timed(`${d.users * d.notificationsPerUser} notifications`, () =>
      client.query(
        `insert into notifications (recipient_id, sender_id, type, title, message, params, read, created_at)
         select b.id, bs.id, 'follow', 'Yeni takipçi', 'bench seni takip etmeye başladı',
                jsonb_build_object('nickname', 'bench'), (k % 3 = 0), now() - k * interval '1 minute'
         from bench_ids b cross join generate_series(1, $1::int) k
         join bench_ids bs on bs.rn = ((b.rn + k * 7919) % $2::int) + 1`,
        [d.notificationsPerUser, d.users],
      ),
    );
  }

  const perUser = Math.max(1, Math.round(d.follows / d.users));
  if ((await count(client, 'follows')) < d.follows * 0.9) {
    await client.query('truncate follows');
    await timed(`${d.users * perUser} follows`, () =>
      client.query(
        `insert into follows (follower_id, followee_id, created_at)
         select b.id, bf.id, now() - k * interval '1 hour'
         from bench_ids b cross join generate_series(1, $1::int) k
         join bench_ids bf on bf.rn = ((b.rn + k * 104729) % $2::int) + 1
         where bf.id <> b.id
         on conflict do nothing`,
        [perUser, d.users],
      ),
    );
  }

  // One author with 10k followers (issue 25: fan-out to 10k timelines): bench1, followed by 10k others (set-based).
  const celebrity = `(select id from users where email = 'bench1@example.test')`;
  const fans = Math.min(10_000, d.users - 1);
  const { rows: followed } = await client.query<{ n: number }>(
    `select count(*)::int as n from follows where followee_id = ${celebrity}`,
  );
  if (followed[0]!.n < fans) {
    await timed(`${fans} followers of one author`, () =>
      client.query(
        `insert into follows (follower_id, followee_id, created_at)
         select b.id, ${celebrity}, now() from bench_ids b
         where b.rn <= $1::int + 1 and b.id <> ${celebrity}
         on conflict do nothing`,
        [fans],
      ),
    );
  }

  if ((await count(client, 'posts')) < d.posts) {
    const words = ['takım', 'turnuva', 'maç', 'antrenman', 'transfer', 'kadro', 'zafer', 'strateji', 'valorant', 'cs2'];
    await timed(`${d.posts} posts`, async () => {
      await client.query(
        `insert into posts (author_id, type, body, tags, created_at)
         select b.id, 'text',
                'Bugün ' || ($3::text[])[1 + (g % 10)] || ' için harika bir gün #' || ($3::text[])[1 + (g % 10)] || ' #gg' || (g % 50),
                array[($3::text[])[1 + (g % 10)], 'gg' || (g % 50)],
                now() - (g % 100000) * interval '30 seconds'
         from generate_series(1, $1::int) g join bench_ids b on b.rn = (g % $2::int) + 1`,
        [d.posts, d.users, words],
      );
      await client.query(
        `insert into post_tags (tag, post_id, author_id, created_at)
         select unnest(p.tags), p.id, p.author_id, p.created_at from posts p on conflict do nothing`,
      );
    });
  }
  // Vacuum too: index-only scans (the wall's per-author walk) need the visibility map, which bulk inserts leave unset.
  await client.query('vacuum analyze');
}

/** Sessions for `n` of the seeded users, as signed cookie headers the server will accept. */
export async function benchSessions(
  client: pg.Client,
  n: number,
  secret: string,
): Promise<{ userId: string; cookie: string }[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from users where email like 'bench%' order by random() limit $1`,
    [n],
  );
  const signer = new Signer(secret);
  const out = [];
  for (const { id } of rows) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('base64url');
    await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      hash,
      id,
    ]);
    out.push({ userId: id, cookie: `sid=${signer.sign(token)}` });
  }
  return out;
}
