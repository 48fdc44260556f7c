import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, SearchResults } from '@esn/contract';
import { posts } from '../../db/schema/index';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { postsRepository } from './posts.repository';
import { postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const read = async (id: string, cookie: string) => {
  const res = await api.call('GET', `/api/posts/${id}`, cookie);
  return res.statusCode === 200 ? res.json<Post>() : res.statusCode;
};

describe('posts kept in memory for every reader (PostViewCache)', () => {
  it('reads only their live part once kept: each reader his own like, and counts as they are now', async () => {
    const author = await onboardedUser(t.app);
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'kept for everyone');
    await read(post.id, a.cookie);
    expect(t.app.ctx.postViews.kept([post.id])).not.toBeNull();

    const full = vi.spyOn(postsRepository, 'views');
    expect((await api.call('PUT', `/api/posts/${post.id}/like`, b.cookie)).statusCode).toBe(200);
    expect(await read(post.id, a.cookie)).toMatchObject({ likeCount: 1, likedByMe: false, body: 'kept for everyone' });
    expect(await read(post.id, b.cookie)).toMatchObject({ likeCount: 1, likedByMe: true });
    await api.call('POST', `/api/posts/${post.id}/comments`, a.cookie, { body: 'gg' });
    expect(await read(post.id, b.cookie)).toMatchObject({ commentCount: 1 });
    expect(full).not.toHaveBeenCalled(); // the text, media and author came from memory
  });

  it('leaves out a deleted post, and one hidden in the database, at once (no event needed)', async () => {
    const author = await onboardedUser(t.app);
    const reader = await onboardedUser(t.app);
    const gone = await api.text(author.cookie, 'to be deleted');
    const hidden = await api.text(author.cookie, 'to be hidden');
    await read(gone.id, reader.cookie);
    await read(hidden.id, reader.cookie);
    expect((await api.call('DELETE', `/api/posts/${gone.id}`, author.cookie)).statusCode).toBe(204);
    expect(await read(gone.id, reader.cookie)).toBe(404);
    // Written behind the app's back: what is kept never decides whether a post is shown.
    await t.app.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.id));
    expect(t.app.ctx.postViews.kept([hidden.id])).not.toBeNull();
    expect(await read(hidden.id, reader.cookie)).toBe(404);
  });

  it("shows the author's new name at once, and a share with its original", async () => {
    const author = await onboardedUser(t.app);
    const reader = await onboardedUser(t.app);
    const original = await api.text(author.cookie, 'the original');
    const shared = await api.call('POST', `/api/posts/${original.id}/share`, reader.cookie, { body: 'look' });
    expect(shared.statusCode, shared.body).toBe(201);
    const share = shared.json<Post>();
    await read(share.id, reader.cookie);
    expect(t.app.ctx.postViews.kept([share.id])?.map((v) => v.id)).toEqual([share.id, original.id]);
    const renamed = await api.call('PATCH', '/api/profiles/me', author.cookie, { firstName: 'Yenisim' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(t.app.ctx.postViews.kept([share.id])).toBeNull(); // its original's author changed
    const seen = await read(share.id, reader.cookie);
    expect(seen).toMatchObject({ sharedPost: { id: original.id, author: { firstName: 'Yenisim' } } });
  });

  it('answers a search with the reader’s own likes from the kept posts, and leaves out whom he blocked', async () => {
    const author = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    const blocked = await onboardedUser(t.app);
    const word = `kelime${Date.now()}`;
    const mine = await api.text(author.cookie, `${word} birinci`);
    await api.text(blocked.cookie, `${word} ikinci`);
    const search = async (cookie: string) => {
      const res = await api.call('GET', `/api/search?q=${word}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SearchResults>().posts;
    };
    expect(await search(author.cookie)).toHaveLength(2);
    expect((await api.call('PUT', `/api/posts/${mine.id}/like`, fan.cookie)).statusCode).toBe(200);
    expect((await api.call('POST', `/api/users/${blocked.user.id}/block`, fan.cookie)).statusCode).toBeLessThan(300);
    const full = vi.spyOn(postsRepository, 'viewsAndHidden');
    const found = await search(fan.cookie);
    expect(found.map((p) => [p.id, p.likedByMe, p.likeCount])).toEqual([[mine.id, true, 1]]);
    expect(full).not.toHaveBeenCalled();
  });
});
