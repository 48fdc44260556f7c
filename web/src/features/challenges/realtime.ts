import type { RealtimeBinder } from '../../app/socket';
import { achievementsKey } from '../achievements/api';
import { challengesKey, leaderboardKey } from './api';

/**
 * A completed challenge changes the reader's progress, XP, level, badges and the boards; an unlocked
 * achievement changes his achievements. What is on screen reads again (the toast itself is the notifications'.)
 */
export const bindChallengeEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('new-notification', (notification) => {
    if (notification.type !== 'challenge_completed' && notification.type !== 'achievement_unlocked') return;
    void queryClient.invalidateQueries({ queryKey: achievementsKey(notification.recipientId) });
    if (notification.type === 'challenge_completed') {
      void queryClient.invalidateQueries({ queryKey: challengesKey });
      void queryClient.invalidateQueries({ queryKey: leaderboardKey });
    }
  });
};
