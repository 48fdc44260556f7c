import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { route } from '@esn/contract/endpoint';
import type { followsEndpoints } from '@esn/contract/follows/endpoints';
import { call, callRaw, endpointQuery, queryFilter, queryFilterAny, queryKey, urlOf } from './client';
import { ApiError } from './http';

const followers = route<(typeof followsEndpoints)['listFollowers']>(
  'listFollowers',
  'GET',
  '/api/users/:id/followers',
  'user',
);
const follow = route<(typeof followsEndpoints)['followUser']>('followUser', 'POST', '/api/users/:id/follow', 'user');
const following = route<(typeof followsEndpoints)['listFollowing']>(
  'listFollowing',
  'GET',
  '/api/users/:id/following',
  'user',
);
const adminRoute = route<(typeof followsEndpoints)['followUser']>('x', 'POST', '/api/admin/x/:id', 'admin');

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('shared/api', () => {
  it('fills and encodes path parameters and leaves empty query values out', () => {
    expect(urlOf(followers, { params: { id: 'a/b ç' }, query: { limit: 20, cursor: undefined } })).toBe(
      '/api/users/a%2Fb%20%C3%A7/followers?limit=20',
    );
    expect(() => urlOf(followers, { params: {} as { id: string } })).toThrow(/missing path parameter "id"/);
  });

  it('keys a read by its path (spec: the parts joined by "/" are the URL) and its query', () => {
    expect(queryKey(followers, { params: { id: 'u1' } })).toEqual(['/api/users/u1/followers']);
    expect(queryKey(followers, { params: { id: 'u1' }, query: { limit: 5 } })).toEqual([
      '/api/users/u1/followers',
      { limit: 5 },
    ]);
  });

  it('finds every cached read of an endpoint, or of one set of arguments', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/users/u1/followers', { limit: 5 }], 1);
    client.setQueryData(['/api/users/u2/followers'], 2);
    client.setQueryData(['/api/users/u2/following'], 3);
    const all = client.getQueryCache().findAll(queryFilter(followers));
    expect(all.map((q) => q.queryKey[0]).sort()).toEqual(['/api/users/u1/followers', '/api/users/u2/followers']);
    expect(client.getQueryCache().findAll(queryFilter(followers, { params: { id: 'u1' } }))).toHaveLength(1);
  });

  it('sends the method, the JSON body and the language, and returns the parsed answer', async () => {
    const fetch = answer(200, { following: true, followers: 3 });
    vi.stubGlobal('fetch', fetch);
    await expect(call(follow, { params: { id: 'u1' } })).resolves.toEqual({ following: true, followers: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/u1/follow');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept-Language')).toBeTruthy();
  });

  it('throws an ApiError with the server’s message on a refusal', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Kullanıcı bulunamadı', code: 'not_found' }));
    const error = await call(follow, { params: { id: 'nobody' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body?.code).toBe('not_found');
  });

  it('sends the admin token as a bearer token to admin endpoints only', async () => {
    localStorage.setItem('adminToken', 'tok');
    const fetch = answer(204, undefined);
    vi.stubGlobal('fetch', fetch);
    await call(adminRoute, { params: { id: '1' } });
    await call(follow, { params: { id: '1' } });
    const headers = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, i]) => new Headers(i.headers));
    expect(headers[0]!.get('Authorization')).toBe('Bearer tok');
    expect(headers[1]!.get('Authorization')).toBeNull();
  });

  it('gives useQuery a key and a call that agree', async () => {
    vi.stubGlobal('fetch', answer(200, { items: [], nextCursor: null }));
    const options = endpointQuery(followers, { params: { id: 'u1' } });
    expect(options.queryKey).toEqual(['/api/users/u1/followers']);
    await expect(options.queryFn({ signal: new AbortController().signal })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('finds the cached reads of several endpoints at once', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/users/u1/followers', { limit: 5 }], 1);
    client.setQueryData(['/api/users/u2/following'], 2);
    client.setQueryData(['/api/users/u2/follow'], 3);
    client.setQueryData(['posts', 'feed'], 4);
    const found = client.getQueryCache().findAll(queryFilterAny([followers, following]));
    expect(found.map((q) => q.queryKey[0]).sort()).toEqual(['/api/users/u1/followers', '/api/users/u2/following']);
  });

  it('passes a cache mode and request headers along (a count that must not come from a cache)', async () => {
    const fetch = answer(200, { items: [], nextCursor: null });
    vi.stubGlobal('fetch', fetch);
    await call(followers, { params: { id: 'u1' } }, { cache: 'no-store', headers: { Pragma: 'no-cache' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.cache).toBe('no-store');
    const headers = new Headers(init.headers);
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Accept-Language')).toBeTruthy();
  });

  it('gives the raw response for a download, and still throws on a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"a":1}', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="x.json"' } }),
      ),
    );
    const res = await callRaw(followers, { params: { id: 'u1' } });
    expect(res.headers.get('Content-Disposition')).toContain('x.json');
    await expect(res.text()).resolves.toBe('{"a":1}');
    vi.stubGlobal('fetch', answer(403, { message: 'Yasak' }));
    await expect(callRaw(followers, { params: { id: 'u1' } })).rejects.toBeInstanceOf(ApiError);
  });
});
