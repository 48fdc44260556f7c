import type { RealtimeBinder } from '../../app/socket';
import { unreadMessagesKey } from './api';

/** Direct messages do not exist yet; a new one only has to move the badge without waiting for the 60 s poll. */
export const bindMessageEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('new-message', () => {
    void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
  });
};
