// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { pushEndpoints as E } from './endpoints';

export const pushApi = {
  getPushPublicKey: route<(typeof E)['getPushPublicKey']>('getPushPublicKey', 'GET', '/api/push/public-key', 'public'),
  subscribePush: route<(typeof E)['subscribePush']>('subscribePush', 'POST', '/api/push/subscriptions', 'user'),
  unsubscribePush: route<(typeof E)['unsubscribePush']>('unsubscribePush', 'DELETE', '/api/push/subscriptions', 'user'),
};
