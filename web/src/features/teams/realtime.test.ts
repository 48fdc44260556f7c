import { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from '../../app/socket';
import { makeNotification } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { myTeamsKey, teamKey, teamsFilter } from './api';
import { bindTeamEvents } from './realtime';

describe('team events', () => {
  it('marks the teams queries stale on team-changed, and not on a notification (not even a team one)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKey('falcons'), { team: {} });
    queryClient.setQueryData(myTeamsKey, { items: [] });
    const socket = new FakeSocket();
    bindTeamEvents(socket as unknown as AppSocket, { queryClient });

    socket.receive(
      'new-notification',
      makeNotification({ type: 'team_application', params: { team: 'F', slug: 'falcons' } }),
    );
    expect(queryClient.getQueryState(teamKey('falcons'))?.isInvalidated).toBe(false);

    socket.receive('team-changed', { teamId: 't1', slug: 'falcons' });
    expect(queryClient.getQueryState(teamKey('falcons'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(myTeamsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryCache().findAll(teamsFilter).length).toBe(2);
  });
});
