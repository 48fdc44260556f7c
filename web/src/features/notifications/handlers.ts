import type { Notification, NotificationType } from '@esn/contract';
import type { NavigateFunction } from 'react-router';

export interface NotificationHandlerContext {
  navigate: NavigateFunction;
}

/**
 * What clicking a notification of one type does instead of following its actionUrl (spec §4: the transfer
 * response and result dialogs, the match-result approval). Return `false` to decline, e.g. when the
 * notification lacks the relatedId the dialog needs; the click then navigates to actionUrl as usual.
 */
export type NotificationHandler = (notification: Notification, context: NotificationHandlerContext) => boolean | void;

const handlers = new Map<NotificationType, NotificationHandler>();

/** Registers the handler of a type (one per type, the latest wins); returns the function that removes it. */
export function registerNotificationHandler(type: NotificationType, handler: NotificationHandler): () => void {
  handlers.set(type, handler);
  return () => {
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

/** Runs the type's handler if there is one; `true` when it took care of the click. */
export function runNotificationHandler(notification: Notification, context: NotificationHandlerContext): boolean {
  const handler = handlers.get(notification.type);
  return handler ? handler(notification, context) !== false : false;
}

/**
 * Tournament notifications open the tournament: the page their actionUrl names (the organizer's registration
 * notice on the manage tab, where the registrations are), else the tournament of `relatedId` for an update,
 * else the tournament list (a deleted tournament).
 */
function openTournament(notification: Notification, { navigate }: NotificationHandlerContext): boolean {
  const url = notification.actionUrl?.trim() ?? '';
  let path = url.startsWith('/tournaments') ? url : '/tournaments';
  if (!url && notification.type === 'tournament_update' && notification.relatedId)
    path = `/tournaments/${encodeURIComponent(notification.relatedId)}`;
  if (notification.type === 'tournament_registration' && /^\/tournaments\/[^/?#]+$/.test(path)) path += '?tab=manage';
  void navigate(path);
  return true;
}

for (const type of ['tournament_registration', 'tournament_registration_confirm', 'tournament_update'] as const) {
  registerNotificationHandler(type, openTournament);
}

/**
 * A league invitation opens the league's page, where the team's owner or a manager accepts or declines it
 * (the league list when the address is missing or not a league's).
 */
function openLeague(notification: Notification, { navigate }: NotificationHandlerContext): boolean {
  const url = notification.actionUrl?.trim() ?? '';
  void navigate(/^\/leagues\/[^/?#]+$/.test(url) ? url : '/leagues');
  return true;
}

registerNotificationHandler('league_invitation', openLeague);

/**
 * A saved search's alert opens the market with the search's filters: the address it carries, else one built from
 * its `query` param.
 */
function openMarket(notification: Notification, { navigate }: NotificationHandlerContext): boolean {
  const url = notification.actionUrl?.trim() ?? '';
  const query = String(notification.params.query ?? '');
  void navigate(/^\/transfers(\?|$)/.test(url) ? url : `/transfers${query ? `?${query}` : ''}`);
  return true;
}

registerNotificationHandler('market_search_alert', openMarket);

/**
 * Match day (issue 27): a time proposed, accepted or set, a reminder, the forfeit offer, the no-show and the forfeit's
 * result open the match page, where its time, check-in and the offer are; the match of `relatedId` when the address
 * is missing.
 */
function openMatch(notification: Notification, { navigate }: NotificationHandlerContext): boolean {
  const url = notification.actionUrl?.trim() ?? '';
  if (/^\/matches\/[^/?#]+$/.test(url)) void navigate(url);
  else if (notification.relatedId) void navigate(`/matches/${encodeURIComponent(notification.relatedId)}`);
  else return false;
  return true;
}

for (const type of [
  'match_time_proposed',
  'match_time_accepted',
  'match_time_set',
  'match_reminder',
  'match_forfeit_offer',
  'match_no_show',
  'match_forfeit_awarded',
] as const) {
  registerNotificationHandler(type, openMatch);
}
