import type { Notification } from '@esn/contract';
import { hashKey, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKey } from '../../notifications/cache';
import { refreshMatch } from '../api';
import { pendingResultKey } from '../pendingResult';

/**
 * Keeps an open match page true while others act on it. The socket's `match-result-approved` drops the pending
 * result's query (spec §4, notifications/cache.ts); a new notification about this match (the other side submitted,
 * rejected, the organizer settled) lands in the notifications list. Either way the page reads the match again.
 */
export function useLiveMatch(matchId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const pendingHash = hashKey(pendingResultKey(matchId));
    const listHash = hashKey(notificationsKey);
    const seen = new Set<string>();
    const newest = () =>
      queryClient.getQueryData<InfiniteData<Notification[]>>(notificationsKey)?.pages[0]?.[0] ?? undefined;
    const first = newest();
    if (first) seen.add(first.id);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed' && event.query.queryHash === pendingHash) {
        void refreshMatch(queryClient, matchId);
      } else if (event.type === 'updated' && event.query.queryHash === listHash) {
        const latest = newest();
        if (!latest || seen.has(latest.id)) return;
        seen.add(latest.id);
        if (latest.relatedId === matchId && latest.type.startsWith('match_')) void refreshMatch(queryClient, matchId);
      }
    });
  }, [queryClient, matchId]);
}
