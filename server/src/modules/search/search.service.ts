import type { SearchResults, TrendingTags } from '@esn/contract';
import type { AppContext } from '../../context';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import { postsByIds } from '../posts/posts.service';
import { searchRepository } from './search.repository';

const RESULTS_PER_KIND = 10;
const TRENDING_MAX = 50;

/** Posts (full-text), people and teams for the search box, 10 of each. */
export async function search(ctx: AppContext, readerId: string, q: string): Promise<SearchResults> {
  const [postIds, people, teams] = await Promise.all([
    searchRepository.postIds(ctx.db, q, RESULTS_PER_KIND),
    searchRepository.people(ctx.db, q, RESULTS_PER_KIND),
    searchRepository.teams(ctx.db, q, RESULTS_PER_KIND),
  ]);
  return { posts: await postsByIds(ctx, readerId, postIds), people, teams };
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
