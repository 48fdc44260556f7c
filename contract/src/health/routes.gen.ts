// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { healthEndpoints as E } from './endpoints';

export const healthApi = {
  getLiveness: route<(typeof E)['getLiveness']>('getLiveness', 'GET', '/api/health', 'public'),
  getReadiness: route<(typeof E)['getReadiness']>('getReadiness', 'GET', '/api/health/ready', 'public'),
};
