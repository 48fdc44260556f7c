import { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from '../../app/socket';
import { makeNotification } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { teamKey } from '../teams/api';
import { offersKey } from './api';
import { bindTransferEvents } from './realtime';

describe('transfer events', () => {
  it('marks the transfer queries stale on offer-changed, leaving teams and notifications alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(offersKey('received', undefined), { items: [] });
    queryClient.setQueryData(teamKey('falcons'), { team: {} });
    const socket = new FakeSocket();
    bindTransferEvents(socket as unknown as AppSocket, { queryClient });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    socket.receive('new-notification', makeNotification({ type: 'transfer_offer' }));
    expect(stale(offersKey('received', undefined))).toBe(false);

    socket.receive('offer-changed', { offerId: 'o1', teamId: 't1' });
    expect(stale(offersKey('received', undefined))).toBe(true);
    // A move's rosters are team-changed's business (teams/realtime.ts).
    expect(stale(teamKey('falcons'))).toBe(false);
  });
});
