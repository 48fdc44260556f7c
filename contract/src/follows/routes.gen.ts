// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { followsEndpoints as E } from './endpoints';

export const followsApi = {
  getUserSummary: route<(typeof E)['getUserSummary']>('getUserSummary', 'GET', '/api/users/:id', 'user'),
  followUser: route<(typeof E)['followUser']>('followUser', 'POST', '/api/users/:id/follow', 'user'),
  unfollowUser: route<(typeof E)['unfollowUser']>('unfollowUser', 'DELETE', '/api/users/:id/follow', 'user'),
  listFollowers: route<(typeof E)['listFollowers']>('listFollowers', 'GET', '/api/users/:id/followers', 'user'),
  listFollowing: route<(typeof E)['listFollowing']>('listFollowing', 'GET', '/api/users/:id/following', 'user'),
};
