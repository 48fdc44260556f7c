import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Comment, CreatePostBody, Post, PostPage } from '@esn/contract';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls as a signed-in user (or nobody), and the common steps of the posts tests. */
export function postsClient(app: FastifyInstance) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function createPost(
    cookie: string,
    body: Partial<CreatePostBody> & { type: CreatePostBody['type'] },
  ): Promise<Post> {
    const res = await call('POST', '/api/posts', cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Post>();
  }

  const text = (cookie: string, body: string) => createPost(cookie, { type: 'text', body });

  async function page(url: string, cookie: string): Promise<PostPage> {
    const res = await call('GET', url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostPage>();
  }

  /** Every page of a post list, following nextCursor. */
  async function allPages(url: string, cookie: string, limit: number): Promise<{ pages: PostPage[]; ids: string[] }> {
    const pages: PostPage[] = [];
    let cursor: string | null = null;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const p = await page(`${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
      expect(p.items.length).toBeLessThanOrEqual(limit);
      pages.push(p);
      cursor = p.nextCursor;
    } while (cursor);
    return { pages, ids: pages.flatMap((p) => p.items.map((i) => i.id)) };
  }

  async function comment(cookie: string, postId: string, body: string): Promise<Comment> {
    const res = await call('POST', `/api/posts/${postId}/comments`, cookie, { body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Comment>();
  }

  return { call, createPost, text, page, allPages, comment };
}

/** Newest first, ties on the same millisecond broken by id: the order every post list promises. */
export const newestFirst = (posts: Pick<Post, 'id' | 'createdAt'>[]) =>
  [...posts].sort((a, b) => desc(a.createdAt, b.createdAt) || desc(a.id, b.id)).map((p) => p.id);
const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
