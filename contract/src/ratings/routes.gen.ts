// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { ratingsEndpoints as E } from './endpoints';

export const ratingsApi = {
  listUserRatings: route<(typeof E)['listUserRatings']>('listUserRatings', 'GET', '/api/users/:id/ratings', 'user'),
  listTeamRatings: route<(typeof E)['listTeamRatings']>('listTeamRatings', 'GET', '/api/teams/:teamId/ratings', 'user'),
  getRatingLeaderboard: route<(typeof E)['getRatingLeaderboard']>(
    'getRatingLeaderboard',
    'GET',
    '/api/ratings/leaderboard',
    'user',
  ),
  listAdminResults: route<(typeof E)['listAdminResults']>('listAdminResults', 'GET', '/api/admin/results', 'admin'),
  voidResult: route<(typeof E)['voidResult']>('voidResult', 'POST', '/api/admin/results/:matchId/void', 'admin'),
  restoreResult: route<(typeof E)['restoreResult']>(
    'restoreResult',
    'DELETE',
    '/api/admin/results/:matchId/void',
    'admin',
  ),
};
