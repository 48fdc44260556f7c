import type { RealtimeBinder } from '../../app/socket';
import { refreshMatch } from './api';

/**
 * `match-changed` (contract/src/realtime.ts): a result of a match the reader plays or organizes was submitted,
 * answered, settled or made final. The match page, the brackets, league tables and match lists read again, so an
 * open match page follows what the other side or the organizer does.
 */
export const bindMatchEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('match-changed', ({ matchId }) => void refreshMatch(queryClient, matchId));
};
