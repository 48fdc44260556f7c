import { challengesEndpoints } from './challenges/endpoints';
import { followsEndpoints } from './follows/endpoints';
import { matchesEndpoints } from './matches/endpoints';
import { profilesEndpoints } from './profiles/endpoints';
import { transfersEndpoints } from './transfers/endpoints';

/**
 * Every feature's endpoint table, by feature (the folder of its `endpoints.ts`): what the route coverage and auth
 * tests walk, and what `npm run endpoints -w server` generates the browser's zod-free route modules from.
 */
export const endpointTables = {
  follows: followsEndpoints,
  profiles: profilesEndpoints,
  matches: matchesEndpoints,
  transfers: transfersEndpoints,
  challenges: challengesEndpoints,
};
