import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Post } from '@esn/contract';
import { connections, posts } from '../../db/schema/index';
import { adminUser, createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { hasRedisServer, privateRedis, sleep } from '../../../test/services';
import { postsRepository } from './posts.repository';
import { newestFirst, postsClient } from './test-kit';
import { END, TIMELINE_CAP } from './timelines';

/**
 * Home timelines in Redis (timelines.ts): fan-out on write, rebuild when missing, removal, and the wall they serve
 * equal to PostgreSQL's. Needs a Redis (REDIS_URL); the PostgreSQL path is what feed.test.ts runs without it.
 */
describe.runIf(process.env.REDIS_URL)('home timelines', () => {
  let t: TestApp;
  let api: ReturnType<typeof postsClient>;
  let failures: MockInstance;
  beforeAll(async () => {
    t = await createTestApp();
    api = postsClient(t.app);
    failures = vi.spyOn(t.app.ctx.timelines, 'warn');
  });
  afterAll(() => t.close());
  // A failed timeline read is answered from PostgreSQL, which shows the same wall: only this tells that every wall
  // here was read from its timeline.
  afterEach(() => {
    expect(failures.mock.calls.map(([err]) => String(err))).toEqual([]);
    failures.mockClear();
  });

  const redis = () => t.app.redis!;
  const person = () => onboardedUser(t.app);
  const three = () => Promise.all([person(), person(), person()]);
  const five = () => Promise.all([person(), person(), person(), person(), person()]);
  const tl = () => t.app.ctx.timelines;
  /** The timeline's members, newest first (END included when there). */
  const members = (readerId: string) => redis().zrevrange(tl().key(readerId), 0, -1);
  const settled = () => t.app.ctx.events.settled();
  const follow = (cookie: string, id: string) => api.call('POST', `/api/users/${id}/follow`, cookie);
  const wallIds = async (cookie: string, limit = 20) => (await api.allPages('/api/feed', cookie, limit)).ids;
  /** The wall as PostgreSQL alone gives it (the path without Redis). */
  const pgWall = async (readerId: string) => {
    const authors = await postsRepository.feedAuthors(t.app.db, readerId);
    return (await postsRepository.feedPage(t.app.db, authors, 1000)).map((k) => k.id);
  };

  it('fans a new post out to the author, followers and connections whose timelines exist, not to strangers', async () => {
    const [author, fan, friend, stranger, away] = await five();
    await follow(fan.cookie, author.user.id);
    await follow(away.cookie, author.user.id);
    await t.app.db
      .insert(connections)
      .values({ requesterId: friend.user.id, addresseeId: author.user.id, status: 'accepted', acceptedAt: new Date() });
    const old = await api.text(author.cookie, 'eski');
    // Reading a wall builds its timeline; `away` never reads, so has none.
    for (const u of [author, fan, friend, stranger]) await api.page('/api/feed', u.cookie);
    await settled();
    expect(await redis().exists(tl().key(away.user.id))).toBe(0);

    const post = await api.text(author.cookie, 'yeni');
    await settled();
    for (const u of [author, fan, friend]) expect(await members(u.user.id), u.user.nickname).toContain(post.id);
    expect(await members(stranger.user.id)).not.toContain(post.id);
    // Only timelines that exist: the fan-out does not create one (it would hold nothing else).
    expect(await redis().exists(tl().key(away.user.id))).toBe(0);
    for (const u of [author, fan, friend]) expect(await wallIds(u.cookie)).toEqual([post.id, old.id]);
    expect(await wallIds(away.cookie)).toEqual([post.id, old.id]);
    expect(await wallIds(stranger.cookie)).toEqual([]);
  });

  it('shows the reader’s own post and a new follow at once (before the outbox runs)', async () => {
    const [me, other] = await Promise.all([onboardedUser(t.app), onboardedUser(t.app)]);
    const theirs = await api.text(other.cookie, 'onların');
    expect(await wallIds(me.cookie)).toEqual([]);
    await settled();
    const mine = await api.text(me.cookie, 'benim');
    expect(await wallIds(me.cookie)).toEqual([mine.id]);
    await follow(me.cookie, other.user.id);
    expect(await wallIds(me.cookie)).toEqual([mine.id, theirs.id]);
  });

  it('keeps the wall’s order, ties on one millisecond broken by id as PostgreSQL does, and rebuilds it when missing', async () => {
    const [me, a, b] = await three();
    await follow(me.cookie, a.user.id);
    await follow(me.cookie, b.user.id);
    const made: Post[] = [];
    for (let i = 0; i < 4; i++) for (const u of [a, b, me]) made.push(await api.text(u.cookie, `p${i}`));
    // Eight of them at the very same instant: their order is by id alone.
    const same = new Date(Date.now() - 60_000);
    const tied = made.slice(2, 10).map((p) => p.id);
    await t.app.db.update(posts).set({ createdAt: same }).where(inArray(posts.id, tied));
    const expected = newestFirst(made.map((p) => (tied.includes(p.id) ? { ...p, createdAt: same.toISOString() } : p)));
    expect(await pgWall(me.user.id)).toEqual(expected);

    await redis().del(tl().key(me.user.id));
    for (const limit of [1, 3, 20]) expect(await wallIds(me.cookie, limit), `limit ${limit}`).toEqual(expected);
    // Rebuilt from PostgreSQL: the whole wall (fewer than the cap), then the sentinel saying nothing older exists.
    expect(await members(me.user.id)).toEqual([...expected, END]);
    // Scored by created_at in ms, as PostgreSQL has it.
    const authors = await postsRepository.feedAuthors(t.app.db, me.user.id);
    const keys = await postsRepository.feedPage(t.app.db, authors, 100);
    const scores = await redis().zrevrange(tl().key(me.user.id), 0, -1, 'WITHSCORES');
    expect(scores).toEqual([...keys.flatMap((k) => [k.id, String(k.createdAt.getTime())]), END, '0']);
  });

  it('pages past the cap from PostgreSQL, and trims on fan-out', async () => {
    const [me, a] = await Promise.all([onboardedUser(t.app), onboardedUser(t.app)]);
    await follow(me.cookie, a.user.id);
    const made: Post[] = [];
    for (let i = 0; i < 12; i++) made.push(await api.text(i % 3 ? a.cookie : me.cookie, `p${i}`));
    tl().cap = 5;
    try {
      await redis().del(tl().key(me.user.id));
      await settled();
      for (const limit of [2, 4, 5, 7])
        expect(await wallIds(me.cookie, limit), `limit ${limit}`).toEqual(newestFirst(made));
      // The cap and one more (to tell there is more), no sentinel: older pages are PostgreSQL's.
      expect(await members(me.user.id)).toEqual(newestFirst(made).slice(0, 6));
      const next = await api.text(a.cookie, 'yeni');
      await settled();
      expect(await members(me.user.id)).toEqual([next.id, ...newestFirst(made).slice(0, 5)]);
      expect(await wallIds(me.cookie, 4)).toEqual(newestFirst([next, ...made]));
    } finally {
      tl().cap = TIMELINE_CAP;
    }
  });

  it('never shows, and drops, posts deleted, hidden by moderation, or by people unfollowed, blocked or disconnected', async () => {
    const [me, a, b, c, d] = await five();
    for (const u of [a, b]) await follow(me.cookie, u.user.id);
    await t.app.db.insert(connections).values(
      [c, d].map((u) => ({
        requesterId: u.user.id,
        addresseeId: me.user.id,
        status: 'accepted' as const,
        acceptedAt: new Date(),
      })),
    );
    const mine = await api.text(me.cookie, 'benim');
    const deleted = await api.text(a.cookie, 'silinecek');
    const hidden = await api.text(a.cookie, 'gizlenecek');
    const kept = await api.text(a.cookie, 'kalacak');
    const unfollowed = await api.text(b.cookie, 'takipten çıkılacak');
    const disconnected = await api.text(c.cookie, 'bağlantı kopacak');
    const blocked = await api.text(d.cookie, 'engellenecek');
    const all = [mine, deleted, hidden, kept, unfollowed, disconnected, blocked];
    expect(await wallIds(me.cookie)).toEqual(newestFirst(all));
    await settled();
    const before = await members(me.user.id);

    expect((await api.call('DELETE', `/api/posts/${deleted.id}`, a.cookie)).statusCode).toBe(204);
    const reporter = await onboardedUser(t.app);
    const report = await api.call('POST', '/api/reports', reporter.cookie, {
      targetType: 'post',
      targetId: hidden.id,
      reason: 'spam',
    });
    const admin = await adminUser(t.app);
    const hide = await api.call('PATCH', `/api/admin/reports/${report.json<{ id: string }>().id}`, admin.cookie, {
      action: 'hide',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await api.call('DELETE', `/api/users/${b.user.id}/follow`, me.cookie)).statusCode).toBeLessThan(300);
    expect((await api.call('DELETE', `/api/connections/${c.user.id}`, me.cookie)).statusCode).toBeLessThan(300);
    expect((await api.call('POST', `/api/users/${d.user.id}/block`, me.cookie)).statusCode).toBe(200);
    const expected = newestFirst([mine, kept]);
    expect(await wallIds(me.cookie)).toEqual(expected);
    await settled();
    expect(await wallIds(me.cookie, 1)).toEqual(expected);

    // Lazy removal alone is enough: with the old timeline back as it was (every drop lost), the wall is the same, and
    // the stale ids leave the timeline as they are read.
    await redis().del(tl().key(me.user.id));
    const scored = await Promise.all(all.map(async (p) => [Date.parse(p.createdAt), p.id] as const));
    await redis().zadd(tl().key(me.user.id), ...scored.flat(), 0, END);
    expect(before.sort()).toEqual([...all.map((p) => p.id), END].sort());
    expect(await wallIds(me.cookie)).toEqual(expected);
    await settled();
    expect(await members(me.user.id)).toEqual([...expected, END]);
    expect(await wallIds(me.cookie, 1)).toEqual(expected);
  });

  it('shows a share with its original, whoever wrote it, once; a hidden original is left out of the share', async () => {
    const [me, friend, stranger] = await three();
    await follow(me.cookie, friend.user.id);
    const original = await api.text(stranger.cookie, 'özgün');
    const share = await api.createPost(friend.cookie, { type: 'text', body: 'bak' });
    const shared = await api.call('POST', `/api/posts/${original.id}/share`, friend.cookie, { body: 'paylaşım' });
    expect(shared.statusCode, shared.body).toBe(201);
    const sharing = shared.json<Post>();
    await settled();
    const wall = await api.page('/api/feed', me.cookie);
    expect(wall.items.map((p) => p.id)).toEqual([sharing.id, share.id]);
    expect(wall.items[0]!.sharedPost).toMatchObject({ id: original.id, body: 'özgün' });
    expect(await members(me.user.id)).toContain(sharing.id);

    // Following the stranger too: the original is on the wall itself, and still inside the share.
    await follow(me.cookie, stranger.user.id);
    const both = await api.page('/api/feed', me.cookie);
    expect(both.items.map((p) => p.id)).toEqual([sharing.id, share.id, original.id]);
    expect(both.items[0]!.sharedPost?.id).toBe(original.id);

    // Hidden by moderation: gone from the wall and from inside the share.
    await t.app.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, original.id));
    const after = await api.page('/api/feed', me.cookie);
    expect(after.items.map((p) => p.id)).toEqual([sharing.id, share.id]);
    expect(after.items[0]!.sharedPost ?? null).toBeNull();
  });

  it('loses no post that commits while the timeline is being rebuilt', async () => {
    const [me, a] = await Promise.all([onboardedUser(t.app), onboardedUser(t.app)]);
    await follow(me.cookie, a.user.id);
    const old = await api.text(a.cookie, 'eski');
    await settled();
    await redis().del(tl().key(me.user.id));

    // A rebuild reads PostgreSQL, then a post commits and fans out (the timeline is not there yet), then the rebuild
    // stores what it read: the post was buffered and is merged.
    const token = (await tl().beginBuild(me.user.id))!;
    expect(token).toBeTruthy();
    const read = (await postsRepository.feedPage(t.app.db, [me.user.id, a.user.id], 401)).map((k) => ({
      id: k.id,
      ms: k.createdAt.getTime(),
    }));
    expect(read.map((e) => e.id)).toEqual([old.id]);
    const racing = await api.text(a.cookie, 'yarışan');
    await settled();
    expect(await redis().exists(tl().key(me.user.id))).toBe(0);
    expect(await tl().finishBuild(me.user.id, token, read, true)).toBe(true);
    expect(await members(me.user.id)).toEqual([racing.id, old.id, END]);
    expect(await wallIds(me.cookie)).toEqual([racing.id, old.id]);

    // A build that a change (here a follow) interrupted stores nothing: what it read may predate the change.
    await redis().del(tl().key(me.user.id));
    const stale = (await tl().beginBuild(me.user.id))!;
    const b = await onboardedUser(t.app);
    const theirs = await api.text(b.cookie, 'yeni takip');
    await follow(me.cookie, b.user.id);
    await settled();
    // A second build began after the change; the first one finishes last.
    const second = (await tl().beginBuild(me.user.id))!;
    expect(await tl().finishBuild(me.user.id, stale, read, true)).toBe(false);
    expect(await redis().exists(tl().key(me.user.id))).toBe(0);
    expect(await tl().finishBuild(me.user.id, second, [], false)).toBe(true);
    await redis().del(tl().key(me.user.id));
    expect(await wallIds(me.cookie)).toEqual([theirs.id, racing.id, old.id]);
  });

  it('fans out to many followers within the outbox’s run', async () => {
    const author = await onboardedUser(t.app);
    const readers = await Promise.all(Array.from({ length: 30 }, () => onboardedUser(t.app)));
    for (const r of readers) await follow(r.cookie, author.user.id);
    await settled();
    await Promise.all(readers.map((r) => api.page('/api/feed', r.cookie)));
    await settled();
    const post = await api.text(author.cookie, 'herkese');
    await settled();
    for (const r of readers)
      expect(await redis().zscore(tl().key(r.user.id), post.id)).toBe(String(Date.parse(post.createdAt)));
    const [row] = await t.app.db.select({ at: posts.createdAt }).from(posts).where(eq(posts.id, post.id));
    expect(row!.at.toISOString()).toBe(post.createdAt);
  });
});

/**
 * Redis is an accelerator: while it is away the wall is read from PostgreSQL (no error), posts written meanwhile
 * are fanned out once it is back (the outbox retries), and a Redis that came back empty rebuilds timelines.
 */
describe.runIf(hasRedisServer())('home timelines without Redis', () => {
  it('answers from PostgreSQL while Redis is down, and from timelines again once it is back', async () => {
    const redis = await privateRedis();
    await redis.start();
    const t = await createTestApp({ redisUrl: redis.url });
    const api = postsClient(t.app);
    const wallIds = async (cookie: string) => (await api.allPages('/api/feed', cookie, 2)).ids;
    const until = async (what: string, check: () => boolean) => {
      for (let i = 0; !check(); i++) {
        if (i > 200) throw new Error(`${what}: not within 10 s`);
        await sleep(50);
      }
    };
    try {
      const [me, a] = [await onboardedUser(t.app), await onboardedUser(t.app)];
      await api.call('POST', `/api/users/${a.user.id}/follow`, me.cookie);
      const first = await api.text(a.cookie, 'önce');
      await t.app.ctx.events.settled();
      expect(await wallIds(me.cookie)).toEqual([first.id]);
      expect(await t.app.redis!.exists(t.app.ctx.timelines.key(me.user.id))).toBe(1);

      await redis.kill();
      await until('redis seen down', () => !t.app.ctx.timelines.enabled);
      const during = await api.text(a.cookie, 'kesinti sırasında');
      const gone = await api.text(a.cookie, 'silinecek');
      expect((await api.call('DELETE', `/api/posts/${gone.id}`, a.cookie)).statusCode).toBe(204);
      expect(await wallIds(me.cookie)).toEqual([during.id, first.id]);
      expect(await wallIds(a.cookie)).toEqual([during.id, first.id]);

      await redis.start();
      await until('redis back', () => t.app.ctx.timelines.enabled);
      expect(await wallIds(me.cookie)).toEqual([during.id, first.id]);
      expect(await t.app.redis!.exists(t.app.ctx.timelines.key(me.user.id))).toBe(1);
    } finally {
      await t.close();
      await redis.kill();
    }
  });
});
