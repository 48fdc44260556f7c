import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResults, TrendingQuery, TrendingTags } from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import { search, SearchMatches, TrendingTagsCache } from './search.service';

export default async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['search'];
  const trending = new TrendingTagsCache(app.ctx);
  const matches = new SearchMatches(app.ctx);

  r.get(
    '/api/search',
    { ...base, schema: { tags, querystring: SearchQuery, response: { 200: SearchResults } } },
    async (req) => search(app.ctx, matches, currentUser(req).id, req.query.q),
  );

  r.get(
    '/api/tags/trending',
    { ...base, schema: { tags, querystring: TrendingQuery, response: { 200: TrendingTags } } },
    async (req) => trending.top(req.query.limit),
  );
}
