import type { AppContext } from '../../context';
import type { Realtime } from '../../lib/realtime';
import { rosterRepository } from '../teams/roster.repository';

/**
 * `challenge-changed` and `achievements-changed` (contract/src/realtime.ts) for the challenges page, the leaderboard
 * and the XP, level and badges on one's profile. A completed challenge reaches whoever it was completed for (the
 * person; for a team its owner, managers and who joined it for the team), an achievement the person who unlocked it.
 */
export function registerChallengeLive(ctx: AppContext, realtime: Realtime): void {
  ctx.events.on('challenge.completed', async ({ challenge, subject, joinedById }) => {
    const team = subject.kind === 'team';
    const recipients = team ? [...(await rosterRepository.leaderIds(ctx.db, subject.id)), joinedById] : [subject.id];
    const payload = { challengeId: challenge.id, userId: team ? null : subject.id, teamId: team ? subject.id : null };
    for (const userId of new Set(recipients)) if (userId) realtime.toUser(userId, 'challenge-changed', payload);
  });
  ctx.events.on('achievement.unlocked', ({ userId }) => realtime.toUser(userId, 'achievements-changed', { userId }));
}
