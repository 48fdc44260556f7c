import type { UserAchievements } from '@esn/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../shared/api/http';

/** Under the person's `/api/users/{id}` key, so anything that refreshes the person refreshes these too. */
export const achievementsKey = (userId: string) => ['/api/users', userId, 'achievements'] as const;

export const achievementsUrl = (userId: string) => `/api/users/${encodeURIComponent(userId)}/achievements`;

/**
 * `GET /api/users/{id}/achievements`: earned achievements, XP and level. One cached answer serves the avatar
 * menu, the profile header, the About tab and the CV.
 */
export function useUserAchievements(userId: string | undefined) {
  return useQuery({
    queryKey: achievementsKey(userId ?? ''),
    queryFn: ({ signal }) => getJson<UserAchievements>(achievementsUrl(userId ?? ''), signal),
    enabled: Boolean(userId),
  });
}
