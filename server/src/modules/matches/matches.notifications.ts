import type { NotificationParams } from '@esn/contract';
import type { AppContext } from '../../context';
import type { MatchRef } from '../../lib/events';
import type { Realtime } from '../../lib/realtime';
import { notify } from '../notifications/notifications.service';
import { playersOf } from './match-sides';
import { matchesRepository } from './matches.repository';
import { notificationSenderOf } from '../users/users.presenter';

const matchPath = (id: string) => `/matches/${id}`;

/** The stored Turkish text's words for an outcome; the web words it from `outcome` in the reader's language. */
const OUTCOME_TR = {
  approved: 'onaylandı',
  auto_approved: 'süre dolunca otomatik onaylandı',
  disputed: 'itiraz edildi',
} as const;
const SETTLED_TR = {
  dispute_resolved: 'itirazı karara bağladı',
  result_corrected: 'sonucu düzeltti',
  official_result: 'sonucu girdi',
  walkover: 'hükmen galibiyet verdi',
} as const;

const paramsOf = (m: MatchRef, extra: NotificationParams = {}): NotificationParams => ({
  context: m.context,
  home: m.home,
  away: m.away,
  scoreA: m.scoreA,
  scoreB: m.scoreB,
  ...extra,
});

/**
 * The other side is asked to approve a submitted result (`match_result`, relatedId = the match, spec §3); the
 * submitter hears the answer (`match_result_approval`); the organizer hears of a dispute; both sides hear of the
 * organizer's settlement or correction; and everyone who plays the match gets `match-result-approved` on the socket
 * when its result becomes final (spec §7), whoever made it so.
 */
export function registerMatchListeners(ctx: AppContext, realtime: Realtime): void {
  ctx.events.onDurable('match.resultSubmitted', 'matches', async ({ match, submitter, recipientIds }) => {
    for (const recipientId of new Set(recipientIds)) {
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(submitter),
        type: 'match_result',
        params: paramsOf(match),
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });

  ctx.events.onDurable('match.resultDecided', 'matches', async ({ match, outcome, submitterId, by, organizerId }) => {
    const sender = by && notificationSenderOf(by);
    if (submitterId) {
      const params = paramsOf(match, { outcome, outcomeText: OUTCOME_TR[outcome] });
      await notify(ctx, {
        recipientId: submitterId,
        sender,
        type: 'match_result_approval',
        params,
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
    if (outcome === 'disputed' && organizerId) {
      await notify(ctx, {
        recipientId: organizerId,
        sender,
        type: 'match_dispute_opened',
        params: paramsOf(match),
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });

  ctx.events.onDurable('match.resultSettled', 'matches', async ({ match, kind, by, recipientIds }) => {
    const params = paramsOf(match, { kind, kindText: SETTLED_TR[kind] });
    for (const recipientId of new Set(recipientIds)) {
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(by),
        type: 'match_result_settled',
        params,
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });

  ctx.events.on('match.completed', async ({ matchId }) => {
    const row = await matchesRepository.findById(ctx.db, matchId);
    if (!row) return;
    for (const userId of await playersOf(ctx.db, row)) realtime.toUser(userId, 'match-result-approved', { matchId });
  });
}
