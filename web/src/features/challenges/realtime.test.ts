import { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from '../../app/socket';
import { makeNotification } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { achievementsKey } from '../achievements/api';
import { challengeKeys } from './api';
import { bindChallengeEvents } from './realtime';

describe('challenge events', () => {
  function setup() {
    const queryClient = new QueryClient();
    for (const key of [challengeKeys.mine, challengeKeys.list('all'), challengeKeys.leaderboard('all', 'week')]) {
      queryClient.setQueryData(key, {});
    }
    queryClient.setQueryData(achievementsKey('u1'), {});
    const socket = new FakeSocket();
    bindChallengeEvents(socket as unknown as AppSocket, { queryClient });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { socket, stale };
  }

  it('reads progress, boards and the reader’s level again when his challenge is completed', () => {
    const { socket, stale } = setup();
    socket.receive('new-notification', makeNotification({ type: 'challenge_completed', recipientId: 'u1' }));
    expect(stale(challengeKeys.mine)).toBe(false);

    socket.receive('challenge-changed', { challengeId: 'c1', userId: 'u1', teamId: null });
    expect(stale(challengeKeys.mine)).toBe(true);
    expect(stale(challengeKeys.list('all'))).toBe(true);
    expect(stale(challengeKeys.leaderboard('all', 'week'))).toBe(true);
    expect(stale(achievementsKey('u1'))).toBe(true);
  });

  it('a team’s completed challenge reads progress and boards again, not a person’s achievements', () => {
    const { socket, stale } = setup();
    socket.receive('challenge-changed', { challengeId: 'c1', userId: null, teamId: 't1' });
    expect(stale(challengeKeys.mine)).toBe(true);
    expect(stale(challengeKeys.leaderboard('all', 'week'))).toBe(true);
    expect(stale(achievementsKey('u1'))).toBe(false);
  });

  it('reads only the achievements again when one is unlocked', () => {
    const { socket, stale } = setup();
    socket.receive('new-notification', makeNotification({ type: 'achievement_unlocked', recipientId: 'u1' }));
    expect(stale(achievementsKey('u1'))).toBe(false);
    socket.receive('achievements-changed', { userId: 'u1' });
    expect(stale(achievementsKey('u1'))).toBe(true);
    expect(stale(challengeKeys.mine)).toBe(false);
  });
});
