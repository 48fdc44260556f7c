import { defineEndpoints } from '../endpoint';
import { SiteSettings, UpdateSiteSettingsBody } from '../settings/schemas';
import { UserIdParams } from '../users/schemas';
import {
  AdminLoginBody,
  AdminLoginResponse,
  AdminMe,
  AdminOverview,
  AdminTeam,
  AdminTeamPage,
  AdminTeamsQuery,
  AdminUser,
  AdminUserPage,
  AdminUsersQuery,
  AuditPage,
  AuditQuery,
  UpdateAdminTeamBody,
  UpdateAdminUserBody,
} from './schemas';

/** Signing in to the admin area (a bearer token) and the site settings (`admin.routes.ts`). */
export const adminAccessEndpoints = defineEndpoints('admin', {
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    summary: 'Sign in as an administrator and get a bearer token for the admin area',
    body: AdminLoginBody,
    responses: { 200: AdminLoginResponse },
  },
  adminLogout: {
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'admin',
    summary: 'Revoke the admin token the request was sent with',
    responses: { 204: null },
  },
  getAdminMe: {
    method: 'GET',
    path: '/api/admin/me',
    auth: 'admin',
    summary: 'The administrator behind the token or session',
    responses: { 200: AdminMe },
  },
  getSiteSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'admin',
    summary: 'Every site setting',
    responses: { 200: SiteSettings },
  },
  updateSiteSettings: {
    method: 'PATCH',
    path: '/api/admin/settings',
    auth: 'admin',
    summary: 'Change site settings (only the fields sent); the change is audited',
    body: UpdateSiteSettingsBody,
    responses: { 200: SiteSettings },
  },
});

/** The admin area's overview, people, teams and audit log (`area.routes.ts`). */
export const adminAreaEndpoints = defineEndpoints('admin', {
  getAdminOverview: {
    method: 'GET',
    path: '/api/admin/overview',
    auth: 'admin',
    summary: 'The site at a glance: counts by kind, open reports, people online, daily activity',
    responses: { 200: AdminOverview },
  },
  listAdminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    summary: 'People, searched and filtered, a page at a time',
    query: AdminUsersQuery,
    responses: { 200: AdminUserPage },
  },
  updateAdminUser: {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    auth: 'admin',
    summary: 'Verify a person, suspend them (with a reason) or lift a suspension (audited)',
    params: UserIdParams,
    body: UpdateAdminUserBody,
    responses: { 200: AdminUser },
  },
  deleteAdminUser: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    auth: 'admin',
    summary: 'Delete a person’s account (audited)',
    params: UserIdParams,
    responses: { 204: null },
  },
  listAdminTeams: {
    method: 'GET',
    path: '/api/admin/teams',
    auth: 'admin',
    summary: 'Teams, searched and sorted, a page at a time',
    query: AdminTeamsQuery,
    responses: { 200: AdminTeamPage },
  },
  updateAdminTeam: {
    method: 'PATCH',
    path: '/api/admin/teams/:id',
    auth: 'admin',
    summary: 'Verify a team or correct its name, status or type (audited)',
    params: UserIdParams,
    body: UpdateAdminTeamBody,
    responses: { 200: AdminTeam },
  },
  deleteAdminTeam: {
    method: 'DELETE',
    path: '/api/admin/teams/:id',
    auth: 'admin',
    summary: 'Remove a team (audited)',
    params: UserIdParams,
    responses: { 204: null },
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'admin',
    summary: 'What administrators did, newest first',
    query: AuditQuery,
    responses: { 200: AuditPage },
  },
});

/** The admin feature's one table: what the registry, the tests and the generated browser module read. */
export const adminEndpoints = { ...adminAccessEndpoints, ...adminAreaEndpoints };
