import { defineEndpoints } from '../endpoint';
import { UserResponse } from '../auth/schemas';
import { ChooseRoleBody } from './schemas';

/** The first step after registering: the person says what they are (player, coach or team owner). */
export const onboardingEndpoints = defineEndpoints('onboarding', {
  chooseRole: {
    method: 'POST',
    path: '/api/onboarding/role',
    summary: 'Choose one’s role once, right after registering',
    body: ChooseRoleBody,
    responses: { 200: UserResponse },
  },
});
