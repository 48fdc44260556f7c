import type { Placement, RosterStint, VerifiedRecord } from '@esn/contract';
import { recordApi } from '@esn/contract/record/routes.gen';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, endpointQuery, queryFilterAny, queryKey } from '../../shared/api';

/** Every cached read of the verified record (one hide changes them together). */
const recordReads = queryFilterAny([
  recordApi.getUserRecord,
  recordApi.listUserRosterHistory,
  recordApi.listUserPlacements,
]);

/** `GET /api/users/{id}/record`: the first page of each list and every game's statistics. */
/** `given`: the record as the signed-out CV brought it (its own endpoint is for members): shown, never fetched. */
export function useVerifiedRecord(userId: string, given?: VerifiedRecord) {
  return useQuery({
    ...endpointQuery(recordApi.getUserRecord, { params: { id: userId } }),
    ...(given ? { initialData: given, enabled: false } : {}),
  });
}

type ListKind = 'roster' | 'placements';
type ItemOf<K extends ListKind> = K extends 'roster' ? RosterStint : Placement;

/**
 * A list's first page (from the record) and the pages after it, fetched from its own endpoint once asked for:
 * `items`, whether there is more, and `more()` to fetch the next page.
 */
export function useMoreRecord<K extends ListKind>(
  kind: K,
  userId: string,
  first: { items: ItemOf<K>[]; nextCursor: string | null },
) {
  const [started, setStarted] = useState(false);
  const rest = useInfiniteQuery({
    queryKey: [
      ...(kind === 'roster'
        ? queryKey(recordApi.listUserRosterHistory, { params: { id: userId } })
        : queryKey(recordApi.listUserPlacements, { params: { id: userId } })),
      'after',
      first.nextCursor,
    ],
    enabled: started && first.nextCursor !== null,
    initialPageParam: first.nextCursor,
    queryFn: async ({ pageParam, signal }) => {
      const args = { params: { id: userId }, query: { cursor: pageParam ?? undefined } };
      const page =
        kind === 'roster'
          ? await call(recordApi.listUserRosterHistory, args, { signal })
          : await call(recordApi.listUserPlacements, args, { signal });
      return page as { items: ItemOf<K>[]; nextCursor: string | null };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = [...first.items, ...(started ? (rest.data?.pages.flatMap((p) => p.items) ?? []) : [])];
  const hasMore = started ? rest.hasNextPage || rest.isPending : first.nextCursor !== null;
  const more = () => (started ? void rest.fetchNextPage() : setStarted(true));
  return { items, hasMore, more, loading: started && (rest.isPending || rest.isFetchingNextPage) };
}

/** The owner hides or shows one of his verified entries; the record is read again. Messages are the caller's. */
export function useRecordVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(hidden ? recordApi.hideRecordEntry : recordApi.unhideRecordEntry, { params: { entryId: id } }),
    onSettled: () => queryClient.invalidateQueries(recordReads),
  });
}
