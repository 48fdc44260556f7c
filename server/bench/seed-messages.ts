import type pg from 'pg';

/**
 * Direct conversations and their messages, set-based: each seeded user talks with `perUser / 2` others (pairs at
 * fixed offsets in the users' order, so each person ends in about `perUser` conversations), and `messages` are
 * spread evenly over them, alternating senders a minute apart, the newest a few seconds to minutes ago. Each
 * person has read his conversations but for their last couple of minutes, so unread counts are not all zero.
 * Runs while there are fewer messages than asked (a kept database is reused, a smaller one redone).
 */
export async function seedBenchMessages(
  client: pg.Client,
  d: { users: number; messages: number; conversationsPerUser: number },
  log: (s: string) => void,
): Promise<void> {
  const have = (await client.query<{ n: number }>('select count(*)::int as n from messages')).rows[0]!.n;
  if (have >= d.messages * 0.9) return;
  const started = Date.now();
  await client.query('truncate conversations cascade');
  const half = Math.max(1, Math.floor(d.conversationsPerUser / 2));
  await client.query(
    `create temporary table bench_pairs as
     select b.id as a, o.id as b, gen_random_uuid() as conv, row_number() over () as n
     from bench_ids b cross join generate_series(1, $1::int) k
     join bench_ids o on o.rn = ((b.rn - 1 + k * 7) % $2::int) + 1
     where o.id <> b.id`,
    [half, d.users],
  );
  const pairs = (await client.query<{ n: number }>('select count(*)::int as n from bench_pairs')).rows[0]!.n;
  const perConversation = Math.max(1, Math.round(d.messages / Math.max(1, pairs)));
  // The last message of pair n is (n % 3600) seconds old: lists and threads are ordered by a spread of times.
  await client.query(
    `insert into conversations (id, kind, direct_key, created_at, last_message_at)
     select conv, 'direct', least(a::text, b::text) || ':' || greatest(a::text, b::text),
            now() - ($1::int + 1) * interval '1 minute', now() - (n % 3600) * interval '1 second'
     from bench_pairs on conflict do nothing`,
    [perConversation],
  );
  await client.query(
    `insert into conversation_participants (conversation_id, user_id, last_read_at, joined_at, last_message_at)
     select p.conv, u.id, now() - (p.n % 3600) * interval '1 second' - interval '150 seconds',
            now() - ($1::int + 1) * interval '1 minute', now() - (p.n % 3600) * interval '1 second'
     from bench_pairs p cross join lateral (values (p.a), (p.b)) as u(id)
     where exists (select 1 from conversations c where c.id = p.conv)
     on conflict do nothing`,
    [perConversation],
  );
  await client.query(
    `insert into messages (conversation_id, sender_id, body, created_at)
     select p.conv, case when g % 2 = 0 then p.a else p.b end,
            'Mesaj ' || g || ': bu akşam antrenman var mı? #gg',
            now() - (p.n % 3600) * interval '1 second' - ($1::int - g) * interval '1 minute'
     from bench_pairs p cross join generate_series(1, $1::int) g
     where exists (select 1 from conversations c where c.id = p.conv)`,
    [perConversation],
  );
  await client.query('vacuum analyze conversations, conversation_participants, messages');
  log(`${pairs} conversations, ${pairs * perConversation} messages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** For each session, the thread page of one of its conversations (in the sessions' order). */
export async function benchThreadPaths(client: pg.Client, userIds: string[]): Promise<string[]> {
  const { rows } = await client.query<{ user_id: string; conversation_id: string }>(
    `select distinct on (user_id) user_id, conversation_id from conversation_participants where user_id = any($1::uuid[])
     order by user_id, last_message_at desc`,
    [userIds],
  );
  const byUser = new Map(rows.map((r) => [r.user_id, r.conversation_id]));
  return userIds.map(
    (id) => `/api/messages/conversations/${byUser.get(id) ?? '00000000-0000-4000-8000-000000000000'}/messages`,
  );
}
