// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { notificationsEndpoints as E } from './endpoints';

export const notificationsApi = {
  listNotifications: route<(typeof E)['listNotifications']>('listNotifications', 'GET', '/api/notifications', 'user'),
  getUnreadNotificationCount: route<(typeof E)['getUnreadNotificationCount']>(
    'getUnreadNotificationCount',
    'GET',
    '/api/notifications/unread-count',
    'user',
  ),
  markAllNotificationsRead: route<(typeof E)['markAllNotificationsRead']>(
    'markAllNotificationsRead',
    'PATCH',
    '/api/notifications/mark-all-read',
    'user',
  ),
  markNotificationRead: route<(typeof E)['markNotificationRead']>(
    'markNotificationRead',
    'PATCH',
    '/api/notifications/:id/read',
    'user',
  ),
  deleteAllNotifications: route<(typeof E)['deleteAllNotifications']>(
    'deleteAllNotifications',
    'DELETE',
    '/api/notifications/delete-all',
    'user',
  ),
  deleteNotification: route<(typeof E)['deleteNotification']>(
    'deleteNotification',
    'DELETE',
    '/api/notifications/:id',
    'user',
  ),
  getNotificationEmailPreferences: route<(typeof E)['getNotificationEmailPreferences']>(
    'getNotificationEmailPreferences',
    'GET',
    '/api/notifications/email-preferences',
    'user',
  ),
  updateNotificationEmailPreferences: route<(typeof E)['updateNotificationEmailPreferences']>(
    'updateNotificationEmailPreferences',
    'PUT',
    '/api/notifications/email-preferences',
    'user',
  ),
  openUnsubscribeLink: route<(typeof E)['openUnsubscribeLink']>(
    'openUnsubscribeLink',
    'GET',
    '/api/notifications/unsubscribe',
    'public',
  ),
  unsubscribeFromNotificationEmails: route<(typeof E)['unsubscribeFromNotificationEmails']>(
    'unsubscribeFromNotificationEmails',
    'POST',
    '/api/notifications/unsubscribe',
    'public',
  ),
};
