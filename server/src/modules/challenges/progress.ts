import type { ChallengeMetric } from '@esn/contract';
import type { AppContext } from '../../context';
import type { ChallengeParticipationRow, ChallengeRow } from '../../db/schema/index';
import { challengesRepository } from './challenges.repository';
import { countMetric, type Subject, type Window } from './metrics';

/** The actions of a participation that count: from joining (or the challenge's start, if later) to its end. */
function windowOf(
  c: Pick<ChallengeRow, 'startsAt' | 'endsAt'>,
  p: Pick<ChallengeParticipationRow, 'joinedAt'>,
): Window {
  const from = c.startsAt && c.startsAt > p.joinedAt ? c.startsAt : p.joinedAt;
  return { from, to: c.endsAt };
}

/**
 * Recounts the open participations of these people and teams in challenges counting one of `metrics`, from the data
 * (so an event seen twice, or late, never counts twice), and completes those that reached their target: the status
 * changes once, and the XP and badge are awarded once with it.
 */
export async function recount(
  ctx: AppContext,
  subjects: Subject[],
  metrics: readonly ChallengeMetric[],
): Promise<void> {
  const seen = new Set<string>();
  for (const subject of subjects) {
    const key = `${subject.kind}:${subject.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const { p, c } of await challengesRepository.open(ctx.db, subject, metrics)) {
      const value = await countMetric(ctx.db, c.metric, subject, windowOf(c, p));
      if (value < c.targetValue) {
        if (value !== p.progress) await challengesRepository.setProgress(ctx.db, p.id, value);
        continue;
      }
      await completeParticipation(ctx, c, p, subject);
    }
  }
}

async function completeParticipation(
  ctx: AppContext,
  c: ChallengeRow,
  p: ChallengeParticipationRow,
  subject: Subject,
): Promise<void> {
  const at = ctx.clock.now();
  // The XP, the badge and the outbox row of the completion's notification commit together.
  const completed = await ctx.db.transaction(async (tx) => {
    if (!(await challengesRepository.complete(tx, p.id, c.id, c.targetValue, at))) return false;
    await challengesRepository.award(
      tx,
      subject,
      { amount: c.xpReward, sourceId: p.id, challengeId: c.id, badge: c.badgeReward },
      at,
    );
    await ctx.events.emitInTx(tx, 'challenge.completed', {
      participationId: p.id,
      challenge: { id: c.id, title: c.title, titleEn: c.titleEn, xpReward: c.xpReward, badgeReward: c.badgeReward },
      subject,
      joinedById: p.joinedById,
    });
    return true;
  });
  if (completed) ctx.leaderboard.changed();
}
