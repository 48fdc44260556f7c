// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { profilesEndpoints as E } from './endpoints';

export const profilesApi = {
  getMyProfile: route<(typeof E)['getMyProfile']>('getMyProfile', 'GET', '/api/profiles/me', 'user'),
  getProfile: route<(typeof E)['getProfile']>('getProfile', 'GET', '/api/profiles/:id', 'user'),
  updateMyProfile: route<(typeof E)['updateMyProfile']>('updateMyProfile', 'PATCH', '/api/profiles/me', 'user'),
  trackProfileView: route<(typeof E)['trackProfileView']>('trackProfileView', 'POST', '/api/profiles/:id/view', 'user'),
  setUserVerified: route<(typeof E)['setUserVerified']>(
    'setUserVerified',
    'PATCH',
    '/api/admin/users/:id/verified',
    'admin',
  ),
};
