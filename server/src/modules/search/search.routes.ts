import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '@esn/contract/search/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { search, SearchMatches, TrendingTagsCache } from './search.service';

export default async function searchRoutes(app: FastifyInstance) {
  const trending = new TrendingTagsCache(app.ctx);
  const matches = new SearchMatches(app.ctx);
  registerEndpoints(app, searchEndpoints, {
    search: (req) => search(app.ctx, matches, currentUser(req).id, req.query),
    listTrendingTags: (req) => trending.top(req.query.limit),
  });
}
