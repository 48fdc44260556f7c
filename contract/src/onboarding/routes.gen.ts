// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { onboardingEndpoints as E } from './endpoints';

export const onboardingApi = {
  chooseRole: route<(typeof E)['chooseRole']>('chooseRole', 'POST', '/api/onboarding/role', 'user'),
};
