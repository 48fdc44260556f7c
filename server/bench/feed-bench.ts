import { createHash, randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { Redis } from 'ioredis';
import { countedRate, type TimedResult } from './autocannon-bodies';
import { cpuDuring } from './cpu';
import { perRequest, type Row } from './rows';
import type pg from 'pg';

/** The server's key prefix (config.redisPrefix) and its timelines' keys (modules/posts/timelines.ts). */
const timelineKey = (userId: string) => `esn:tl:${userId}`;
/** The seeded author with 10k followers (seed.ts). */
const CELEBRITY_EMAIL = 'bench1@example.test';
const FANOUT_SAMPLES = 20;

type Session = { userId: string; cookie: string };
type Load = (
  origin: string,
  s: { name: string; path: string; connections: number; cookies?: string[] },
  duration: number,
  amount?: number,
) => Promise<TimedResult>;

/**
 * The wall's cold rows (issue 25). With REDIS_URL: (1) 1000 readers whose home timeline exists in Redis (as fan-out
 * keeps it for active people: built here by reading each wall once through ANOTHER server process) but whose page is
 * not in the measured process's memory; (2) 1000 readers whose timeline is missing (rebuilt from PostgreSQL), no
 * goal; (3) the author with 10k followers posts, timed until every follower's timeline holds the post. Without Redis
 * the first row measures the PostgreSQL path, as before. Before the rows, the measured process serves the walls of
 * `warmup` (other readers, not measured): a server that has been up has run this code and opened its connections,
 * so what a reader's first visit costs is the cold DATA. Left out, a fresh process's first few hundred walls paid
 * for compiling the code and opening the pool too (300 walls at 99 req/s, p50 410 ms, measured 27 Nov 2026).
 */
export async function feedColdRows(o: {
  origin: string;
  /** The measured server's process, whose CPU per request the rows report. */
  pid: number | undefined;
  other: () => Promise<{ origin: string }>;
  cold: Session[];
  rebuilt: Session[];
  warmup: Session[];
  hello: number;
  load: Load;
  client: pg.Client;
  secret: string;
  log: (s: string) => void;
}): Promise<Row[]> {
  const rows: Row[] = [];
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  const wall = (name: string, sessions: Session[]) =>
    cpuDuring(o.pid, () =>
      o.load(
        o.origin,
        { name, path: '/api/feed?limit=20', connections: 50, cookies: sessions.map((s) => s.cookie) },
        0,
        sessions.length,
      ),
    );
  type Measured = Awaited<ReturnType<typeof wall>>;
  const row = (name: string, { result: r, ...used }: Measured, goal?: { minRatio: number; maxP99Ms: number }): Row => {
    const errors = r.non2xx + r.errors;
    const ratio = countedRate(r) / o.hello;
    const met = !goal || (ratio >= goal.minRatio && r.latency.p99 <= goal.maxP99Ms);
    const goals = goal ? `ratio ≥ ${goal.minRatio}, p99 ≤ ${goal.maxP99Ms} ms ${met ? 'met' : 'MISSED'}` : 'no goal';
    return {
      name,
      reqs: countedRate(r),
      p50: r.latency.p50,
      p99: r.latency.p99,
      ratio,
      goal: goals + (errors ? ` (${errors} errors/non-2xx)` : ''),
      ok: met && errors === 0,
      cpu: perRequest(used, r.requests.total),
    };
  };
  // Their timelines exist, as for people who come back: built by reading each wall once through ANOTHER process.
  const buildTimelines = async (sessions: Session[]) => {
    if (!redis) return;
    const b = await o.other();
    const cookies = sessions.map((s) => s.cookie);
    await o.load(
      b.origin,
      { name: 'timelines', path: '/api/feed?limit=20', connections: 50, cookies },
      0,
      cookies.length,
    );
  };
  try {
    await buildTimelines([...o.warmup, ...o.cold]);
    const { result: warm } = await wall('feed warm-up', o.warmup);
    o.log(`warm-up of the measured process: ${o.warmup.length} other walls, ${countedRate(warm).toFixed(0)} req/s`);
    const cold = await wall('feed cold', o.cold);
    rows.push(
      row(
        `GET /api/feed, ${o.cold.length} walls read once (cold${redis ? ', timeline in Redis' : ''}) ·c50`,
        cold,
        redis ? { minRatio: 0.15, maxP99Ms: 100 } : undefined,
      ),
    );
    if (!redis) {
      o.log('REDIS_URL not set: the wall is read from PostgreSQL (no timelines, no fan-out row)');
      return rows;
    }
    await redis.del(...o.rebuilt.map((s) => timelineKey(s.userId)));
    rows.push(
      row(`GET /api/feed, ${o.rebuilt.length} walls, timeline rebuilt ·c50`, await wall('feed rebuilt', o.rebuilt)),
    );
    rows.push(await fanOutRow(o, redis));
    return rows;
  } finally {
    redis?.disconnect();
  }
}

/** Posts by the author with 10k followers, each timed until all followers' timelines (built first) hold it. */
async function fanOutRow(
  o: {
    other: () => Promise<{ origin: string }>;
    load: Load;
    client: pg.Client;
    secret: string;
    log: (s: string) => void;
  },
  redis: Redis,
): Promise<Row> {
  const { rows: celeb } = await o.client.query<{ id: string }>('select id from users where email = $1', [
    CELEBRITY_EMAIL,
  ]);
  const authorId = celeb[0]!.id;
  const { rows: fans } = await o.client.query<{ id: string }>(
    'select follower_id as id from follows where followee_id = $1',
    [authorId],
  );
  const b = await o.other();
  // Each follower reads their wall once: their timeline exists, as it does for people who come back.
  const followers = await sessionsFor(
    o.client,
    fans.map((f) => f.id),
    o.secret,
  );
  const [author] = await sessionsFor(o.client, [authorId], o.secret);
  await o.load(
    b.origin,
    { name: 'followers', path: '/api/feed?limit=20', connections: 50, cookies: followers.map((s) => s.cookie) },
    0,
    followers.length,
  );
  const keys = followers.map((s) => timelineKey(s.userId));
  const missing = keys.length - (await redis.exists(...keys));
  if (missing) o.log(`fan-out: ${missing} followers have no timeline after reading their wall`);
  // How many of the timelines hold the post, in one round trip.
  const holding = (postId: string) =>
    redis.eval(
      `local n = 0 for i = 1, #KEYS do if redis.call('zscore', KEYS[i], ARGV[1]) then n = n + 1 end end return n`,
      keys.length,
      ...keys,
      postId,
    ) as Promise<number>;
  const samples: number[] = [];
  for (let k = 0; k < FANOUT_SAMPLES; k++) {
    const start = performance.now();
    const res = await fetch(`${b.origin}/api/posts`, {
      method: 'POST',
      headers: { cookie: author!.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'text', body: `fan-out ${k} #bench` }),
    });
    if (res.status !== 201) throw new Error(`post failed ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    let took = Infinity;
    while (performance.now() - start < 5_000) {
      if ((await holding(id)) >= keys.length - missing) {
        took = performance.now() - start;
        break;
      }
      // Each look reads 10k keys (a few ms of Redis): not so often that it slows the fan-out it waits for.
      await new Promise((r) => setTimeout(r, 20));
    }
    samples.push(took);
  }
  samples.sort((x, y) => x - y);
  const p99 = Number(samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.99))]!.toFixed(1));
  o.log(`fan-out to ${keys.length} timelines: median ${samples[samples.length >> 1]!.toFixed(1)} ms, p99 ${p99} ms`);
  return {
    name: `post → ${keys.length} followers' timelines, p99 ms`,
    reqs: NaN,
    p99,
    goal: `p99 ≤ 1000 ms ${p99 <= 1000 ? 'met' : 'MISSED'}`,
    ok: p99 <= 1000,
  };
}

/** Sessions for these users, in one statement, as signed cookie headers the server will accept. */
async function sessionsFor(client: pg.Client, userIds: string[], secret: string): Promise<Session[]> {
  const signer = new Signer(secret);
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (id, user_id, expires_at) select h, u, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) t(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('base64url')), userIds],
  );
  return userIds.map((userId, i) => ({ userId, cookie: `sid=${signer.sign(tokens[i]!)}` }));
}
