import type { ChallengeMetric } from '@esn/contract';
import type { AppContext } from '../../context';
import type { ChallengeParticipationRow, ChallengeRow } from '../../db/schema/index';
import { challengesRepository } from './challenges.repository';
import { leaderboardRepository } from './leaderboard.repository';
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
  const standing = await ctx.db.transaction(async (tx) => {
    if (!(await challengesRepository.complete(tx, p.id, c.id, c.targetValue, at))) return undefined;
    const awarded = await challengesRepository.award(
      tx,
      subject,
      { amount: c.xpReward, sourceId: p.id, challengeId: c.id, badge: c.badgeReward, badgeEn: c.badgeRewardEn },
      at,
    );
    await ctx.events.emitInTx(tx, 'challenge.completed', {
      participationId: p.id,
      challenge: {
        id: c.id,
        title: c.title,
        titleEn: c.titleEn,
        xpReward: c.xpReward,
        badgeReward: c.badgeReward,
        badgeRewardEn: c.badgeRewardEn,
      },
      subject,
      joinedById: p.joinedById,
    });
    // After the award's update of xp_totals, which holds the subject's row until the commit: these totals include
    // every earlier award of the subject, so the processes applying them (the larger total wins) end up exact.
    return awarded ? leaderboardRepository.standingOf(tx, subject, at) : null;
  });
  if (standing) ctx.leaderboard.awarded(standing);
}

const COACHING_BACKFILL = 'challenges-teams-coached-v1';

/**
 * Once per database: "coach a team" participations recounted from who coaches what now. Before `teams_coached`
 * counted the current roster, it counted only coaching begun after joining, so coaches who already coached stayed
 * at 0/1; their stored progress only moves when a roster event concerns them, which may never come. This brings
 * every such participation to the current state (completing it, with its XP, where the target is met).
 *
 * The recount runs before the `backfills` row is written: a recount reads the data and a completion happens once
 * (a conditional update), so a crash half-way or two processes at once only repeat harmless work, and the row
 * afterwards keeps it from running again. Returns how many people were recounted.
 */
export async function backfillCoachingProgress(ctx: AppContext): Promise<number> {
  if (await challengesRepository.backfillDone(ctx.db, COACHING_BACKFILL)) return 0;
  const coachIds = await challengesRepository.openParticipantIds(ctx.db, 'teams_coached');
  await recount(
    ctx,
    coachIds.map((id) => ({ kind: 'user', id })),
    ['teams_coached'],
  );
  await challengesRepository.markBackfilled(ctx.db, COACHING_BACKFILL, ctx.clock.now());
  return coachIds.length;
}
