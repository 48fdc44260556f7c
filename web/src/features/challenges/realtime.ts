import type { RealtimeBinder } from '../../app/socket';
import { achievementsKey } from '../achievements';
import { challengesApi } from '@esn/contract/challenges/routes.gen';
import { queryFilter } from '../../shared/api';
import { challengeKeys } from './api';

/**
 * `challenge-changed` (contract/src/realtime.ts): a challenge completed, for the reader or a team he runs, changed
 * progress, XP, level, badges and the boards; `achievements-changed`: the reader's achievements. What is on screen
 * reads again (the toast itself is the notifications'.)
 */
export const bindChallengeEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('challenge-changed', ({ userId }) => {
    void queryClient.invalidateQueries(queryFilter(challengesApi.listChallenges));
    void queryClient.invalidateQueries({ queryKey: challengeKeys.mine });
    void queryClient.invalidateQueries(queryFilter(challengesApi.getLeaderboard));
    if (userId) void queryClient.invalidateQueries({ queryKey: achievementsKey(userId) });
  });
  socket.on('achievements-changed', ({ userId }) => {
    void queryClient.invalidateQueries({ queryKey: achievementsKey(userId) });
  });
};
