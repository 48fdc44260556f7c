// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { challengesEndpoints as E } from './endpoints';

export const challengesApi = {
  listChallenges: route<(typeof E)['listChallenges']>('listChallenges', 'GET', '/api/challenges', 'user'),
  listMyChallenges: route<(typeof E)['listMyChallenges']>('listMyChallenges', 'GET', '/api/challenges/mine', 'user'),
  joinChallenge: route<(typeof E)['joinChallenge']>('joinChallenge', 'POST', '/api/challenges/:id/join', 'user'),
  getLeaderboard: route<(typeof E)['getLeaderboard']>('getLeaderboard', 'GET', '/api/leaderboard', 'user'),
  listUserAchievements: route<(typeof E)['listUserAchievements']>(
    'listUserAchievements',
    'GET',
    '/api/users/:id/achievements',
    'user',
  ),
  adminListChallenges: route<(typeof E)['adminListChallenges']>(
    'adminListChallenges',
    'GET',
    '/api/admin/challenges',
    'admin',
  ),
  adminCreateChallenge: route<(typeof E)['adminCreateChallenge']>(
    'adminCreateChallenge',
    'POST',
    '/api/admin/challenges',
    'admin',
  ),
  adminUpdateChallenge: route<(typeof E)['adminUpdateChallenge']>(
    'adminUpdateChallenge',
    'PATCH',
    '/api/admin/challenges/:id',
    'admin',
  ),
  adminDeleteChallenge: route<(typeof E)['adminDeleteChallenge']>(
    'adminDeleteChallenge',
    'DELETE',
    '/api/admin/challenges/:id',
    'admin',
  ),
};
