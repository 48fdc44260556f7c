import { defineEndpoints } from '../endpoint';
import { CalendarFeedState, CalendarTokenParams } from './schemas';

/** The calendar feed (issue 27): the owner reads and replaces its address; calendar apps read it without a session. */
export const calendarEndpoints = defineEndpoints('calendar', {
  getMyCalendarFeed: {
    method: 'GET',
    path: '/api/calendar',
    summary: 'Whether one has a calendar feed, and its secret address',
    responses: { 200: CalendarFeedState },
  },
  regenerateMyCalendarFeed: {
    method: 'POST',
    path: '/api/calendar/regenerate',
    summary: 'Create one’s calendar feed, or give it a new secret address (the old one stops working at once)',
    description:
      'The events’ titles are written in the language of this request (Accept-Language), which the feed keeps.',
    responses: { 200: CalendarFeedState },
  },
  deleteMyCalendarFeed: {
    method: 'DELETE',
    path: '/api/calendar',
    summary: 'Turn one’s calendar feed off: its address stops working at once (a new one can be made later)',
    responses: { 204: null },
  },
  getCalendarFeedFile: {
    method: 'GET',
    path: '/api/calendar/:token.ics',
    auth: 'public',
    summary: 'A calendar feed (iCalendar, text/calendar) for calendar apps',
    description:
      'The owner’s upcoming scheduled matches, the key dates of the tournaments they (or their team) entered, their ' +
      'teams’ league starts, and the rounds’ play-by deadlines, with ' +
      'stable UIDs so that a calendar app updates its events on each fetch. No session: the secret address is the ' +
      'key. 404 for an unknown or replaced address.',
    params: CalendarTokenParams,
    responses: { 200: null },
  },
});
