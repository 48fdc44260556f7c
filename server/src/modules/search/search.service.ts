import type { SearchQuery, SearchResults, TrendingTags } from '@esn/contract';
import type { AppContext } from '../../context';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import { postsAndHiddenByIds } from '../posts/posts.service';
import { searchRepository, type PeopleRating } from './search.repository';
import { blocksRepository } from '../safety/blocks.repository';

const RESULTS_PER_KIND = 10;
const TRENDING_MAX = 50;

/** How long one process reuses what a query found: a new post, person or team shows up within this. */
export const SEARCH_TTL_MS = 5_000;

type Matches = { postIds: string[]; people: SearchResults['people']; teams: SearchResults['teams'] };

/**
 * What a query finds, the same for every reader, kept for SEARCH_TTL_MS and shared between concurrent
 * callers: a popular word asked by many people at once costs three searches every few seconds, not three per
 * request. The posts are still read per reader (likes and votes are theirs), in one prepared query.
 */
export class SearchMatches {
  private cache = new InvalidatingCache<string, Matches>({ max: 2_000, ttlMs: SEARCH_TTL_MS });

  constructor(private readonly ctx: AppContext) {}

  find(q: string, rating: PeopleRating = {}): Promise<Matches> {
    const key = rating.game ? `${q}\u0000${rating.game}\u0000${rating.minRating ?? ''}\u0000${rating.sort ?? ''}` : q;
    return this.cache.get(key, async () => {
      const [postIds, people, teams] = await Promise.all([
        searchRepository.postIds(this.ctx.db, q, RESULTS_PER_KIND),
        searchRepository.people(this.ctx.db, q, RESULTS_PER_KIND, rating),
        searchRepository.teams(this.ctx.db, q, RESULTS_PER_KIND),
      ]);
      return { postIds, people, teams };
    });
  }
}

/** Posts (full-text), people and teams for the search box, 10 of each. */
export async function search(
  ctx: AppContext,
  matches: SearchMatches,
  readerId: string,
  query: SearchQuery,
): Promise<SearchResults> {
  const { q, game, minRating, peopleSort } = query;
  // What a word finds is shared between readers (kept); whom each reader blocked (or was blocked by) and the posts as
  // he sees them are his own, read in one statement (a round trip costs more server time than the rest of a search).
  const { postIds, people, teams } = await matches.find(q, { game, minRating, sort: peopleSort });
  const found = await postsAndHiddenByIds(ctx, readerId, postIds);
  const hidden = found.hidden ?? (await blocksRepository.hiddenFrom(ctx.db, readerId));
  const posts = found.posts;
  const shown = (id: string) => !hidden.includes(id);
  return { posts: posts.filter((p) => shown(p.author.id)), people: people.filter((p) => shown(p.id)), teams };
}

/**
 * Trending tags change slowly and every wall shows them: each process computes the top list at most every
 * 30 s, whatever the limit asked for, and shares the running query between concurrent callers.
 */
export class TrendingTagsCache {
  private cache = new InvalidatingCache<'top', TrendingTags['items']>({ max: 1, ttlMs: 30_000 });

  constructor(private readonly ctx: AppContext) {}

  async top(limit: number): Promise<TrendingTags> {
    const all = await this.cache.get('top', () => searchRepository.trending(this.ctx.db, TRENDING_MAX));
    return { items: all.slice(0, limit) };
  }
}
