import type { RealtimeBinder } from '../../app/socket';
import { teamsKey } from '../teams/api';
import { transfersKey } from './api';

/**
 * A transfer notification means an offer of the reader's changed (new, answered, closed) or someone moved: the
 * offer lists, the market and the history on screen read again; a completed move also changes rosters.
 */
export const bindTransferEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('new-notification', (notification) => {
    if (!notification.type.startsWith('transfer_')) return;
    void queryClient.invalidateQueries({ queryKey: transfersKey });
    if (notification.type === 'transfer_offer_accepted' || notification.type === 'transfer_player_left')
      void queryClient.invalidateQueries({ queryKey: teamsKey });
  });
};
