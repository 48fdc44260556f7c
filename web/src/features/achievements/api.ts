import { challengesApi } from '@esn/contract/challenges/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryKey, urlOf } from '../../shared/api';

/** The person's achievements, keyed by their URL (`['/api/users/<id>/achievements']`). */
export const achievementsKey = (userId: string) =>
  queryKey(challengesApi.listUserAchievements, { params: { id: userId } });

export const achievementsUrl = (userId: string) =>
  urlOf(challengesApi.listUserAchievements, { params: { id: userId } });

/**
 * `GET /api/users/{id}/achievements`: earned achievements, XP and level. One cached answer serves the avatar
 * menu, the profile header, the About tab and the CV.
 */
export function useUserAchievements(userId: string | undefined) {
  return useQuery({
    ...endpointQuery(challengesApi.listUserAchievements, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
  });
}
