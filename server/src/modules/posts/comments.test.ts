import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentPage, Notification, Post } from '@esn/contract';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

const thread = async (postId: string, cookie: string, query = '') => {
  const res = await api.call('GET', `/api/posts/${postId}/comments${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CommentPage>();
};
const commentCount = async (postId: string, cookie: string) =>
  (await api.call('GET', `/api/posts/${postId}`, cookie)).json<Post>().commentCount;

describe('comments', () => {
  it('are added, counted, listed newest first page by page, and notify the post’s author', async () => {
    const author = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'yorum bekliyorum');

    const first = await api.comment(fan.cookie, post.id, '  harika!  ');
    expect(first).toEqual({
      id: expect.any(String),
      postId: post.id,
      author: expect.objectContaining({ id: fan.user.id, nickname: fan.user.nickname }),
      body: 'harika!',
      createdAt: expect.any(String),
      canDelete: true,
    });
    const made: Comment[] = [first];
    for (let i = 0; i < 4; i++) made.push(await api.comment(i % 2 ? author.cookie : fan.cookie, post.id, `yorum ${i}`));
    expect(await commentCount(post.id, fan.cookie)).toBe(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await thread(post.id, fan.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    const expected = [...made]
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((c) => c.id);
    expect(seen).toEqual(expected);

    await t.app.ctx.events.settled();
    const notes = (await api.call('GET', '/api/notifications', author.cookie)).json<Notification[]>();
    // Three comments by the fan, folded into one unread item (issue 24); the author's own two notify no one.
    expect(notes.map((n) => [n.type, n.count])).toEqual([['comment', 3]]);
    expect(notes[0]).toMatchObject({
      senderId: fan.user.id,
      params: { nickname: fan.user.nickname },
      title: 'Gönderine 3 yeni yorum',
      message: `Son yorum: ${fan.user.nickname}`,
      actionUrl: `/social-wall?post=${post.id}`,
      relatedId: post.id,
    });
    expect((await api.call('GET', '/api/notifications', fan.cookie)).json()).toEqual([]);
  });

  it('may be deleted by their author or the post’s author, by no one else', async () => {
    const owner = await onboardedUser(t.app);
    const writer = await onboardedUser(t.app);
    const stranger = await onboardedUser(t.app);
    const post = await api.text(owner.cookie, 'tartışma');
    const c1 = await api.comment(writer.cookie, post.id, 'bir');
    const c2 = await api.comment(writer.cookie, post.id, 'iki');
    const c3 = await api.comment(stranger.cookie, post.id, 'üç');

    const canDelete = async (cookie: string) =>
      Object.fromEntries((await thread(post.id, cookie)).items.map((c) => [c.body, c.canDelete]));
    expect(await canDelete(owner.cookie)).toEqual({ bir: true, iki: true, üç: true });
    expect(await canDelete(writer.cookie)).toEqual({ bir: true, iki: true, üç: false });
    expect(await canDelete(stranger.cookie)).toEqual({ bir: false, iki: false, üç: true });

    const refused = await api.call('DELETE', `/api/comments/${c1.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await commentCount(post.id, owner.cookie)).toBe(3);

    expect((await api.call('DELETE', `/api/comments/${c1.id}`, writer.cookie)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/api/comments/${c2.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/api/comments/${c3.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await commentCount(post.id, owner.cookie)).toBe(0);
    expect((await thread(post.id, owner.cookie)).items).toEqual([]);

    const gone = await api.call('DELETE', `/api/comments/${c1.id}`, writer.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('comment_not_found');
    expect((await api.call('DELETE', '/api/comments/nope', writer.cookie)).statusCode).toBe(404);
  });

  it('refuse empty or too long bodies (400), unknown posts (404), bad cursors (400) and strangers (401)', async () => {
    const a = await onboardedUser(t.app);
    const post = await api.text(a.cookie, 'x');
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(2001) }, {}, { body: 'ok', extra: true }]) {
      const res = await api.call('POST', `/api/posts/${post.id}/comments`, a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await commentCount(post.id, a.cookie)).toBe(0);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const add = await api.call('POST', `/api/posts/${id}/comments`, a.cookie, { body: 'x' });
      expect(add.statusCode).toBe(404);
      expect(add.json().code).toBe('post_not_found');
      expect((await api.call('GET', `/api/posts/${id}/comments`, a.cookie)).statusCode).toBe(404);
    }
    expect((await api.call('GET', `/api/posts/${post.id}/comments?cursor=garbage`, a.cookie)).statusCode).toBe(400);
    expect((await api.call('GET', `/api/posts/${post.id}/comments?limit=0`, a.cookie)).statusCode).toBe(400);
    expect((await api.call('GET', `/api/posts/${post.id}/comments`)).statusCode).toBe(401);
    expect((await api.call('POST', `/api/posts/${post.id}/comments`, undefined, { body: 'x' })).statusCode).toBe(401);
  });
});
