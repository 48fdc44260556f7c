import { foldTag, parseHashtags } from '@esn/contract';
import { QueryClient } from '@tanstack/react-query';
import { patchPost, prependPost, removePost, replacePost, postsOf, type PostPages } from './cache';
import { splitHashtags } from './components/PostText';
import { makePost, pageOf } from './testFactories';

const pages = (...lists: ReturnType<typeof makePost>[][]): PostPages => ({
  pages: lists.map((items, i) => pageOf(items, i < lists.length - 1 ? `c${i}` : null)),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('post cache', () => {
  it('changes and removes the one post a notification opened (GET /api/posts/{id})', () => {
    const qc = new QueryClient();
    qc.setQueryData(['/api/posts/p1'], makePost({ id: 'p1', likeCount: 1 }));
    qc.setQueryData(['/api/posts/p2'], makePost({ id: 'p2', likeCount: 1 }));
    patchPost(qc, 'p1', (p) => ({ likeCount: p.likeCount + 1, likedByMe: true }));
    expect(qc.getQueryData(['/api/posts/p1'])).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(qc.getQueryData(['/api/posts/p2'])).toMatchObject({ likeCount: 1, likedByMe: false });
    removePost(qc, 'p1');
    expect(qc.getQueryData(['/api/posts/p1'])).toBeNull();
    expect(qc.getQueryData(['/api/posts/p2'])).toMatchObject({ id: 'p2' });
  });

  it('changes a post in every list, search results and shares that embed it, and nothing else', () => {
    const qc = new QueryClient();
    const original = makePost({ id: 'p1', likeCount: 1 });
    const { sharedPost: _none, ...core } = original;
    qc.setQueryData(['/api/feed'], pages([makePost({ id: 's1', sharedPost: core })], [original]));
    qc.setQueryData(['/api/tags/x/posts', { limit: 5 }], pageOf([original, makePost({ id: 'p2', likeCount: 1 })]));
    qc.setQueryData(['/api/search', { q: 'q' }], { people: [], teams: [], posts: [original] });
    qc.setQueryData(['/api/posts/p1/comments'], {
      pages: [{ items: [{ id: 'p1', likeCount: 1 }] }],
      pageParams: [null],
    });

    patchPost(qc, 'p1', (p) => ({ likeCount: p.likeCount + 1, likedByMe: true }));

    const feed = postsOf(qc.getQueryData<PostPages>(['/api/feed']));
    expect(feed[0]?.sharedPost).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(feed[0]).toMatchObject({ likeCount: 0, likedByMe: false });
    expect(feed[1]).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(
      qc
        .getQueryData<{ items: { likeCount: number }[] }>(['/api/tags/x/posts', { limit: 5 }])
        ?.items.map((p) => p.likeCount),
    ).toEqual([2, 1]);
    expect(qc.getQueryData<{ posts: { likeCount: number }[] }>(['/api/search', { q: 'q' }])?.posts[0]?.likeCount).toBe(
      2,
    );
    expect(qc.getQueryData(['/api/posts/p1/comments'])).toEqual({
      pages: [{ items: [{ id: 'p1', likeCount: 1 }] }],
      pageParams: [null],
    });
  });

  it('replaces with the server copy, removes, and prepends without duplicates', () => {
    const qc = new QueryClient();
    qc.setQueryData(['/api/feed'], pages([makePost({ id: 'a' }), makePost({ id: 'b' })], [makePost({ id: 'c' })]));
    replacePost(qc, makePost({ id: 'b', body: 'yeni' }));
    removePost(qc, 'c');
    prependPost(qc, ['/api/feed'], makePost({ id: 'n' }));
    prependPost(qc, ['/api/feed'], makePost({ id: 'n', body: 'tekrar' }));
    prependPost(qc, ['/api/users/nobody/posts'], makePost({ id: 'n' }));
    const feed = postsOf(qc.getQueryData<PostPages>(['/api/feed']));
    expect(feed.map((p) => p.id)).toEqual(['n', 'a', 'b']);
    expect(feed[0]?.body).toBe('tekrar');
    expect(feed[2]?.body).toBe('yeni');
    expect(qc.getQueryData(['/api/users/nobody/posts'])).toBeUndefined();
  });
});

describe('splitHashtags', () => {
  it.each([
    '#gg ilk',
    'Selam #Valorant, #cs2_türk ve #ŞAMPİYON!',
    'a#b #x e-posta@#tag #çok_uzun_bir_etiket_olsa_da_kırk_karakteri_geçiyor_işte',
  ])('links exactly the tags the contract parses, and keeps every character: %s', (body) => {
    const parts = splitHashtags(body);
    expect(parts.map((p) => p.text).join('')).toBe(body);
    expect([...new Set(parts.flatMap((p) => (p.kind === 'tag' ? [foldTag(p.text)] : [])))]).toEqual(
      parseHashtags(body),
    );
  });
});
