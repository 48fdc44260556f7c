import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Post, PostPage } from '@esn/contract';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { InvalidationBus } from '../../lib/invalidation-bus';
import { FeedCache } from './feed-cache';
import { postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

/**
 * The first page, read twice: the second read must come from memory and say the same. With Redis, after the outbox
 * has run (fan-out into the home timelines is durable work after the commit, not part of the request).
 */
async function wall(cookie: string): Promise<PostPage> {
  await t.app.ctx.events.settled();
  const first = await api.page('/api/feed', cookie);
  expect(await api.page('/api/feed', cookie)).toEqual(first);
  return first;
}
const ids = (page: PostPage) => page.items.map((p) => p.id);
const find = (page: PostPage, id: string) => page.items.find((p) => p.id === id);
const ok = async (res: Promise<{ statusCode: number; body: string }>) =>
  expect((await res).statusCode, (await res).body).toBeLessThan(300);

describe('the cached first page of the wall stays exact', () => {
  it('after new and deleted posts, follows and unfollows', async () => {
    const me = await onboardedUser(t.app);
    const friend = await onboardedUser(t.app);
    const mine = await api.text(me.cookie, 'benim');
    expect(ids(await wall(me.cookie))).toEqual([mine.id]);

    await ok(api.call('POST', `/api/users/${friend.user.id}/follow`, me.cookie));
    const old = await api.text(friend.cookie, 'eski');
    expect(ids(await wall(me.cookie))).toEqual([old.id, mine.id]);
    const fresh = await api.text(friend.cookie, 'yeni');
    expect(ids(await wall(me.cookie))).toEqual([fresh.id, old.id, mine.id]);

    await ok(api.call('DELETE', `/api/posts/${fresh.id}`, friend.cookie));
    expect(ids(await wall(me.cookie))).toEqual([old.id, mine.id]);

    await ok(api.call('DELETE', `/api/users/${friend.user.id}/follow`, me.cookie));
    expect(ids(await wall(me.cookie))).toEqual([mine.id]);
  });

  it('after connecting and disconnecting, on both sides', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const pa = await api.text(a.cookie, 'a');
    const pb = await api.text(b.cookie, 'b');
    expect(ids(await wall(a.cookie))).toEqual([pa.id]);
    expect(ids(await wall(b.cookie))).toEqual([pb.id]);
    await ok(api.call('POST', `/api/connections/${b.user.id}`, a.cookie));
    expect(ids(await wall(a.cookie))).toEqual([pa.id]);
    await ok(api.call('POST', `/api/connections/${a.user.id}/accept`, b.cookie));
    expect(ids(await wall(a.cookie))).toEqual([pb.id, pa.id]);
    expect(ids(await wall(b.cookie))).toEqual([pb.id, pa.id]);
    await ok(api.call('DELETE', `/api/connections/${a.user.id}`, b.cookie));
    expect(ids(await wall(a.cookie))).toEqual([pa.id]);
    expect(ids(await wall(b.cookie))).toEqual([pb.id]);
  });

  it('after likes, comments, shares and votes by anyone, and an author’s new name', async () => {
    const me = await onboardedUser(t.app);
    const author = await onboardedUser(t.app);
    const other = await onboardedUser(t.app);
    await ok(api.call('POST', `/api/users/${author.user.id}/follow`, me.cookie));
    const post = await api.text(author.cookie, 'beğenin');
    const poll = await api.createPost(author.cookie, { type: 'poll', body: 'hangisi?', poll: { options: ['a', 'b'] } });
    const seen = () => wall(me.cookie).then((p) => ({ post: find(p, post.id)!, poll: find(p, poll.id)! }));
    expect((await seen()).post).toMatchObject({ likeCount: 0, likedByMe: false, commentCount: 0, shareCount: 0 });

    await ok(api.call('PUT', `/api/posts/${post.id}/like`, other.cookie));
    expect((await seen()).post).toMatchObject({ likeCount: 1, likedByMe: false });
    await ok(api.call('PUT', `/api/posts/${post.id}/like`, me.cookie));
    expect((await seen()).post).toMatchObject({ likeCount: 2, likedByMe: true });
    await ok(api.call('DELETE', `/api/posts/${post.id}/like`, me.cookie));
    expect((await seen()).post).toMatchObject({ likeCount: 1, likedByMe: false });

    const comment = await api.comment(other.cookie, post.id, 'yorum');
    expect((await seen()).post.commentCount).toBe(1);
    await ok(api.call('DELETE', `/api/comments/${comment.id}`, other.cookie));
    expect((await seen()).post.commentCount).toBe(0);

    const share = (await api.call('POST', `/api/posts/${post.id}/share`, other.cookie, { body: 'bak' })).json<Post>();
    expect((await seen()).post.shareCount).toBe(1);
    await ok(api.call('DELETE', `/api/posts/${share.id}`, other.cookie));
    expect((await seen()).post.shareCount).toBe(0);

    await ok(api.call('POST', `/api/posts/${poll.id}/vote`, other.cookie, { optionId: poll.poll!.options[0]!.id }));
    expect((await seen()).poll.poll).toMatchObject({ showResults: false, myVote: null });
    await ok(api.call('POST', `/api/posts/${poll.id}/vote`, me.cookie, { optionId: poll.poll!.options[1]!.id }));
    expect((await seen()).poll.poll).toMatchObject({
      showResults: true,
      myVote: poll.poll!.options[1]!.id,
      totalVotes: 2,
    });

    await ok(
      t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { cookie: author.cookie },
        payload: { firstName: 'Yeniisim' },
      }),
    );
    expect((await seen()).post.author.firstName).toBe('Yeniisim');
  });

  it('shows a shared post’s original as it is now', async () => {
    const me = await onboardedUser(t.app);
    const stranger = await onboardedUser(t.app);
    const original = await api.text(stranger.cookie, 'orijinal');
    const share = (
      await api.call('POST', `/api/posts/${original.id}/share`, me.cookie, { body: 'paylaşım' })
    ).json<Post>();
    expect(find(await wall(me.cookie), share.id)!.sharedPost).toMatchObject({ id: original.id, likeCount: 0 });
    await ok(api.call('PUT', `/api/posts/${original.id}/like`, stranger.cookie));
    expect(find(await wall(me.cookie), share.id)!.sharedPost).toMatchObject({ id: original.id, likeCount: 1 });
    await ok(api.call('DELETE', `/api/posts/${original.id}`, stranger.cookie));
    expect(find(await wall(me.cookie), share.id)!.sharedPost).toBeNull();
  });
});

describe('FeedCache', () => {
  const page = (id: string, authorId: string): PostPage => ({
    items: [{ id, author: { id: authorId } } as unknown as Post],
    nextCursor: null,
  });

  it('does not keep a page read while something on it changed', async () => {
    const bus = new InvalidationBus(null, null, t.app.log, 'test');
    const cache = new FeedCache(bus);
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) cache.changed({ posts: ['p1'] }); // commits while the first read is under way
      return { page: page('p1', 'a1'), json: '', authors: ['r1', 'a1'] };
    };
    await cache.firstPage('r1', 20, load);
    await cache.firstPage('r1', 20, load);
    expect(loads).toBe(2);
    await cache.firstPage('r1', 20, load);
    expect(loads).toBe(2);
    // Another author's news and another reader's follows leave it alone; its own author's do not.
    cache.changed({ authors: ['zz'], readers: ['r2'], posts: ['p9'] });
    await cache.firstPage('r1', 20, load);
    expect(loads).toBe(2);
    cache.changed({ authors: ['a1'] });
    await cache.firstPage('r1', 20, load);
    expect(loads).toBe(3);
    // Another page size is another page.
    await cache.firstPage('r1', 5, load);
    expect(loads).toBe(4);
  });

  it('expires a page when a poll on it closes', async () => {
    // The cache reads Date.now(): the poll closes when the test moves the clock past it, not after a sleep.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const cache = new FeedCache(new InvalidationBus(null, null, t.app.log, 'test'));
    const endsAt = new Date(Date.now() + 150).toISOString();
    const withPoll: PostPage = {
      items: [{ id: 'p', author: { id: 'a' }, poll: { endsAt } } as unknown as Post],
      nextCursor: null,
    };
    let loads = 0;
    const load = async () => ({ page: (loads++, withPoll), json: '', authors: ['a'] });
    await cache.firstPage('r', 20, load);
    await cache.firstPage('r', 20, load);
    expect(loads).toBe(1);
    vi.setSystemTime(Date.now() + 149);
    await cache.firstPage('r', 20, load);
    expect(loads).toBe(1);
    vi.setSystemTime(Date.now() + 2);
    await cache.firstPage('r', 20, load);
    expect(loads).toBe(2);
  });
});
