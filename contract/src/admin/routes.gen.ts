// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { adminEndpoints as E } from './endpoints';

export const adminApi = {
  adminLogin: route<(typeof E)['adminLogin']>('adminLogin', 'POST', '/api/admin/login', 'public'),
  adminLogout: route<(typeof E)['adminLogout']>('adminLogout', 'POST', '/api/admin/logout', 'admin'),
  getAdminMe: route<(typeof E)['getAdminMe']>('getAdminMe', 'GET', '/api/admin/me', 'admin'),
  getSiteSettings: route<(typeof E)['getSiteSettings']>('getSiteSettings', 'GET', '/api/admin/settings', 'admin'),
  updateSiteSettings: route<(typeof E)['updateSiteSettings']>(
    'updateSiteSettings',
    'PATCH',
    '/api/admin/settings',
    'admin',
  ),
  getAdminOverview: route<(typeof E)['getAdminOverview']>('getAdminOverview', 'GET', '/api/admin/overview', 'admin'),
  listAdminUsers: route<(typeof E)['listAdminUsers']>('listAdminUsers', 'GET', '/api/admin/users', 'admin'),
  updateAdminUser: route<(typeof E)['updateAdminUser']>('updateAdminUser', 'PATCH', '/api/admin/users/:id', 'admin'),
  deleteAdminUser: route<(typeof E)['deleteAdminUser']>('deleteAdminUser', 'DELETE', '/api/admin/users/:id', 'admin'),
  listAdminTeams: route<(typeof E)['listAdminTeams']>('listAdminTeams', 'GET', '/api/admin/teams', 'admin'),
  updateAdminTeam: route<(typeof E)['updateAdminTeam']>('updateAdminTeam', 'PATCH', '/api/admin/teams/:id', 'admin'),
  deleteAdminTeam: route<(typeof E)['deleteAdminTeam']>('deleteAdminTeam', 'DELETE', '/api/admin/teams/:id', 'admin'),
  listAuditLog: route<(typeof E)['listAuditLog']>('listAuditLog', 'GET', '/api/admin/audit-log', 'admin'),
};
