import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Post } from '@esn/contract';
import { posts } from '../../db/schema/index';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { fixtures, postUpload, uploaded } from '../uploads/test-fixtures';
import { postsClient } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

const notificationsOf = async (cookie: string) => {
  await t.app.ctx.events.settled();
  return (await api.call('GET', '/api/notifications', cookie)).json<Notification[]>();
};
const postCount = async (authorId: string) =>
  (await t.app.db.select().from(posts).where(eq(posts.authorId, authorId))).length;

describe('creating posts', () => {
  it('makes a text post with its hashtags', async () => {
    const a = await onboardedUser(t.app);
    const post = await api.text(a.cookie, 'Bu akşam #Valorant turnuvası! #ŞampiyonlarLigi #valorant e#mail');
    expect(post).toMatchObject({
      type: 'text',
      body: 'Bu akşam #Valorant turnuvası! #ŞampiyonlarLigi #valorant e#mail',
      author: { id: a.user.id, nickname: a.user.nickname },
      tags: ['valorant', 'şampiyonlarligi'],
      media: [],
      poll: null,
      sharedPost: null,
      likeCount: 0,
      commentCount: 0,
      shareCount: 0,
      likedByMe: false,
    });
    expect((await api.call('GET', `/api/posts/${post.id}`, a.cookie)).json()).toEqual(post);
  });

  it('makes image posts (in the given order) and video posts from the author’s own uploads', async () => {
    const a = await onboardedUser(t.app);
    const first = await uploaded(t.app, a.cookie, fixtures.png());
    const second = await uploaded(t.app, a.cookie, fixtures.jpeg());
    const image = await api.createPost(a.cookie, { type: 'image', body: '', mediaIds: [second.id, first.id] });
    expect(image.media).toEqual([
      { url: second.url, kind: 'image', mime: 'image/jpeg', size: second.size },
      { url: first.url, kind: 'image', mime: 'image/png', size: first.size },
    ]);
    const clip = await uploaded(t.app, a.cookie, fixtures.webm());
    const video = await api.createPost(a.cookie, { type: 'video', body: 'clutch', mediaIds: [clip.id] });
    expect(video.media).toEqual([{ url: clip.url, kind: 'video', mime: 'video/webm', size: clip.size }]);
  });

  it('makes a poll', async () => {
    const a = await onboardedUser(t.app);
    const endsAt = new Date(Date.now() + 3600_000).toISOString();
    const poll = await api.createPost(a.cookie, {
      type: 'poll',
      body: 'En iyi harita?',
      poll: { options: ['Ascent', 'Bind', 'Haven'], endsAt },
    });
    expect(poll.poll).toEqual({
      options: [
        { id: expect.any(String), text: 'Ascent', votes: 0 },
        { id: expect.any(String), text: 'Bind', votes: 0 },
        { id: expect.any(String), text: 'Haven', votes: 0 },
      ],
      endsAt,
      // Its author sees the results from the start (issue 24).
      showResults: true,
      myVote: null,
      totalVotes: 0,
    });
  });

  it.each([
    ['an empty text post', { type: 'text', body: '   ' }, 'body'],
    ['an image post without media', { type: 'image', body: 'x' }, 'mediaIds'],
    ['a poll without a poll', { type: 'poll', body: 'q?' }, 'poll'],
    ['a poll with 1 option', { type: 'poll', body: 'q?', poll: { options: ['yes'] } }, 'poll.options'],
    [
      'a poll with 5 options',
      { type: 'poll', body: 'q?', poll: { options: ['a', 'b', 'c', 'd', 'e'] } },
      'poll.options',
    ],
    [
      'a poll with the same option twice',
      { type: 'poll', body: 'q?', poll: { options: ['Evet', 'EVET'] } },
      'poll.options',
    ],
    [
      'a poll ending in the past',
      { type: 'poll', body: 'q?', poll: { options: ['a', 'b'], endsAt: '2020-01-01T00:00:00.000Z' } },
      'poll.endsAt',
    ],
    ['a poll without a question', { type: 'poll', body: '', poll: { options: ['a', 'b'] } }, 'body'],
    ['a poll on a text post', { type: 'text', body: 'x', poll: { options: ['a', 'b'] } }, 'poll'],
    [
      'media on a text post',
      { type: 'text', body: 'x', mediaIds: ['00000000-0000-0000-0000-000000000000'] },
      'mediaIds',
    ],
    [
      'two videos',
      {
        type: 'video',
        body: 'x',
        mediaIds: ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000001'],
      },
      'mediaIds',
    ],
    ['five images', { type: 'image', body: 'x', mediaIds: ['1', '2', '3', '4', '5'] }, 'mediaIds'],
    ['an unknown kind', { type: 'story', body: 'x' }, 'type'],
    ['an unknown field', { type: 'text', body: 'x', pinned: true }, ''],
    ['a too long text', { type: 'text', body: 'x'.repeat(5001) }, 'body'],
  ])('refuses %s (400, naming the field) and writes nothing', async (_name, body, path) => {
    const a = await onboardedUser(t.app);
    const res = await api.call('POST', '/api/posts', a.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await postCount(a.user.id)).toBe(0);
  });

  it('refuses media that are not the author’s own unattached uploads of the right kind (400 media_not_found)', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const others = await uploaded(t.app, b.cookie, fixtures.png());
    const mine = await uploaded(t.app, a.cookie, fixtures.png());
    const myVideo = await uploaded(t.app, a.cookie, fixtures.mp4());
    const privateShot = (await postUpload(t.app, a.cookie, [{ data: fixtures.png() }], '?visibility=private')).json();
    const attached = await uploaded(t.app, a.cookie, fixtures.gif());
    await api.createPost(a.cookie, { type: 'image', mediaIds: [attached.id] });
    const before = await postCount(a.user.id);

    for (const [type, mediaIds] of [
      ['image', [others.id]],
      ['image', [mine.id, others.id]],
      ['image', [myVideo.id]],
      ['video', [mine.id]],
      ['image', [privateShot.id]],
      ['image', [attached.id]],
      ['image', ['not-a-uuid']],
      ['image', ['00000000-0000-0000-0000-000000000000']],
    ] as const) {
      const res = await api.call('POST', '/api/posts', a.cookie, { type, body: '', mediaIds });
      expect(res.statusCode, JSON.stringify(mediaIds)).toBe(400);
      expect(res.json().code).toBe('media_not_found');
    }
    expect(await postCount(a.user.id)).toBe(before);
    // The refused uploads are still free to use.
    expect(
      (await api.call('POST', '/api/posts', a.cookie, { type: 'image', mediaIds: [mine.id, mine.id] })).statusCode,
    ).toBe(201);
  });

  it('attaches one upload to one post only, even when two posts race for it', async () => {
    const a = await onboardedUser(t.app);
    const up = await uploaded(t.app, a.cookie, fixtures.png());
    const results = await Promise.all(
      [1, 2].map(() => api.call('POST', '/api/posts', a.cookie, { type: 'image', mediaIds: [up.id] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('needs a session', async () => {
    expect((await api.call('POST', '/api/posts', undefined, { type: 'text', body: 'x' })).statusCode).toBe(401);
    expect((await api.call('GET', '/api/feed')).statusCode).toBe(401);
  });
});

describe('reading and deleting posts', () => {
  it('answers 404 for unknown posts', async () => {
    const a = await onboardedUser(t.app);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await api.call('GET', `/api/posts/${id}`, a.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('post_not_found');
    }
  });

  it('lets only the author delete (others 403, unknown 404), removing its files', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const up = await uploaded(t.app, a.cookie, fixtures.png());
    const post = await api.createPost(a.cookie, { type: 'image', mediaIds: [up.id] });
    const file = join(t.config.dataDir, 'uploads', up.url.replace('/public-objects/', ''));
    expect(existsSync(file)).toBe(true);

    const other = await api.call('DELETE', `/api/posts/${post.id}`, b.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('forbidden');
    expect((await api.call('GET', `/api/posts/${post.id}`, b.cookie)).statusCode).toBe(200);

    expect((await api.call('DELETE', `/api/posts/${post.id}`, a.cookie)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/posts/${post.id}`, a.cookie)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/posts/${post.id}`, a.cookie)).json().code).toBe('post_not_found');
    expect((await api.call('DELETE', '/api/posts/nope', a.cookie)).statusCode).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect((await api.call('GET', up.url)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('are idempotent, counted, shown per reader and notify the author once', async () => {
    const author = await onboardedUser(t.app);
    const fan = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'beğen beni');

    for (let i = 0; i < 2; i++) {
      const res = await api.call('PUT', `/api/posts/${post.id}/like`, fan.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ liked: true, likeCount: 1 });
    }
    expect((await api.call('GET', `/api/posts/${post.id}`, fan.cookie)).json<Post>()).toMatchObject({
      likeCount: 1,
      likedByMe: true,
    });
    expect((await api.call('GET', `/api/posts/${post.id}`, author.cookie)).json<Post>()).toMatchObject({
      likeCount: 1,
      likedByMe: false,
    });

    const notes = await notificationsOf(author.cookie);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'like',
      senderId: fan.user.id,
      params: { nickname: fan.user.nickname },
      message: `${fan.user.nickname} gönderini beğendi`,
      actionUrl: `/social-wall?post=${post.id}`,
      relatedId: post.id,
    });

    for (let i = 0; i < 2; i++)
      expect((await api.call('DELETE', `/api/posts/${post.id}/like`, fan.cookie)).json()).toEqual({
        liked: false,
        likeCount: 0,
      });
    expect((await api.call('GET', `/api/posts/${post.id}`, fan.cookie)).json<Post>()).toMatchObject({
      likeCount: 0,
      likedByMe: false,
    });
  });

  it('count concurrent likes of many people exactly', async () => {
    const author = await onboardedUser(t.app);
    const post = await api.text(author.cookie, 'popüler');
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => onboardedUser(t.app)));
    await Promise.all(
      fans.flatMap((f) => [
        api.call('PUT', `/api/posts/${post.id}/like`, f.cookie),
        api.call('PUT', `/api/posts/${post.id}/like`, f.cookie),
      ]),
    );
    expect((await api.call('GET', `/api/posts/${post.id}`, author.cookie)).json<Post>().likeCount).toBe(5);
  });

  it('of one’s own post notify no one; unknown posts are 404', async () => {
    const a = await onboardedUser(t.app);
    const post = await api.text(a.cookie, 'kendi gönderim');
    expect((await api.call('PUT', `/api/posts/${post.id}/like`, a.cookie)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect(await notificationsOf(a.cookie)).toHaveLength(0);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(
        (await api.call(method, '/api/posts/00000000-0000-0000-0000-000000000000/like', a.cookie)).statusCode,
      ).toBe(404);
      expect((await api.call(method, '/api/posts/nope/like', a.cookie)).statusCode).toBe(404);
    }
  });
});

describe('shares', () => {
  it('are posts of their own pointing at the original, counted on it; a share of a share shares the original', async () => {
    const author = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const c = await onboardedUser(t.app);
    const original = await api.text(author.cookie, 'orijinal #haber');

    const res = await api.call('POST', `/api/posts/${original.id}/share`, b.cookie, { body: 'bakın #paylaşım' });
    expect(res.statusCode).toBe(201);
    const share = res.json<Post>();
    expect(share).toMatchObject({
      type: 'text',
      body: 'bakın #paylaşım',
      tags: ['paylaşim'],
      author: { id: b.user.id },
    });
    expect(share.sharedPost).toMatchObject({
      id: original.id,
      body: 'orijinal #haber',
      shareCount: 1,
      author: { id: author.user.id },
    });

    const again = (await api.call('POST', `/api/posts/${share.id}/share`, c.cookie, {})).json<Post>();
    expect(again.body).toBe('');
    expect(again.sharedPost).toMatchObject({ id: original.id, shareCount: 2 });
    expect((await api.call('GET', `/api/posts/${share.id}`, c.cookie)).json<Post>().shareCount).toBe(0);

    expect((await api.call('DELETE', `/api/posts/${again.id}`, c.cookie)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/posts/${original.id}`, c.cookie)).json<Post>().shareCount).toBe(1);

    // Deleting the original leaves the share standing, without it.
    await api.call('DELETE', `/api/posts/${original.id}`, author.cookie);
    expect((await api.call('GET', `/api/posts/${share.id}`, b.cookie)).json<Post>().sharedPost).toBeNull();
  });

  it('refuses unknown posts (404) and bad bodies (400)', async () => {
    const a = await onboardedUser(t.app);
    const post = await api.text(a.cookie, 'x');
    expect(
      (await api.call('POST', '/api/posts/00000000-0000-0000-0000-000000000000/share', a.cookie, {})).statusCode,
    ).toBe(404);
    expect(
      (await api.call('POST', `/api/posts/${post.id}/share`, a.cookie, { body: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await api.call('POST', `/api/posts/${post.id}/share`, a.cookie, { body: 'x', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await api.call('GET', `/api/posts/${post.id}`, a.cookie)).json<Post>().shareCount).toBe(0);
  });
});

describe('polls', () => {
  async function poll(cookie: string, endsAt?: string) {
    return api.createPost(cookie, {
      type: 'poll',
      body: 'Hangisi?',
      poll: { options: ['A', 'B'], ...(endsAt ? { endsAt } : {}) },
    });
  }

  it('hide results until one votes, take one vote per person and show results after', async () => {
    const author = await onboardedUser(t.app);
    const voter = await onboardedUser(t.app);
    const other = await onboardedUser(t.app);
    const p = await poll(author.cookie);
    const [a, b] = p.poll!.options;

    const res = await api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, { optionId: b!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<Post>().poll).toEqual({
      options: [
        { id: a!.id, text: 'A', votes: 0 },
        { id: b!.id, text: 'B', votes: 1 },
      ],
      endsAt: null,
      showResults: true,
      myVote: b!.id,
      totalVotes: 1,
    });
    // Someone who has not voted still sees no numbers.
    const unseen = (await api.call('GET', `/api/posts/${p.id}`, other.cookie)).json<Post>().poll!;
    expect(unseen).toMatchObject({ showResults: false, myVote: null, totalVotes: null });
    expect(unseen.options.map((o) => o.votes)).toEqual([null, null]);

    const twice = await api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, { optionId: a!.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_voted');
    expect((await api.call('GET', `/api/posts/${p.id}`, voter.cookie)).json<Post>().poll!.totalVotes).toBe(1);
  });

  it('show the author the results at once, with no vote of his own (409 own_poll), and everyone once it ends', async () => {
    const author = await onboardedUser(t.app);
    const voter = await onboardedUser(t.app);
    const other = await onboardedUser(t.app);
    const p = await poll(author.cookie);
    expect(p.poll).toMatchObject({ showResults: true, totalVotes: 0, myVote: null });
    const [a, b] = p.poll!.options;
    await api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, { optionId: b!.id });
    const mine = (await api.call('GET', `/api/posts/${p.id}`, author.cookie)).json<Post>().poll!;
    expect(mine).toMatchObject({ showResults: true, totalVotes: 1, myVote: null });
    expect(mine.options.map((o) => o.votes)).toEqual([0, 1]);
    const own = await api.call('POST', `/api/posts/${p.id}/vote`, author.cookie, { optionId: a!.id });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_poll');
    expect((await api.call('GET', `/api/posts/${p.id}`, voter.cookie)).json<Post>().poll!.totalVotes).toBe(1);
    // Someone who neither wrote nor answered it sees the numbers only once it has ended.
    expect((await api.call('GET', `/api/posts/${p.id}`, other.cookie)).json<Post>().poll!.showResults).toBe(false);
    await t.app.ctx.db
      .update(posts)
      .set({ pollEndsAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, p.id));
    const ended = (await api.call('GET', `/api/posts/${p.id}`, other.cookie)).json<Post>().poll!;
    expect(ended).toMatchObject({ showResults: true, totalVotes: 1, myVote: null });
  });

  it('count exactly one of two simultaneous votes by the same person', async () => {
    const author = await onboardedUser(t.app);
    const voter = await onboardedUser(t.app);
    const p = await poll(author.cookie);
    const [a, b] = p.poll!.options;
    const results = await Promise.all(
      [a, b].map((o) => api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, { optionId: o!.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await api.call('GET', `/api/posts/${p.id}`, voter.cookie)).json<Post>().poll!.totalVotes).toBe(1);
  });

  it('refuse unknown options (400), other posts’ options (400), closed polls (409) and non-polls (400)', async () => {
    const author = await onboardedUser(t.app);
    const voter = await onboardedUser(t.app);
    const p = await poll(author.cookie);
    const elsewhere = await poll(author.cookie);
    for (const optionId of ['00000000-0000-0000-0000-000000000000', 'nope', elsewhere.poll!.options[0]!.id]) {
      const res = await api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, { optionId });
      expect(res.statusCode, optionId).toBe(400);
      expect(res.json().code).toBe('unknown_poll_option');
    }
    expect((await api.call('POST', `/api/posts/${p.id}/vote`, voter.cookie, {})).statusCode).toBe(400);

    const text = await api.text(author.cookie, 'anket değil');
    expect(
      (await api.call('POST', `/api/posts/${text.id}/vote`, voter.cookie, { optionId: p.poll!.options[0]!.id })).json()
        .code,
    ).toBe('unknown_poll_option');
    expect(
      (await api.call('POST', '/api/posts/00000000-0000-0000-0000-000000000000/vote', voter.cookie, { optionId: 'x' }))
        .statusCode,
    ).toBe(404);

    const closing = await poll(author.cookie, new Date(Date.now() + 3600_000).toISOString());
    await t.app.db
      .update(posts)
      .set({ pollEndsAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, closing.id));
    const closed = await api.call('POST', `/api/posts/${closing.id}/vote`, voter.cookie, {
      optionId: closing.poll!.options[0]!.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('poll_closed');
    // At the end everyone sees the results.
    expect((await api.call('GET', `/api/posts/${closing.id}`, voter.cookie)).json<Post>().poll).toMatchObject({
      showResults: true,
      totalVotes: 0,
      myVote: null,
    });
  });
});
