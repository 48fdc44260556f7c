import type { BlockList, CreateReportBody, PublicUser, ReportReason, ReportTargetType } from '@esn/contract';
import { postsApi } from '@esn/contract/posts/routes.gen';
import { safetyApi } from '@esn/contract/safety/routes.gen';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilterAny, queryKey } from '../../shared/api';
import { connectionStatusKey, networkFilter } from '../network';
import { profileKey, userKey } from '../profile';

/**
 * The contract's reasons in the order the dialog lists them. Written out rather than read from the zod enum: this
 * module is on every page with posts, and zod stays out of the code a first screen needs (a test checks the list).
 */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'impersonation',
  'cheating',
  'other',
] as const satisfies readonly ReportReason[];

/** The contract's limit of `details`. */
export const REPORT_DETAILS_MAX = 1000;

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** `POST /api/reports`; a second report of the same thing while the first is open answers 409 `report_exists`. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => call(safetyApi.createReport, { body }),
  });
}

export const blocksKey = queryKey(safetyApi.listMyBlocks);
export type BlockedUser = BlockList['items'][number];

/**
 * `GET /api/me/blocks`: the people the reader blocked, newest first. Only the reader's own actions change it, and
 * those update the cache, so it is read once and kept.
 */
export function useBlocks(enabled = true) {
  return useQuery({
    ...endpointQuery(safetyApi.listMyBlocks),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Whether the reader blocked this person; `undefined` until the list is known (or when it cannot be read). */
export function useIsBlocked(userId: string, enabled = true): boolean | undefined {
  const blocks = useBlocks(enabled);
  return blocks.data ? blocks.data.items.some((item) => item.id === userId) : undefined;
}

function withBlock(list: BlockList | undefined, person: PublicUser, blocked: boolean): BlockList | undefined {
  if (!list) return list;
  const others = list.items.filter((item) => item.id !== person.id);
  if (!blocked) return { items: others };
  const { id, nickname, firstName, lastName, avatarUrl, profileImageUrl, userType } = person;
  const entry = { id, nickname, firstName, lastName, avatarUrl, profileImageUrl, userType };
  return { items: [{ ...entry, blockedAt: new Date().toISOString() }, ...others] };
}

/**
 * What a block changes elsewhere: the person's counts and follow state, the connection between the two, the
 * network lists, and the walls (their posts leave mine). Walls are only marked stale, so the list the reader looks
 * at does not jump; they refresh on the next visit.
 */
const wallReads = queryFilterAny([postsApi.getFeed, postsApi.listUserPosts, postsApi.listTagPosts]);

function invalidateAfterBlock(queryClient: QueryClient, userId: string, viewerId: string | undefined) {
  void queryClient.invalidateQueries({ queryKey: userKey(userId), exact: true });
  void queryClient.invalidateQueries({ queryKey: profileKey(userId), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: connectionStatusKey(userId) });
  void queryClient.invalidateQueries({ ...networkFilter, refetchType: 'none' });
  void queryClient.invalidateQueries({ ...wallReads, refetchType: 'none' });
  if (viewerId) void queryClient.invalidateQueries({ queryKey: userKey(viewerId), exact: true });
}

/** `POST` (block) or `DELETE /api/users/{id}/block` (unblock); the blocked list follows the answer. */
export function useSetBlocked(person: PublicUser, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      call(block ? safetyApi.blockUser : safetyApi.unblockUser, { params: { id: person.id } }),
    onSuccess: (state, block) => {
      const blocked = typeof state?.blocked === 'boolean' ? state.blocked : block;
      queryClient.setQueryData<BlockList>(blocksKey, (list) => withBlock(list, person, blocked));
      invalidateAfterBlock(queryClient, person.id, viewerId);
    },
  });
}
