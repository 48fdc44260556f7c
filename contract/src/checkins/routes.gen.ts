// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { checkinsEndpoints as E } from './endpoints';

export const checkinsApi = {
  getMatchCheckIn: route<(typeof E)['getMatchCheckIn']>('getMatchCheckIn', 'GET', '/api/matches/:id/check-in', 'user'),
  checkInToMatch: route<(typeof E)['checkInToMatch']>('checkInToMatch', 'POST', '/api/matches/:id/check-in', 'user'),
  acceptForfeit: route<(typeof E)['acceptForfeit']>('acceptForfeit', 'POST', '/api/matches/:id/forfeit/accept', 'user'),
  declineForfeit: route<(typeof E)['declineForfeit']>(
    'declineForfeit',
    'POST',
    '/api/matches/:id/forfeit/decline',
    'user',
  ),
};
