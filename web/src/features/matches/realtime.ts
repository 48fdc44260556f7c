import type { RealtimeBinder } from '../../app/socket';

/**
 * `match-changed` (contract/src/realtime.ts): a result of a match the reader plays or organizes was submitted,
 * answered, settled or made final. The match page, the brackets, league tables and match lists read again, so an
 * open match page follows what the other side or the organizer does. The matches API module (forms, uploads) comes
 * with the first such event, not with the signed-in first page.
 */
export const bindMatchEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('match-changed', ({ matchId }) => {
    void import('./api').then(
      ({ refreshMatch }) => refreshMatch(queryClient, matchId),
      (error: unknown) => console.warn('realtime: match refresh unavailable', error),
    );
  });
};
