import type { NotificationParams } from '@esn/contract';
import type { AppContext } from '../../context';
import type { MatchRef } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { notificationSenderOf } from '../users/users.presenter';

const matchPath = (id: string) => `/matches/${id}`;
const WHEN_TR = { '24h': '24 saat içinde', '1h': '1 saat içinde' } as const;
const REASON_TR = { none: 'iki taraf da gelmedi', one: 'bir taraf gelmedi', declined: 'hükmen galibiyet reddedildi' };

const paramsOf = (m: MatchRef, extra: NotificationParams = {}): NotificationParams => ({
  context: m.context,
  home: m.home,
  away: m.away,
  ...extra,
});

/**
 * The match-day clock's notifications (issue 27), each from a durable event written with the clock's claim (or the
 * side's answer), so each reaches each person once: reminders to both rosters and the organizer, the forfeit offer to
 * the side that came, the no-show to the organizer, the forfeit's result to the side that did not come.
 */
export function registerCheckInListeners(ctx: AppContext): void {
  ctx.events.onDurable('match.reminderDue', 'match-day', async ({ match, kind, scheduledAt, recipientIds }) => {
    for (const recipientId of new Set(recipientIds))
      await notify(ctx, {
        recipientId,
        sender: null,
        type: 'match_reminder',
        params: paramsOf(match, { kind, whenText: WHEN_TR[kind], at: scheduledAt }),
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
  });

  ctx.events.onDurable('match.forfeitOffered', 'match-day', async ({ match, side, recipientIds }) => {
    for (const recipientId of new Set(recipientIds))
      await notify(ctx, {
        recipientId,
        sender: null,
        type: 'match_forfeit_offer',
        params: paramsOf(match, { side }),
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
  });

  ctx.events.onDurable('match.noShow', 'match-day', async ({ match, checkedIn, organizerId }) => {
    const reason = checkedIn ? 'one' : 'none';
    await notify(ctx, {
      recipientId: organizerId,
      sender: null,
      type: 'match_no_show',
      params: paramsOf(match, { reason, reasonText: REASON_TR[reason], side: checkedIn ?? '' }),
      actionUrl: matchPath(match.id),
      relatedId: match.id,
    });
  });

  ctx.events.onDurable('match.forfeitDeclined', 'match-day', async ({ match, side, by, organizerId }) => {
    await notify(ctx, {
      recipientId: organizerId,
      sender: notificationSenderOf(by),
      type: 'match_no_show',
      params: paramsOf(match, { reason: 'declined', reasonText: REASON_TR.declined, side }),
      actionUrl: matchPath(match.id),
      relatedId: match.id,
    });
  });

  ctx.events.onDurable('match.forfeitAccepted', 'match-day', async ({ match, side, recipientIds, organizerId }) => {
    const winner = side === 'a' ? match.home : match.away;
    for (const recipientId of new Set([...recipientIds, organizerId]))
      await notify(ctx, {
        recipientId,
        sender: null,
        type: 'match_forfeit_awarded',
        params: paramsOf(match, { side, winner, scoreA: match.scoreA, scoreB: match.scoreB }),
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
  });
}
