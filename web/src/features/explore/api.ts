import { postsApi } from '@esn/contract/posts/routes.gen';
import { searchApi } from '@esn/contract/search/routes.gen';
import type { Game } from '@esn/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../shared/api';

export const SEARCH_MAX = 100;
export const TRENDING_LIMIT = 10;

/*
 * `shared/api`'s keys: posts/cache.ts finds the posts in search results and tag previews by their endpoints, and a new
 * post refreshes trending by its endpoint.
 */
/** The people part by rating: in one game (a rating is per game), highest first. */
export type PeopleRatingSort = { game?: Game };
const searchArgs = (q: string, rating: PeopleRatingSort) => ({
  query: rating.game ? { q, game: rating.game, peopleSort: 'rating' as const } : { q },
});
const trendingArgs = (limit: number) => ({ query: { limit } });
/** A tag's newest posts for a preview: with its limit, a key apart from the tag page's paginated list. */
const tagPreviewArgs = (tag: string, limit: number) => ({ params: { tag }, query: { limit } });

/** `GET /api/search?q=`: people, teams and posts; nothing is asked for an empty box. */
export function useSearch(q: string, rating: PeopleRatingSort = {}) {
  const query = q.trim().slice(0, SEARCH_MAX);
  return useQuery({
    ...endpointQuery(searchApi.search, searchArgs(query, rating)),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useTrendingTags(limit = TRENDING_LIMIT) {
  return useQuery(endpointQuery(searchApi.listTrendingTags, trendingArgs(limit)));
}

/** The newest posts of the given tags, merged, without duplicates, newest first. */
export function useTagsPreview(tags: string[], perTag: number, total: number) {
  return useQueries({
    queries: tags.map((tag) => endpointQuery(postsApi.listTagPosts, tagPreviewArgs(tag, perTag))),
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
