import { postsApi } from '@esn/contract/posts/routes.gen';
import { searchApi } from '@esn/contract/search/routes.gen';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api';

export const SEARCH_MAX = 100;
export const TRENDING_LIMIT = 10;

/*
 * Search results and tag previews keep their `['search', …]` / `['posts', …]` keys (posts/cache.ts patches the posts
 * in them), trending its `['trending']` one (a new post refreshes it).
 */
const searchKey = (q: string) => ['search', q] as const;
const trendingKey = (limit: number) => ['trending', limit] as const;
/** A tag's newest posts for a preview; its own key, apart from the tag page's paginated list. */
const tagPreviewKey = (tag: string, limit: number) => ['posts', 'tag', tag, 'preview', limit] as const;

/** `GET /api/search?q=`: people, teams and posts; nothing is asked for an empty box. */
export function useSearch(q: string) {
  const query = q.trim().slice(0, SEARCH_MAX);
  return useQuery({
    queryKey: searchKey(query),
    queryFn: ({ signal }) => call(searchApi.search, { query: { q: query } }, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useTrendingTags(limit = TRENDING_LIMIT) {
  return useQuery({
    queryKey: trendingKey(limit),
    queryFn: ({ signal }) => call(searchApi.listTrendingTags, { query: { limit } }, { signal }),
  });
}

/** The newest posts of the given tags, merged, without duplicates, newest first. */
export function useTagsPreview(tags: string[], perTag: number, total: number) {
  return useQueries({
    queries: tags.map((tag) => ({
      queryKey: tagPreviewKey(tag, perTag),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(postsApi.listTagPosts, { params: { tag }, query: { limit: perTag } }, { signal }),
    })),
    combine: (results) => {
      const seen = new Set<string>();
      const posts = results
        .flatMap((r) => r.data?.items ?? [])
        .filter((post) => !seen.has(post.id) && seen.add(post.id))
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .slice(0, total);
      return {
        posts,
        isPending: results.some((r) => r.isPending),
        isError: results.length > 0 && results.every((r) => r.isError),
        refetch: () => results.forEach((r) => void r.refetch()),
      };
    },
  });
}
