// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { authEndpoints as E } from './endpoints';

export const authApi = {
  register: route<(typeof E)['register']>('register', 'POST', '/api/auth/register', 'public'),
  login: route<(typeof E)['login']>('login', 'POST', '/api/auth/login', 'public'),
  getCurrentUser: route<(typeof E)['getCurrentUser']>('getCurrentUser', 'GET', '/api/auth/user', 'user'),
  logoutNavigation: route<(typeof E)['logoutNavigation']>('logoutNavigation', 'GET', '/api/logout', 'public'),
  logout: route<(typeof E)['logout']>('logout', 'POST', '/api/auth/logout', 'public'),
  requestPasswordReset: route<(typeof E)['requestPasswordReset']>(
    'requestPasswordReset',
    'POST',
    '/api/auth/forgot-password',
    'public',
  ),
  resetPassword: route<(typeof E)['resetPassword']>('resetPassword', 'POST', '/api/auth/reset-password', 'public'),
};
