// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { searchEndpoints as E } from './endpoints';

export const searchApi = {
  search: route<(typeof E)['search']>('search', 'GET', '/api/search', 'user'),
  listTrendingTags: route<(typeof E)['listTrendingTags']>('listTrendingTags', 'GET', '/api/tags/trending', 'user'),
};
