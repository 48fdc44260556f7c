// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { safetyEndpoints as E } from './endpoints';

export const safetyApi = {
  createReport: route<(typeof E)['createReport']>('createReport', 'POST', '/api/reports', 'user'),
  listReports: route<(typeof E)['listReports']>('listReports', 'GET', '/api/admin/reports', 'admin'),
  moderateReport: route<(typeof E)['moderateReport']>('moderateReport', 'PATCH', '/api/admin/reports/:id', 'admin'),
  blockUser: route<(typeof E)['blockUser']>('blockUser', 'POST', '/api/users/:id/block', 'user'),
  unblockUser: route<(typeof E)['unblockUser']>('unblockUser', 'DELETE', '/api/users/:id/block', 'user'),
  listMyBlocks: route<(typeof E)['listMyBlocks']>('listMyBlocks', 'GET', '/api/me/blocks', 'user'),
};
