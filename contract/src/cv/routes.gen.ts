// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { cvEndpoints as E } from './endpoints';

export const cvApi = {
  getCv: route<(typeof E)['getCv']>('getCv', 'GET', '/api/cv/:ref', 'optional'),
  getCvCard: route<(typeof E)['getCvCard']>('getCvCard', 'GET', '/api/cv/:ref/card.png', 'public'),
  getMyCvSettings: route<(typeof E)['getMyCvSettings']>('getMyCvSettings', 'GET', '/api/me/cv-settings', 'user'),
  updateMyCvSettings: route<(typeof E)['updateMyCvSettings']>(
    'updateMyCvSettings',
    'PUT',
    '/api/me/cv-settings',
    'user',
  ),
};
