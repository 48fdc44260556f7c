import { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from '../../app/socket';
import { makeNotification } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { teamKey, teamsKey } from './api';
import { bindTeamEvents } from './realtime';

describe('team events', () => {
  it('marks the teams queries stale on a team notification, and leaves them alone otherwise', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKey('falcons'), { team: {} });
    const socket = new FakeSocket();
    bindTeamEvents(socket as unknown as AppSocket, { queryClient });

    socket.receive('new-notification', makeNotification({ type: 'follow' }));
    expect(queryClient.getQueryState(teamKey('falcons'))?.isInvalidated).toBe(false);

    socket.receive(
      'new-notification',
      makeNotification({ type: 'team_application', params: { team: 'F', slug: 'falcons' } }),
    );
    expect(queryClient.getQueryState(teamKey('falcons'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: teamsKey }).length).toBe(1);
  });
});
