import type { RealtimeBinder } from '../../app/socket';
import { teamsFilter } from './api';

/**
 * `team-changed` (contract/src/realtime.ts): something changed in a team the reader is part of or runs (a new
 * application, an accepted invitation, a removal, a deleted team). The teams lists and pages on screen read again, so
 * the manage page shows the new application without a reload.
 */
export const bindTeamEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('team-changed', () => void queryClient.invalidateQueries(teamsFilter));
};
