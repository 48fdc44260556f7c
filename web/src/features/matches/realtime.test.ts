import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { AppSocket } from '../../app/socket';
import { makeNotification } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { checkinsApi } from '@esn/contract/checkins/routes.gen';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { queryKey } from '../../shared/api';
import { pendingResultKey } from './api';
import { bindMatchEvents } from './realtime';

const matchKey = (id: string) => queryKey(matchesApi.getMatch, { params: { id } });
const scheduleKey = (id: string) => queryKey(matchesApi.getMatchSchedule, { params: { id } });
const checkInKey = (id: string) => queryKey(checkinsApi.getMatchCheckIn, { params: { id } });

describe('match events', () => {
  it('reads the match, its pending result, time, check-in and the brackets again on match-changed, not on a notification', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(matchKey('m1'), {});
    queryClient.setQueryData(pendingResultKey('m1'), {});
    queryClient.setQueryData(scheduleKey('m1'), {});
    queryClient.setQueryData(checkInKey('m1'), {});
    queryClient.setQueryData(checkInKey('m2'), {});
    const socket = new FakeSocket();
    bindMatchEvents(socket as unknown as AppSocket, { queryClient });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    socket.receive('new-notification', makeNotification({ type: 'match_result', relatedId: 'm1' }));
    expect(stale(matchKey('m1'))).toBe(false);

    socket.receive('match-changed', { matchId: 'm1', tournamentId: 't1', leagueId: null });
    await waitFor(() => expect(stale(matchKey('m1'))).toBe(true));
    expect(stale(pendingResultKey('m1'))).toBe(true);
    expect(stale(scheduleKey('m1'))).toBe(true);
    expect(stale(checkInKey('m1'))).toBe(true);
    expect(stale(checkInKey('m2'))).toBe(false);
  });

  it('reads the match pages on screen again when the socket (re)authenticates, and nothing else', async () => {
    const queryClient = new QueryClient();
    for (const key of [matchKey('m1'), scheduleKey('m1'), checkInKey('m1'), ['/api/notifications']])
      queryClient.setQueryData(key, {});
    const socket = new FakeSocket();
    bindMatchEvents(socket as unknown as AppSocket, { queryClient });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    socket.receive('authenticated', { userId: 'me' });
    await waitFor(() => expect(stale(checkInKey('m1'))).toBe(true));
    expect(stale(matchKey('m1'))).toBe(true);
    expect(stale(scheduleKey('m1'))).toBe(true);
    expect(stale(['/api/notifications'])).toBe(false);
  });
});
