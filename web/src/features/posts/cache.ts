import type { Post, PostPage, SearchResults } from '@esn/contract';
import { postsApi } from '@esn/contract/posts/routes.gen';
import { searchApi } from '@esn/contract/search/routes.gen';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryFilterAny } from '../../shared/api';

/** The fields every post has, the shared original (`sharedPost`) included. */
export type PostCore = Omit<Post, 'sharedPost'>;
export type PostPages = InfiniteData<PostPage>;

/**
 * Every cached read that holds posts: lists (the feed, a user's posts, a tag's posts and its previews) and search
 * results. One post can sit in several of them at once, and inside shares as their original, so a change is applied
 * to all.
 */
const postQueries = queryFilterAny([
  postsApi.getFeed,
  postsApi.listUserPosts,
  postsApi.listTagPosts,
  searchApi.search,
  postsApi.getPost,
]);

type PostMapper = (post: Post) => Post | null;

function mapList(items: Post[], fn: PostMapper): Post[] {
  const next: Post[] = [];
  for (const post of items) {
    const mapped = fn(post);
    if (mapped) next.push(mapped);
  }
  return next;
}

/** Applies `fn` to each post of whichever shape a post query caches: pages, one page, search results, one post. */
function mapPostsIn(data: unknown, fn: PostMapper): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('author' in data && 'id' in data) return fn(data as Post);
  if ('pages' in data && Array.isArray((data as PostPages).pages)) {
    const pages = data as PostPages;
    return { ...pages, pages: pages.pages.map((page) => ({ ...page, items: mapList(page.items, fn) })) };
  }
  if ('items' in data && Array.isArray((data as PostPage).items)) {
    const page = data as PostPage;
    return { ...page, items: mapList(page.items, fn) };
  }
  if ('posts' in data && Array.isArray((data as SearchResults).posts)) {
    const results = data as SearchResults;
    return { ...results, posts: mapList(results.posts, fn) };
  }
  return data;
}

function forEachPostQuery(queryClient: QueryClient, fn: PostMapper): void {
  queryClient.setQueriesData(postQueries, (data: unknown) => mapPostsIn(data, fn));
}

/** Changes the post `id` wherever it is cached, as a post of its own or as the original inside a share. */
export function patchPost(queryClient: QueryClient, id: string, patch: (post: PostCore) => Partial<PostCore>): void {
  forEachPostQuery(queryClient, (post) => {
    let next = post;
    if (post.id === id) next = { ...next, ...patch(post) };
    if (post.sharedPost?.id === id) next = { ...next, sharedPost: { ...post.sharedPost, ...patch(post.sharedPost) } };
    return next;
  });
}

/** Replaces the post with the server's copy (a vote answers the whole post), keeping shares' embedding. */
export function replacePost(queryClient: QueryClient, fresh: Post): void {
  const { sharedPost: _ignored, ...core } = fresh;
  void _ignored;
  patchPost(queryClient, fresh.id, () => core);
}

export function removePost(queryClient: QueryClient, id: string): void {
  forEachPostQuery(queryClient, (post) => (post.id === id ? null : post));
}

/** Puts a new post first in a cached list; a list not loaded yet stays absent (its first fetch brings it). */
export function prependPost(queryClient: QueryClient, queryKey: QueryKey, post: Post): void {
  queryClient.setQueryData<PostPages>(queryKey, (data) => {
    if (!data) return data;
    const [first = { items: [], nextCursor: null }, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, items: [post, ...first.items.filter((p) => p.id !== post.id)] }, ...rest] };
  });
}

export async function cancelPostQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries(postQueries);
}

/** Every post of a cached list, in order. */
export function postsOf(data: PostPages | undefined): Post[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
