import type { PendingMatchResult } from '@esn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getJson } from '../../shared/api/http';
import { pendingResultKey } from '../notifications/cache';

/*
 * The pending-result lookup on its own, without the rest of the feature's API (uploads, mutations): the approval
 * dialog's host sits in the signed-in shell and should not carry the match page's code.
 */

export const matchUrl = (id: string) => `/api/matches/${encodeURIComponent(id)}`;

/** `GET /api/matches/{id}/pending-result` (spec §3): what the approval dialog and the match page show. */
export const pendingResultQuery = (matchId: string) => ({
  queryKey: pendingResultKey(matchId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getJson<PendingMatchResult>(`${matchUrl(matchId)}/pending-result`, signal),
});

/** A fresh lookup for spec §4's rule (the panel opens only when it succeeds); no retry, the click waits for it. */
export function fetchPendingResult(queryClient: QueryClient, matchId: string): Promise<PendingMatchResult> {
  return queryClient.fetchQuery({ ...pendingResultQuery(matchId), staleTime: 0, retry: false });
}
