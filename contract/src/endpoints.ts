import { careerEndpoints } from './career/endpoints';
import { connectionsEndpoints } from './connections/endpoints';
import { followsEndpoints } from './follows/endpoints';
import { profilesEndpoints } from './profiles/endpoints';
import { teamsEndpoints } from './teams/endpoints';

/**
 * Every feature's endpoint table, by feature (the folder of its `endpoints.ts`): what the route coverage and auth
 * tests walk, and what `npm run endpoints -w server` generates the browser's zod-free route modules from.
 */
export const endpointTables = {
  career: careerEndpoints,
  connections: connectionsEndpoints,
  follows: followsEndpoints,
  profiles: profilesEndpoints,
  teams: teamsEndpoints,
};
