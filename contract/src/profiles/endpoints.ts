import { defineEndpoints } from '../endpoint';
import { UserIdParams } from '../users/schemas';
import { ProfileResponse, SetVerifiedBody, UpdateProfileBody, VerifiedState } from './schemas';

/** Profiles: anyone signed in reads; only the owner edits (`/me`, so by construction); admins set the verified flag. */
export const profilesEndpoints = defineEndpoints('profiles', {
  getMyProfile: {
    method: 'GET',
    path: '/api/profiles/me',
    summary: 'The signed-in person’s own profile',
    responses: { 200: ProfileResponse },
  },
  getProfile: {
    method: 'GET',
    path: '/api/profiles/:id',
    summary: 'A person and their profile (birth date only to its owner)',
    params: UserIdParams,
    responses: { 200: ProfileResponse },
  },
  updateMyProfile: {
    method: 'PATCH',
    path: '/api/profiles/me',
    summary: 'Change one’s own profile (only the fields sent)',
    body: UpdateProfileBody,
    responses: { 200: ProfileResponse },
  },
  trackProfileView: {
    method: 'POST',
    path: '/api/profiles/:id/view',
    summary: 'Count a visit to someone’s profile (once per viewer per day; never one’s own)',
    params: UserIdParams,
    responses: { 204: null },
  },
  setUserVerified: {
    method: 'PATCH',
    path: '/api/admin/users/:id/verified',
    auth: 'admin',
    tag: 'admin',
    summary: 'Mark a person’s profile verified, or not',
    params: UserIdParams,
    body: SetVerifiedBody,
    responses: { 200: VerifiedState },
  },
});
