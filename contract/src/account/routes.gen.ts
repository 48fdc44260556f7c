// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { accountEndpoints as E } from './endpoints';

export const accountApi = {
  exportMyData: route<(typeof E)['exportMyData']>('exportMyData', 'GET', '/api/me/export', 'user'),
  getMyLanguage: route<(typeof E)['getMyLanguage']>('getMyLanguage', 'GET', '/api/me/language', 'user'),
  setMyLanguage: route<(typeof E)['setMyLanguage']>('setMyLanguage', 'PUT', '/api/me/language', 'user'),
  changeMyEmail: route<(typeof E)['changeMyEmail']>('changeMyEmail', 'PATCH', '/api/me/email', 'user'),
  changeMyPassword: route<(typeof E)['changeMyPassword']>('changeMyPassword', 'PATCH', '/api/me/password', 'user'),
  deleteMyAccount: route<(typeof E)['deleteMyAccount']>('deleteMyAccount', 'DELETE', '/api/me', 'user'),
};
