// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { careerEndpoints as E } from './endpoints';

export const careerApi = {
  listUserCareer: route<(typeof E)['listUserCareer']>('listUserCareer', 'GET', '/api/users/:id/career', 'user'),
  addCareerEntry: route<(typeof E)['addCareerEntry']>('addCareerEntry', 'POST', '/api/career', 'user'),
  updateCareerEntry: route<(typeof E)['updateCareerEntry']>(
    'updateCareerEntry',
    'PATCH',
    '/api/career/:entryId',
    'user',
  ),
  deleteCareerEntry: route<(typeof E)['deleteCareerEntry']>(
    'deleteCareerEntry',
    'DELETE',
    '/api/career/:entryId',
    'user',
  ),
};
