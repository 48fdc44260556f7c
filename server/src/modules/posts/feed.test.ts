import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '@esn/contract';
import { migrationsFolder } from '../../db/client';
import { connections, posts, postTags } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { fixtures, uploaded } from '../uploads/test-fixtures';
import type { Keyset } from '../../lib/cursor';
import { postsRepository } from './posts.repository';
import { newestFirst, postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

const follow = (cookie: string, id: string) => api.call('POST', `/api/users/${id}/follow`, cookie);
// The connections feature has its own tests; here a connection is just its row.
const connect = (requesterId: string, addresseeId: string, status: 'pending' | 'accepted') =>
  t.app.db
    .insert(connections)
    .values({ requesterId, addresseeId, status, acceptedAt: status === 'accepted' ? new Date() : null });

/** Counts the SQL statements the app sends to the database while `run` runs (both drivers go through client.query). */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  // The outbox drains of the writes before run in the background: they are not the page's queries.
  await t.app.ctx.events.settled();
  const client = (t.app.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session
    .client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('the wall (GET /api/feed)', () => {
  it('shows my posts and those of people I follow or am connected to, newest first, across pages', async () => {
    const me = await onboardedUser(t.app);
    const followed = await onboardedUser(t.app);
    const asked = await onboardedUser(t.app);
    const askedMe = await onboardedUser(t.app);
    const pending = await onboardedUser(t.app);
    const stranger = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    await follow(me.cookie, followed.user.id);
    await follow(fan.cookie, me.user.id);
    await connect(me.user.id, asked.user.id, 'accepted');
    await connect(askedMe.user.id, me.user.id, 'accepted');
    await connect(me.user.id, pending.user.id, 'pending');

    const expected: Post[] = [];
    const others: Post[] = [];
    for (let round = 0; round < 3; round++) {
      for (const u of [me, followed, asked, askedMe])
        expected.push(await api.text(u.cookie, `${u.user.nickname} ${round}`));
      for (const u of [pending, stranger, fan]) others.push(await api.text(u.cookie, `${u.user.nickname} ${round}`));
    }
    // Followed and connected at once: still once on the wall.
    await follow(me.cookie, asked.user.id);
    await api.call('PUT', `/api/posts/${expected[1]!.id}/like`, me.cookie);

    const { pages, ids } = await api.allPages('/api/feed', me.cookie, 5);
    expect(pages).toHaveLength(3);
    expect(ids).toEqual(newestFirst(expected));
    const liked = pages.flatMap((p) => p.items).find((p) => p.id === expected[1]!.id);
    expect(liked).toMatchObject({ likedByMe: true, likeCount: 1, author: { id: followed.user.id } });

    // The plan for people following thousands gives the very same pages.
    const authors = await postsRepository.feedAuthors(t.app.db, me.user.id);
    expect([...authors].sort()).toEqual([me, followed, asked, askedMe].map((u) => u.user.id).sort());
    for (const manyAuthors of [0, 1000]) {
      const keys = [];
      let after: Keyset | undefined;
      for (;;) {
        const page = await postsRepository.feedPage(t.app.db, authors, 4, after, manyAuthors);
        keys.push(...page.slice(0, 3));
        if (page.length < 4) break;
        after = page[2];
      }
      expect(
        keys.map((k) => k.id),
        `manyAuthors=${manyAuthors}`,
      ).toEqual(newestFirst(expected));
      expect(keys.map((k) => k.createdAt.toISOString())).toEqual(
        newestFirst(expected).map((id) => expected.find((p) => p.id === id)!.createdAt),
      );
      // The one-statement page (keys and views together) walks the same way and brings every post it names.
      const first = await postsRepository.feedViews(t.app.db, authors, me.user.id, 4, undefined, manyAuthors);
      expect(first.keys).toEqual(keys.slice(0, 4));
      const rest = await postsRepository.feedViews(t.app.db, authors, me.user.id, 20, keys[2], manyAuthors);
      expect(rest.keys).toEqual(keys.slice(3));
      for (const page of [first, rest])
        expect(page.keys.every((k) => page.views.some((v) => v.id === k.id))).toBe(true);
    }

    // A stranger's wall holds only their own posts.
    expect((await api.allPages('/api/feed', stranger.cookie, 20)).ids).toEqual(
      newestFirst(others.filter((p) => p.author.id === stranger.user.id)),
    );
  });

  it('keeps its place when new posts arrive between pages', async () => {
    const me = await onboardedUser(t.app);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await api.text(me.cookie, `p${i}`));
    const first = await api.page('/api/feed?limit=2', me.cookie);
    await api.text(me.cookie, 'newer');
    const second = await api.page(`/api/feed?limit=2&cursor=${first.nextCursor}`, me.cookie);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(newestFirst(made));
    expect(second.nextCursor).toBeNull();
  });

  it('is empty for a newcomer and refuses bad paging (400)', async () => {
    const me = await registerUser(t.app);
    expect(await api.page('/api/feed', me.cookie)).toEqual({ items: [], nextCursor: null });
    for (const q of ['?cursor=garbage', '?limit=0', '?limit=101', '?limit=x']) {
      expect((await api.call('GET', `/api/feed${q}`, me.cookie)).statusCode, q).toBe(400);
    }
  });

  it('costs the same number of queries for 2 posts as for 20 of every kind (no N+1), none for a current first page', async () => {
    const me = await onboardedUser(t.app);
    const friend = await onboardedUser(t.app);
    await follow(me.cookie, friend.user.id);
    for (let i = 0; i < 6; i++) {
      const img = await uploaded(t.app, friend.cookie, fixtures.png());
      const image = await api.createPost(friend.cookie, { type: 'image', body: `#foto ${i}`, mediaIds: [img.id] });
      const poll = await api.createPost(friend.cookie, { type: 'poll', body: 'q?', poll: { options: ['a', 'b'] } });
      await api.call('POST', `/api/posts/${poll.id}/vote`, me.cookie, { optionId: poll.poll!.options[0]!.id });
      await api.call('PUT', `/api/posts/${image.id}/like`, me.cookie);
      await api.call('POST', `/api/posts/${image.id}/share`, me.cookie, { body: 'bak' });
      await api.text(me.cookie, `metin ${i}`);
    }
    const small = await countQueries(() => api.page('/api/feed?limit=2', me.cookie));
    const large = await countQueries(() => api.page('/api/feed?limit=20', me.cookie));
    expect(large.result.items).toHaveLength(20);
    expect(large.result.items.some((p) => p.sharedPost?.media.length && p.sharedPost.likedByMe)).toBe(true);
    expect(large.result.items.some((p) => p.poll?.myVote)).toBe(true);
    // One query per page (session checks are served from memory); the first read of a wall also gathers whose
    // posts it shows, once, then kept in memory. With Redis that first read builds the reader's timeline too (the
    // authors' newest posts), then every page reads the posts the timeline names.
    expect(small.queries).toBe(t.app.ctx.timelines.enabled ? 3 : 2);
    expect(large.queries).toBe(1);
    const next = await countQueries(() => api.page(`/api/feed?limit=20&cursor=${large.result.nextCursor}`, me.cookie));
    expect(next.result.items.length).toBeGreaterThan(0);
    expect(next.queries).toBe(1);
    const again = await countQueries(() => api.page('/api/feed?limit=20', me.cookie));
    expect(again.result).toEqual(large.result);
    expect(again.queries).toBe(0);
  });
});

describe('a person’s posts (GET /api/users/{id}/posts)', () => {
  it('lists only theirs, newest first, page by page; unknown people are 404', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const mine = [];
    for (let i = 0; i < 5; i++) {
      mine.push(await api.text(a.cookie, `a${i}`));
      await api.text(b.cookie, `b${i}`);
    }
    expect((await api.allPages(`/api/users/${a.user.id}/posts`, b.cookie, 2)).ids).toEqual(newestFirst(mine));
    const quiet = await registerUser(t.app);
    expect(await api.page(`/api/users/${quiet.user.id}/posts`, a.cookie)).toEqual({ items: [], nextCursor: null });
    expect((await api.call('GET', '/api/users/00000000-0000-0000-0000-000000000000/posts', a.cookie)).statusCode).toBe(
      404,
    );
    expect((await api.call('GET', '/api/users/nope/posts', a.cookie)).statusCode).toBe(404);
  });
});

describe('tag pages (GET /api/tags/{tag}/posts)', () => {
  it('list every post with the tag, whatever its case or #, newest first, page by page', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const tagged = [
      await api.text(a.cookie, 'Maç günü #İstanbulDerbi'),
      await api.text(b.cookie, '#istanbulderbi başlıyor'),
      await api.text(a.cookie, 'gol! #istanbulderbi #gol'),
    ];
    await api.text(a.cookie, 'etiketsiz istanbulderbi');
    await api.text(b.cookie, '#istanbulderbiler başka bir etiket');
    tagged.push(
      (
        await api.call('POST', `/api/posts/${tagged[0]!.id}/share`, b.cookie, { body: 'paylaşıyorum #İSTANBULDERBİ' })
      ).json<Post>(),
    );
    expect(tagged[0]!.tags).toEqual(['istanbulderbi']);

    for (const tag of ['istanbulderbi', 'İstanbulDerbi', encodeURIComponent('#istanbulderbi')]) {
      expect((await api.allPages(`/api/tags/${tag}/posts`, a.cookie, 2)).ids, tag).toEqual(newestFirst(tagged));
    }
    expect(await api.page('/api/tags/yokboyleetiket/posts', a.cookie)).toEqual({ items: [], nextCursor: null });
    expect((await api.call('GET', `/api/tags/${'x'.repeat(51)}/posts`, a.cookie)).statusCode).toBe(400);
  });

  it('fold I and i the same for Turkish and English readers: #LIVE at live, #İstanbul at istanbul, #ısı at ısı and isi', async () => {
    const a = await onboardedUser(t.app);
    const live = await api.text(a.cookie, `#LIVE now ${a.user.nickname}`);
    const ist = await api.text(a.cookie, 'Merhaba #İstanbul');
    const hot = await api.text(a.cookie, 'bugün #ısı yüksek, #Isı #ISI');
    expect([live.tags, ist.tags, hot.tags]).toEqual([['live'], ['istanbul'], ['isi']]);
    const found = async (tag: string) =>
      (await api.allPages(`/api/tags/${encodeURIComponent(tag)}/posts`, a.cookie, 50)).ids;
    for (const tag of ['live', 'LIVE', 'lıve', '#Live']) expect(await found(tag), tag).toContain(live.id);
    for (const tag of ['istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul']) expect(await found(tag), tag).toContain(ist.id);
    for (const tag of ['ısı', 'isi', 'ISI', 'İSİ']) expect(await found(tag), tag).toContain(hot.id);
    const trending = (await api.call('GET', '/api/tags/trending?limit=50', a.cookie))
      .json<{ items: { tag: string }[] }>()
      .items.map((i) => i.tag);
    expect(trending).not.toContain('lıve');
  });

  it('re-folds the tags stored before (migration 0017_refold_hashtags), merging two that fold to one', async () => {
    const a = await onboardedUser(t.app);
    const old = await api.text(a.cookie, 'eski #zzold');
    const [other, keep] = [await api.text(a.cookie, 'başka #ilik'), await api.text(a.cookie, 'başka2')];
    // As the Turkish rule stored them: #LIVE → lıve, #ılık and #ilik on one post, #İstanbul → istanbul.
    await t.app.db.delete(postTags).where(eq(postTags.postId, old.id));
    await t.app.db
      .insert(postTags)
      .values(['lıve', 'ılık', 'ilik', 'istanbul'].map((tag) => ({ tag, postId: old.id, authorId: a.user.id })));
    await t.app.db
      .update(posts)
      .set({ tags: ['lıve', 'ılık', 'ilik', 'istanbul'] })
      .where(eq(posts.id, old.id));
    await t.app.db
      .update(posts)
      .set({ tags: ['başka'] })
      .where(eq(posts.id, keep.id));

    const file = join(migrationsFolder, '0017_refold_hashtags.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.app.db.execute(sql.raw(statement));

    const rows = await t.app.db.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, old.id));
    expect(rows.map((r) => r.tag).sort()).toEqual(['ilik', 'istanbul', 'live']);
    const [after] = await t.app.db.select({ tags: posts.tags }).from(posts).where(eq(posts.id, old.id));
    expect(after!.tags).toEqual(['live', 'ilik', 'istanbul']);
    // Already folded tags are left as they were.
    expect((await t.app.db.select({ tags: posts.tags }).from(posts).where(eq(posts.id, keep.id)))[0]!.tags).toEqual([
      'başka',
    ]);
    expect(
      (await t.app.db.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, other.id))).map(
        (r) => r.tag,
      ),
    ).toEqual(['ilik']);
    expect((await api.allPages('/api/tags/live/posts', a.cookie, 50)).ids).toContain(old.id);
  });

  it('break ties on the same millisecond by id without losing posts', async () => {
    const a = await onboardedUser(t.app);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await api.text(a.cookie, `#aynıan ${i}`));
    // All four at the very same instant.
    await t.app.db
      .update(postTags)
      .set({ createdAt: new Date('2030-01-01T00:00:00.000Z') })
      .where(eq(postTags.tag, 'aynian'));
    const { ids } = await api.allPages('/api/tags/aynıan/posts', a.cookie, 1);
    expect([...ids].sort()).toEqual(made.map((p) => p.id).sort());
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
