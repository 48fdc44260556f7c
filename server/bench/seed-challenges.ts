import type pg from 'pg';

/**
 * XP for the leaderboard: every seeded user gets a total (0–20,000, drawn from a hash of the id, a tenth have none),
 * and a fifth have awards this week (the weekly ranking), from ten bench challenges. Set-based, only while the
 * totals are missing, so a kept database is reused.
 */
export async function seedBenchXp(client: pg.Client, users: number, log: (s: string) => void): Promise<void> {
  const have = (
    await client.query<{ n: number }>(`select count(*)::int as n from xp_totals where subject_kind = 'user'`)
  ).rows[0]!.n;
  if (have >= users * 0.8) return;
  const started = Date.now();
  await client.query(
    `insert into challenges (title, type, difficulty, xp_reward, target_value, metric, description)
     select 'Bench challenge ' || g, 'individual', 'medium', 100 * g, g, 'posts_shared', 'bench' from generate_series(1, 10) g`,
  );
  await client.query(
    `insert into xp_totals (subject_kind, subject_id, xp)
     select 'user', b.id, (abs(hashtext(b.id::text || 'xp')::bigint) % 20001)::int
     from bench_ids b where abs(hashtext(b.id::text || 'none')::bigint) % 10 <> 0
     on conflict do nothing`,
  );
  await client.query(
    `insert into xp_awards (subject_kind, subject_id, amount, source_id, created_at)
     select 'user', b.id, 50 + (abs(hashtext(b.id::text || 'wk')::bigint) % 950)::int, gen_random_uuid(), now() - interval '1 hour'
     from bench_ids b where abs(hashtext(b.id::text || 'week')::bigint) % 5 = 0`,
  );
  await client.query('analyze xp_totals; analyze xp_awards');
  log(`XP for ${users} users (leaderboard) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
