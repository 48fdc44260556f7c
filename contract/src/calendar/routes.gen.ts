// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { calendarEndpoints as E } from './endpoints';

export const calendarApi = {
  getMyCalendarFeed: route<(typeof E)['getMyCalendarFeed']>('getMyCalendarFeed', 'GET', '/api/calendar', 'user'),
  regenerateMyCalendarFeed: route<(typeof E)['regenerateMyCalendarFeed']>(
    'regenerateMyCalendarFeed',
    'POST',
    '/api/calendar/regenerate',
    'user',
  ),
  deleteMyCalendarFeed: route<(typeof E)['deleteMyCalendarFeed']>(
    'deleteMyCalendarFeed',
    'DELETE',
    '/api/calendar',
    'user',
  ),
  getCalendarFeedFile: route<(typeof E)['getCalendarFeedFile']>(
    'getCalendarFeedFile',
    'GET',
    '/api/calendar/:token.ics',
    'public',
  ),
};
