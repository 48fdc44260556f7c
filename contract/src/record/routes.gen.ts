// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { recordEndpoints as E } from './endpoints';

export const recordApi = {
  getUserRecord: route<(typeof E)['getUserRecord']>('getUserRecord', 'GET', '/api/users/:id/record', 'user'),
  listUserRosterHistory: route<(typeof E)['listUserRosterHistory']>(
    'listUserRosterHistory',
    'GET',
    '/api/users/:id/record/roster',
    'user',
  ),
  listUserPlacements: route<(typeof E)['listUserPlacements']>(
    'listUserPlacements',
    'GET',
    '/api/users/:id/record/placements',
    'user',
  ),
  hideRecordEntry: route<(typeof E)['hideRecordEntry']>(
    'hideRecordEntry',
    'PUT',
    '/api/record/:entryId/hidden',
    'user',
  ),
  unhideRecordEntry: route<(typeof E)['unhideRecordEntry']>(
    'unhideRecordEntry',
    'DELETE',
    '/api/record/:entryId/hidden',
    'user',
  ),
  listTeamRosterHistory: route<(typeof E)['listTeamRosterHistory']>(
    'listTeamRosterHistory',
    'GET',
    '/api/teams/:teamId/roster-history',
    'user',
  ),
};
