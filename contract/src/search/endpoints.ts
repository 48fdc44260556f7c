import { defineEndpoints } from '../endpoint';
import { SearchQuery, SearchResults, TrendingQuery, TrendingTags } from '../posts/schemas';

/** One search box over people, teams and posts, and the hashtags trending now. */
export const searchEndpoints = defineEndpoints('search', {
  search: {
    method: 'GET',
    path: '/api/search',
    summary: 'People, teams and posts matching a word, up to 10 of each',
    query: SearchQuery,
    responses: { 200: SearchResults },
  },
  listTrendingTags: {
    method: 'GET',
    path: '/api/tags/trending',
    summary: 'The hashtags most used lately, by distinct authors and recency',
    query: TrendingQuery,
    responses: { 200: TrendingTags },
  },
});
