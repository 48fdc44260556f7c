import { pageQuery, type FollowState, type UserPage, type UserSummary } from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/errorMessage';
import { ApiError, apiFetch, apiRequest, throwIfResNotOk } from '../../shared/lib/http';
import { toast } from '../../shared/ui/toast';

/** Page size of the followers / following lists: the contract's default for cursor pages (20). */
export const FOLLOW_PAGE_SIZE: number = pageQuery.parse({}).limit;

export type FollowListKind = 'followers' | 'following';

export const userKey = (id: string) => ['/api/users', id] as const;
export const followListKey = (id: string, kind: FollowListKind) => ['/api/users', id, kind] as const;

const userUrl = (id: string) => `/api/users/${encodeURIComponent(id)}`;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** `GET /api/users/{id}`; a 404 is an answer ("user not found"), not something to retry. */
export function useUserSummary(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => getJson<UserSummary>(userUrl(id), signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function followListUrl(id: string, kind: FollowListKind, cursor?: string | null): string {
  const query = new URLSearchParams({ limit: String(FOLLOW_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${userUrl(id)}/${kind}?${query.toString()}`;
}

/** `GET /api/users/{id}/followers|following?limit=&cursor=` → `{ items, nextCursor }`, one page at a time. */
export function useFollowList(id: string, kind: FollowListKind, enabled = true) {
  return useInfiniteQuery({
    queryKey: followListKey(id, kind),
    queryFn: ({ pageParam, signal }) => getJson<UserPage>(followListUrl(id, kind, pageParam), signal),
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
    mutationFn: (follow: boolean) => apiRequest<FollowState>(follow ? 'POST' : 'DELETE', `${userUrl(id)}/follow`),
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
