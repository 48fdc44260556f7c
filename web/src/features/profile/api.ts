import {
  DEFAULT_PAGE_SIZE,
  type CompletenessInput,
  type ProfileResponse,
  type UpdateProfileBody,
  type User,
  type UserSummary,
} from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/errorMessage';
import { followsApi } from '@esn/contract/follows/routes.gen';
import { profilesApi } from '@esn/contract/profiles/routes.gen';
import { call, endpointQuery, isNotFound, queryKey } from '../../shared/api';
import { toast } from '../../shared/ui/toast';
import { currentUserKey } from '../auth';

/** Page size of the followers / following lists: the contract's default for cursor pages (20). */
export const FOLLOW_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

export type FollowListKind = 'followers' | 'following';

export const userKey = (id: string) => queryKey(followsApi.getUserSummary, { params: { id } });
const followListKey = (id: string, kind: FollowListKind) => queryKey(followListRoute[kind], { params: { id } });
const followListRoute = { followers: followsApi.listFollowers, following: followsApi.listFollowing } as const;

export { isNotFound };

/** `GET /api/users/{id}`; a 404 is an answer ("user not found"), not something to retry. */
export function useUserSummary(id: string) {
  return useQuery({
    ...endpointQuery(followsApi.getUserSummary, { params: { id } }),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** `GET /api/users/{id}/followers|following?limit=&cursor=` → `{ items, nextCursor }`, one page at a time. */
export function useFollowList(id: string, kind: FollowListKind, enabled = true) {
  return useInfiniteQuery({
    queryKey: followListKey(id, kind),
    queryFn: ({ pageParam, signal }) =>
      call(
        followListRoute[kind],
        { params: { id }, query: { limit: FOLLOW_PAGE_SIZE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** The summary as it looks once `follow` is applied: what the optimistic update shows before the server answers. */
export function withFollow(summary: UserSummary, follow: boolean): UserSummary {
  if (summary.isFollowing === follow) return summary;
  return { ...summary, isFollowing: follow, followers: Math.max(0, summary.followers + (follow ? 1 : -1)) };
}

/**
 * Follow (`POST`) or unfollow (`DELETE /api/users/{id}/follow`), shown at once and rolled back with an error
 * toast when the server refuses (e.g. `cannot_follow_self`).
 */
export function useFollowMutation(id: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  const key = userKey(id);
  return useMutation({
    mutationFn: (follow: boolean) => call(follow ? followsApi.followUser : followsApi.unfollowUser, { params: { id } }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<UserSummary>(key);
      if (previous) queryClient.setQueryData<UserSummary>(key, withFollow(previous, follow));
      return { previous };
    },
    onError: (error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ variant: 'error', description: errorMessage(error, t) });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<UserSummary>(key, (current) =>
        current ? { ...current, isFollowing: state.following, followers: state.followers } : current,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: followListKey(id, 'followers') });
      if (viewerId) {
        void queryClient.invalidateQueries({ queryKey: userKey(viewerId), exact: true });
        void queryClient.invalidateQueries({ queryKey: followListKey(viewerId, 'following') });
      }
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Profiles (GET /api/profiles/{id}, PATCH /api/profiles/me, view tracking, the admin's verified flag)

export const profileKey = (id: string) => queryKey(profilesApi.getProfile, { params: { id } });

/**
 * `GET /api/profiles/{id}`: the person and their profile. The person part also fills the summary cache that the
 * header and the follow button share, so the page needs one request, not two.
 */
export function useProfile(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: profileKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const response = await call(profilesApi.getProfile, { params: { id: id ?? '' } }, { signal });
      queryClient.setQueryData<UserSummary>(userKey(response.user.id), response.user);
      return response;
    },
    enabled: Boolean(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** The checklist input of the contract's completeness functions, from what the server answered. */
export function completenessInputOf({ user, profile }: ProfileResponse): CompletenessInput {
  return {
    avatarUrl: user.avatarUrl ?? user.profileImageUrl,
    firstName: user.firstName,
    lastName: user.lastName,
    biography: profile.biography,
    location: profile.location,
    birthDate: profile.birthDate,
    games: profile.games,
    skillLevel: profile.skillLevel,
    socialLinks: profile.socialLinks,
    coverImageUrl: profile.coverImageUrl,
  };
}

/**
 * `PATCH /api/profiles/me` with only the changed fields. The answer replaces the cached profile, the summary
 * and the signed-in user's name and avatar (the top bar shows them). Messages are the caller's to show.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(profilesApi.updateMyProfile, { body }),
    onSuccess: (response) => {
      const { user } = response;
      queryClient.setQueryData(profileKey(user.id), response);
      queryClient.setQueryData<UserSummary>(userKey(user.id), user);
      queryClient.setQueryData<User | null>(currentUserKey, (current) =>
        current && current.id === user.id
          ? { ...current, firstName: user.firstName, lastName: user.lastName, avatarUrl: user.avatarUrl }
          : current,
      );
    },
  });
}

const PROFILE_VIEW_WARNING = 'Failed to track profile view';

/**
 * `POST /api/profiles/{id}/view`, once per page visit and never for one's own profile. Counting is the
 * server's business (once per viewer per day), so a failure is only logged, never shown (spec §8).
 */
export function useTrackProfileView(id: string, enabled: boolean) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || sent.current === id) return;
    sent.current = id;
    call(profilesApi.trackProfileView, { params: { id } }).catch((error: unknown) => {
      console.warn(PROFILE_VIEW_WARNING, error);
    });
  }, [id, enabled]);
}

/** `PATCH /api/admin/users/{id}/verified` (admins only); the profile shows the answer's flag. */
export function useSetVerified(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: (verified: boolean) => call(profilesApi.setUserVerified, { params: { id }, body: { verified } }),
    onSuccess: ({ verified }) => {
      queryClient.setQueryData<ProfileResponse>(profileKey(id), (current) =>
        current ? { ...current, profile: { ...current.profile, verified } } : current,
      );
      toast({ variant: 'success', description: t(verified ? 'verified.done' : 'verified.undone') });
    },
    onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
  });
}
