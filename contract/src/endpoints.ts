import { accountEndpoints } from './account/endpoints';
import { adminEndpoints } from './admin/endpoints';
import { authEndpoints } from './auth/endpoints';
import { followsEndpoints } from './follows/endpoints';
import { healthEndpoints } from './health/endpoints';
import { onboardingEndpoints } from './onboarding/endpoints';
import { profilesEndpoints } from './profiles/endpoints';
import { safetyEndpoints } from './safety/endpoints';
import { settingsEndpoints } from './settings/endpoints';

/**
 * Every feature's endpoint table, by feature (the folder of its `endpoints.ts`): what the route coverage and auth
 * tests walk, and what `npm run endpoints -w server` generates the browser's zod-free route modules from.
 */
export const endpointTables = {
  follows: followsEndpoints,
  profiles: profilesEndpoints,
  auth: authEndpoints,
  onboarding: onboardingEndpoints,
  settings: settingsEndpoints,
  health: healthEndpoints,
  account: accountEndpoints,
  admin: adminEndpoints,
  safety: safetyEndpoints,
};
