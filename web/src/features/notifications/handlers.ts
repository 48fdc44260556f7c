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
