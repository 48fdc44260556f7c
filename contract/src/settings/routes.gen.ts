// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { settingsEndpoints as E } from './endpoints';

export const settingsApi = {
  getPublicSettings: route<(typeof E)['getPublicSettings']>(
    'getPublicSettings',
    'GET',
    '/api/public/settings',
    'public',
  ),
  getComingSoonSettings: route<(typeof E)['getComingSoonSettings']>(
    'getComingSoonSettings',
    'GET',
    '/api/public/coming-soon-settings',
    'public',
  ),
};
