// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { connectionsEndpoints as E } from './endpoints';

export const connectionsApi = {
  requestConnection: route<(typeof E)['requestConnection']>(
    'requestConnection',
    'POST',
    '/api/connections/:userId',
    'user',
  ),
  acceptConnection: route<(typeof E)['acceptConnection']>(
    'acceptConnection',
    'POST',
    '/api/connections/:userId/accept',
    'user',
  ),
  declineConnection: route<(typeof E)['declineConnection']>(
    'declineConnection',
    'POST',
    '/api/connections/:userId/decline',
    'user',
  ),
  withdrawConnectionRequest: route<(typeof E)['withdrawConnectionRequest']>(
    'withdrawConnectionRequest',
    'POST',
    '/api/connections/:userId/withdraw',
    'user',
  ),
  removeConnection: route<(typeof E)['removeConnection']>(
    'removeConnection',
    'DELETE',
    '/api/connections/:userId',
    'user',
  ),
  getConnectionStatus: route<(typeof E)['getConnectionStatus']>(
    'getConnectionStatus',
    'GET',
    '/api/connections/:userId/status',
    'user',
  ),
  listMyConnections: route<(typeof E)['listMyConnections']>('listMyConnections', 'GET', '/api/connections', 'user'),
  discoverPeople: route<(typeof E)['discoverPeople']>('discoverPeople', 'GET', '/api/network/discover', 'user'),
  listConnectionSuggestions: route<(typeof E)['listConnectionSuggestions']>(
    'listConnectionSuggestions',
    'GET',
    '/api/network/suggestions',
    'user',
  ),
};
