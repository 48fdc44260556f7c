import type { AppContext } from '../../context';
import type { MatchScheduleRef } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { notificationSenderOf } from '../users/users.presenter';

const matchPath = (id: string) => `/matches/${id}`;

/**
 * The stored (Turkish) text names times in UTC, since the server does not know the reader's zone; the web words them
 * from the `at` / `first` params (milliseconds) in the reader's zone, with the zone named.
 */
const utcText = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const base = (m: MatchScheduleRef) => ({ context: m.context, home: m.home, away: m.away });

/**
 * Scheduling a match (issue 27): the other side hears of proposed times (`match_time_proposed`), the proposers of
 * the accepted one (`match_time_accepted`), both sides of the organizer's time (`match_time_set`; a cleared time
 * tells nobody). Durable: a notification is never lost, and notify() is idempotent per outbox row.
 */
export function registerScheduleListeners(ctx: AppContext): void {
  ctx.events.onDurable('match.timeProposed', 'schedule', async ({ match, by, times, recipientIds }) => {
    const first = times[0]!;
    for (const recipientId of new Set(recipientIds)) {
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(by),
        type: 'match_time_proposed',
        params: {
          ...base(match),
          nickname: by.nickname,
          count: times.length,
          first: Date.parse(first),
          firstText: utcText(first),
        },
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });

  ctx.events.onDurable('match.timeAccepted', 'schedule', async ({ match, by, scheduledAt, recipientIds }) => {
    for (const recipientId of new Set(recipientIds)) {
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(by),
        type: 'match_time_accepted',
        params: { ...base(match), nickname: by.nickname, at: Date.parse(scheduledAt), atText: utcText(scheduledAt) },
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });

  ctx.events.onDurable('match.timeSet', 'schedule', async ({ match, by, scheduledAt, recipientIds }) => {
    if (scheduledAt === null) return;
    for (const recipientId of new Set(recipientIds)) {
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(by),
        type: 'match_time_set',
        params: { ...base(match), at: Date.parse(scheduledAt), atText: utcText(scheduledAt) },
        actionUrl: matchPath(match.id),
        relatedId: match.id,
      });
    }
  });
}
