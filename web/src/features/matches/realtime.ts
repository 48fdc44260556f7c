import type { Query } from '@tanstack/react-query';
import type { RealtimeBinder } from '../../app/socket';

/** A match (`/api/matches/{id}`), its time or its check-in: what a match page reads. */
const MATCH_PAGE_READ = /^\/api\/matches\/[^/]+(\/(schedule|check-in))?$/;
const isMatchPageQuery = (query: Query) =>
  typeof query.queryKey[0] === 'string' && MATCH_PAGE_READ.test(query.queryKey[0]);

/**
 * `match-changed` (contract/src/realtime.ts): a result of a match the reader plays or organizes was submitted,
 * answered, settled or made final. The match page, the brackets, league tables and match lists read again, so an
 * open match page follows what the other side or the organizer does. The matches API module (forms, uploads) comes
 * with the first such event, not with the signed-in first page.
 */
export const bindMatchEvents: RealtimeBinder = (socket, { queryClient }) => {
  // A step sent before the socket listened (or while it was down) is lost: when it (re)authenticates, the match
  // pages on screen read the match, its time and its check-in again. Keys are paths: no API module is needed here,
  // and a page without a match asks nothing.
  socket.on('authenticated', () => {
    void queryClient.invalidateQueries({ predicate: isMatchPageQuery, refetchType: 'active' });
  });
  socket.on('match-changed', ({ matchId }) => {
    void import('./api').then(
      ({ refreshMatch }) => refreshMatch(queryClient, matchId),
      (error: unknown) => console.warn('realtime: match refresh unavailable', error),
    );
  });
};
