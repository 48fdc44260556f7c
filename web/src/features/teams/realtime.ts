import type { RealtimeBinder } from '../../app/socket';
import { teamsKey } from './api';

/**
 * A team notification means something changed in a team the reader is part of or runs (a new application,
 * an accepted invitation, a removal, a deleted team): the teams lists and pages on screen read again, so the
 * manage page shows the new application without a reload.
 */
export const bindTeamEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('new-notification', (notification) => {
    if (notification.type.startsWith('team_')) void queryClient.invalidateQueries({ queryKey: teamsKey });
  });
};
