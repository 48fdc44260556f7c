import type { PendingMatchResult } from '@esn/contract';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, queryKey } from '../../shared/api';

/*
 * The pending-result lookup on its own, without the rest of the feature's API (uploads, mutations): the approval
 * dialog's host sits in the signed-in shell and should not carry the match page's code.
 */

/**
 * The pending result's cache key (`['/api/matches/<id>/pending-result']`): the matches feature's own, for the
 * notifications cache to drop on `match-result-approved` (spec §4) and for the match page to watch.
 */
export const pendingResultKey = (matchId: string) => queryKey(matchesApi.getPendingResult, { params: { id: matchId } });

/** `GET /api/matches/{id}/pending-result` (spec §3): what the approval dialog and the match page show. */
export const pendingResultQuery = (matchId: string) =>
  endpointQuery(matchesApi.getPendingResult, { params: { id: matchId } });

/** A fresh lookup for spec §4's rule (the panel opens only when it succeeds); no retry, the click waits for it. */
export function fetchPendingResult(queryClient: QueryClient, matchId: string): Promise<PendingMatchResult> {
  return queryClient.fetchQuery({ ...pendingResultQuery(matchId), staleTime: 0, retry: false });
}
