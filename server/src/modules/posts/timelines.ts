import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Posts kept per timeline; older pages come from PostgreSQL. */
export const TIMELINE_CAP = 400;
/** A timeline nobody read for this long expires (reads refresh it; fan-out does not). */
const TTL_SECONDS = 14 * 24 * 3600;
/** How long a rebuild may take before its marker (and so the rebuild) is given up. */
const BUILD_SECONDS = 30;
/** Timelines per fan-out script call: one round trip each, pipelined. */
const PUSH_CHUNK = 500;
/**
 * The lowest member of a timeline that holds its reader's WHOLE wall (score 0, below every post). Trimming removes
 * the lowest member first, so the sentinel goes as soon as the set no longer holds everything: its presence is the
 * proof that there is nothing older in PostgreSQL. Also the placeholder that keeps a build buffer in existence.
 */
export const END = '~';

/** An entry of a timeline: a post id and its created_at in ms. */
export type TimelineEntry = { id: string; ms: number };

// KEYS[1] timeline. ARGV: max score, offset, count, ttl. nil when the timeline is missing.
const READ = `
if redis.call('exists', KEYS[1]) == 0 then return false end
redis.call('expire', KEYS[1], ARGV[4])
return redis.call('zrevrangebyscore', KEYS[1], ARGV[1], '-inf', 'WITHSCORES', 'LIMIT', ARGV[2], ARGV[3])`;

// KEYS[1] timeline, KEYS[2] build buffer. ARGV: ttl of the buffer, the build's token. 0 when the timeline exists
// (nothing to build). The token (a member scored 0, never a post) tells this build's buffer from a later one's.
const BEGIN = `
if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('zadd', KEYS[2], 0, '${END}' .. ARGV[2])
redis.call('expire', KEYS[2], ARGV[1])
return 1`;

// KEYS[1] timeline, KEYS[2] build buffer. ARGV: cap, ttl, complete (1/0), token, then score, id pairs. Stores the
// rebuilt timeline merged with what fan-out buffered meanwhile; 0 (stores nothing) when this build's buffer is gone:
// the build took too long, or a drop (follow, unfollow…) removed it because what the build read may be out of date.
const FINISH = `
if not redis.call('zscore', KEYS[2], '${END}' .. ARGV[4]) then return 0 end
local buffered = redis.call('zrange', KEYS[2], 0, -1, 'WITHSCORES')
redis.call('del', KEYS[2])
for i = 5, #ARGV, 2 do redis.call('zadd', KEYS[1], ARGV[i], ARGV[i + 1]) end
for i = 1, #buffered, 2 do
  if string.sub(buffered[i], 1, 1) ~= '${END}' then redis.call('zadd', KEYS[1], buffered[i + 1], buffered[i]) end
end
if ARGV[3] == '1' then redis.call('zadd', KEYS[1], 0, '${END}') end
redis.call('zremrangebyrank', KEYS[1], 0, -(tonumber(ARGV[1]) + 2))
redis.call('expire', KEYS[1], ARGV[2])
return 1`;

// KEYS: timeline, build buffer, timeline, build buffer… ARGV: cap, score, id. Only timelines that exist (or are
// being built) get the post: a missing one is rebuilt from PostgreSQL when read.
const PUSH = `
for i = 1, #KEYS, 2 do
  if redis.call('exists', KEYS[i]) == 1 then
    redis.call('zadd', KEYS[i], ARGV[2], ARGV[3])
    redis.call('zremrangebyrank', KEYS[i], 0, -(tonumber(ARGV[1]) + 2))
  elseif redis.call('exists', KEYS[i + 1]) == 1 then
    redis.call('zadd', KEYS[i + 1], ARGV[2], ARGV[3])
  end
end
return 1`;

type Scripts = {
  tlRead(key: string, max: string, offset: number, count: number, ttl: number): Promise<string[] | null>;
  tlBegin(key: string, buffer: string, ttl: number, token: string): Promise<number>;
  tlFinish(key: string, buffer: string, ...args: (string | number)[]): Promise<number>;
  tlPush(keyCount: number, ...args: (string | number)[]): Promise<number>;
};

/**
 * Home timelines in Redis (Mastodon's model): per reader a capped sorted set of post ids scored by created_at in ms,
 * filled on write by fan-out (timeline.events.ts), rebuilt from PostgreSQL when missing, read by feed.service.ts.
 * PostgreSQL stays the truth: every id read here is checked against it in the same statement that reads the posts
 * (deleted, hidden or no longer followed → dropped), so the sets only ever need to hold a superset of the wall's
 * newest posts. Members of equal score sort by member, and a uuid's lowercase hex sorts as PostgreSQL sorts uuids,
 * so the order is the wall's (created_at desc, id desc).
 *
 * Redis is an accelerator: without REDIS_URL `enabled` is false, and while Redis is away every call rejects at once
 * (the client has no offline queue) and the callers fall back to PostgreSQL.
 */
export class Timelines {
  private readonly scripts: Scripts | null;
  /** Posts kept per timeline (tests lower it to page past it). */
  cap = TIMELINE_CAP;

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!redis) {
      this.scripts = null;
      return;
    }
    redis.defineCommand('tlRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('tlBegin', { numberOfKeys: 2, lua: BEGIN });
    redis.defineCommand('tlFinish', { numberOfKeys: 2, lua: FINISH });
    redis.defineCommand('tlPush', { lua: PUSH });
    this.scripts = redis as unknown as Scripts;
  }

  /** Whether there is a Redis to keep timelines in (REDIS_URL). */
  get configured(): boolean {
    return !!this.scripts;
  }

  /** Whether timelines are in use right now: Redis configured and connected. */
  get enabled(): boolean {
    return !!this.scripts && this.redis!.status === 'ready';
  }

  key(readerId: string): string {
    return `${this.prefix}tl:${readerId}`;
  }

  private buffer(readerId: string): string {
    return `${this.prefix}tlb:${readerId}`;
  }

  /**
   * Up to `count` entries with score ≤ `maxMs` (newest first), skipping `offset`; refreshes the timeline's TTL.
   * null when the reader has no timeline. The END sentinel, when reached, is among the entries.
   */
  async read(readerId: string, maxMs: number | null, offset: number, count: number): Promise<TimelineEntry[] | null> {
    const flat = await this.scripts!.tlRead(
      this.key(readerId),
      maxMs === null ? '+inf' : String(maxMs),
      offset,
      count,
      TTL_SECONDS,
    );
    if (!flat) return null;
    const out: TimelineEntry[] = [];
    for (let i = 0; i < flat.length; i += 2) out.push({ id: flat[i]!, ms: Number(flat[i + 1]) });
    return out;
  }

  /**
   * Starts a rebuild: from now until `finishBuild`, fan-out also writes into the build buffer, so a post that
   * commits after the rebuild's PostgreSQL read is not lost. Call BEFORE reading PostgreSQL. Answers the build's
   * token, or null when the timeline exists (read it instead).
   */
  async beginBuild(readerId: string): Promise<string | null> {
    const token = randomBytes(6).toString('base64url');
    return (await this.scripts!.tlBegin(this.key(readerId), this.buffer(readerId), BUILD_SECONDS, token)) === 1
      ? token
      : null;
  }

  /**
   * Stores a rebuild begun with `token` merged with what fan-out buffered; false when given up. `complete`: the
   * entries are the whole wall (fewer than the cap), so the timeline ends with the END sentinel.
   */
  async finishBuild(readerId: string, token: string, entries: TimelineEntry[], complete: boolean): Promise<boolean> {
    const args: (string | number)[] = [this.cap, TTL_SECONDS, complete ? '1' : '0', token];
    for (const e of entries) args.push(e.ms, e.id);
    return (await this.scripts!.tlFinish(this.key(readerId), this.buffer(readerId), ...args)) === 1;
  }

  /** Fan-out: the post into each existing (or building) timeline of `readerIds`, pipelined in chunks. */
  async push(readerIds: string[], entry: TimelineEntry): Promise<void> {
    if (!readerIds.length) return;
    this.ready();
    const keysOf = (readers: string[]) => readers.flatMap((r) => [this.key(r), this.buffer(r)]);
    // One chunk goes out as a plain command: written to the connection at once, in order with the commands after it.
    if (readerIds.length <= PUSH_CHUNK) {
      const keys = keysOf(readerIds);
      await this.scripts!.tlPush(keys.length, ...keys, this.cap, entry.ms, entry.id);
      return;
    }
    const pipeline = this.redis!.pipeline();
    for (let i = 0; i < readerIds.length; i += PUSH_CHUNK) {
      const keys = keysOf(readerIds.slice(i, i + PUSH_CHUNK));
      // Queued on the pipeline (answers the pipeline, not a promise).
      (pipeline as unknown as { tlPush: (...args: (string | number)[]) => unknown }).tlPush(
        keys.length,
        ...keys,
        this.cap,
        entry.ms,
        entry.id,
      );
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0]!;
  }

  /** Drops ids that are no longer on the reader's wall (found so when read). */
  async remove(readerId: string, ids: string[]): Promise<void> {
    if (ids.length) await this.redis!.zrem(this.key(readerId), ...ids);
  }

  /**
   * Forgets these readers' timelines and any rebuild under way (whose PostgreSQL read may predate the change):
   * the next read rebuilds them. For changes of whose posts a reader sees (follow, unfollow, block, connection).
   */
  async drop(readerIds: string[]): Promise<void> {
    this.ready();
    if (readerIds.length) await this.redis!.del(...readerIds.flatMap((r) => [this.key(r), this.buffer(r)]));
  }

  /** A write that must not be lost fails (and its outbox row is retried) while Redis is away. */
  private ready(): void {
    if (!this.enabled) throw new Error('redis is not connected');
  }

  /** Logs a failed call (the read path then answers from PostgreSQL). */
  warn(err: unknown, what: string): void {
    this.log.warn({ err }, `timeline ${what} failed; the wall is read from PostgreSQL`);
  }
}
