import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@esn/contract';
import { notifications } from '../../db/schema/index';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

const likesOf = async (cookie: string) => {
  await t.app.ctx.events.settled();
  return (await api.call('GET', '/api/notifications', cookie)).json<Notification[]>().filter((n) => n.type === 'like');
};

describe('like notifications', () => {
  it('like → unlike → like tells the author once, back to back and slowly', async () => {
    const author = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'beğen, vazgeç, yine beğen');
    const url = `/api/posts/${post.id}/like`;

    // Back to back, without waiting for listeners between the calls.
    for (const method of ['PUT', 'DELETE', 'PUT', 'DELETE', 'PUT'] as const)
      expect((await api.call(method, url, fan.cookie)).statusCode).toBe(200);
    expect(await likesOf(author.cookie)).toHaveLength(1);

    // And slowly, with the first notification already stored.
    await api.call('DELETE', url, fan.cookie);
    await t.app.ctx.events.settled();
    await api.call('PUT', url, fan.cookie);
    const likes = await likesOf(author.cookie);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ senderId: fan.user.id, relatedId: post.id });
    expect((await api.call('GET', `/api/posts/${post.id}`, author.cookie)).json()).toMatchObject({ likeCount: 1 });
  });

  it('two like events of one person arriving together still make one notification (the listener takes them in turn)', async () => {
    const author = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'aynı anda');
    // As when like → unlike → like lands faster than the first notification is written.
    for (let i = 0; i < 3; i++)
      t.app.ctx.events.emit('post.liked', { postId: post.id, authorId: author.user.id, liker: fan.user });
    expect(await likesOf(author.cookie)).toHaveLength(1);
  });

  it('still tells about other people, other posts, and the same like again after a day', async () => {
    const author = await onboardedUser(t.app);
    const [a, b] = [await onboardedUser(t.app), await onboardedUser(t.app)];
    const first = await api.text(author.cookie, 'bir');
    const second = await api.text(author.cookie, 'iki');
    await Promise.all(
      [a, b].flatMap((f) => [first, second].map((p) => api.call('PUT', `/api/posts/${p.id}/like`, f.cookie))),
    );
    // Two people's likes on each post: one item per post (issue 24).
    const perPost = async () => Object.fromEntries((await likesOf(author.cookie)).map((n) => [n.relatedId, n.count]));
    expect(await perPost()).toEqual({ [first.id]: 2, [second.id]: 2 });

    // A day later the same like (after an unlike) is news again.
    const ids = (await likesOf(author.cookie)).map((n) => n.id);
    await t.app.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(notifications.id, ids));
    await api.call('DELETE', `/api/posts/${first.id}/like`, a.cookie);
    await api.call('PUT', `/api/posts/${first.id}/like`, a.cookie);
    expect(await perPost()).toEqual({ [first.id]: 3, [second.id]: 2 });
  });
});
