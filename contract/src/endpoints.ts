import { accountEndpoints } from './account/endpoints';
import { adminEndpoints } from './admin/endpoints';
import { authEndpoints } from './auth/endpoints';
import { careerEndpoints } from './career/endpoints';
import { connectionsEndpoints } from './connections/endpoints';
import { cvEndpoints } from './cv/endpoints';
import { followsEndpoints } from './follows/endpoints';
import { messagesEndpoints } from './messages/endpoints';
import { notificationsEndpoints } from './notifications/endpoints';
import { postsEndpoints } from './posts/endpoints';
import { profilesEndpoints } from './profiles/endpoints';
import { searchEndpoints } from './search/endpoints';
import { uploadsEndpoints } from './uploads/endpoints';
import { leaguesEndpoints } from './leagues/endpoints';
import { tournamentsEndpoints } from './tournaments/endpoints';
import { healthEndpoints } from './health/endpoints';
import { onboardingEndpoints } from './onboarding/endpoints';
import { safetyEndpoints } from './safety/endpoints';
import { settingsEndpoints } from './settings/endpoints';
import { teamsEndpoints } from './teams/endpoints';
import { challengesEndpoints } from './challenges/endpoints';
import { matchesEndpoints } from './matches/endpoints';
import { transfersEndpoints } from './transfers/endpoints';
import { ratingsEndpoints } from './ratings/endpoints';
import { recordEndpoints } from './record/endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import { checkinsEndpoints } from './checkins/endpoints';
import { pushEndpoints } from './push/endpoints';

/**
 * Every feature's endpoint table, by feature (the folder of its `endpoints.ts`): what the route coverage and auth
 * tests walk, and what `npm run endpoints -w server` generates the browser's zod-free route modules from.
 */
export const endpointTables = {
  career: careerEndpoints,
  connections: connectionsEndpoints,
  cv: cvEndpoints,
  follows: followsEndpoints,
  leagues: leaguesEndpoints,
  profiles: profilesEndpoints,
  notifications: notificationsEndpoints,
  messages: messagesEndpoints,
  posts: postsEndpoints,
  uploads: uploadsEndpoints,
  search: searchEndpoints,
  tournaments: tournamentsEndpoints,
  auth: authEndpoints,
  onboarding: onboardingEndpoints,
  settings: settingsEndpoints,
  health: healthEndpoints,
  account: accountEndpoints,
  admin: adminEndpoints,
  safety: safetyEndpoints,
  teams: teamsEndpoints,
  matches: matchesEndpoints,
  transfers: transfersEndpoints,
  challenges: challengesEndpoints,
  ratings: ratingsEndpoints,
  record: recordEndpoints,
  calendar: calendarEndpoints,
  checkins: checkinsEndpoints,
  push: pushEndpoints,
};
