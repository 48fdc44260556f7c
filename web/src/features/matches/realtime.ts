import { checkinsApi } from '@esn/contract/checkins/routes.gen';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import type { RealtimeBinder } from '../../app/socket';
import { queryFilterAny } from '../../shared/api';

/** What a match page reads: the match, its time and its check-in. */
const matchPageReads = queryFilterAny([matchesApi.getMatch, matchesApi.getMatchSchedule, checkinsApi.getMatchCheckIn]);

/**
 * `match-changed` (contract/src/realtime.ts): a result of a match the reader plays or organizes was submitted,
 * answered, settled or made final. The match page, the brackets, league tables and match lists read again, so an
 * open match page follows what the other side or the organizer does. The matches API module (forms, uploads) comes
 * with the first such event, not with the signed-in first page.
 */
export const bindMatchEvents: RealtimeBinder = (socket, { queryClient }) => {
  // A step sent before the socket listened (or while it was down) is lost: when it (re)authenticates, the match
  // pages on screen read the match, its time and its check-in again; a page without a match asks nothing.
  socket.on('authenticated', () => {
    void queryClient.invalidateQueries({ ...matchPageReads, refetchType: 'active' });
  });
  socket.on('match-changed', ({ matchId }) => {
    void import('./api').then(
      ({ refreshMatch }) => refreshMatch(queryClient, matchId),
      (error: unknown) => console.warn('realtime: match refresh unavailable', error),
    );
  });
};
