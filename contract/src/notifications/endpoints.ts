import { defineEndpoints } from '../endpoint';
import { NotificationIdParams, NotificationList, NotificationListQuery, UnreadCount } from './schemas';
import {
  NotificationEmailPreferences,
  UnsubscribeQuery,
  UnsubscribeResult,
  UpdateNotificationEmailPreferences,
} from './categories';

/** Spec §7 notification calls, exactly. Another user's notification id answers 404, as if it did not exist. */
export const notificationsEndpoints = defineEndpoints('notifications', {
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The signed-in person’s notifications, newest first (`before`: the last id already shown)',
    query: NotificationListQuery,
    responses: { 200: NotificationList },
  },
  getUnreadNotificationCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many of the signed-in person’s notifications are unread (never cached by the browser)',
    responses: { 200: UnreadCount },
  },
  markAllNotificationsRead: {
    method: 'PATCH',
    path: '/api/notifications/mark-all-read',
    summary: 'Mark every notification of the signed-in person read',
    responses: { 204: null },
  },
  markNotificationRead: {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of one’s notifications read',
    params: NotificationIdParams,
    responses: { 204: null },
  },
  deleteAllNotifications: {
    method: 'DELETE',
    path: '/api/notifications/delete-all',
    summary: 'Delete every notification of the signed-in person',
    responses: { 204: null },
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/api/notifications/:id',
    summary: 'Delete one of one’s notifications',
    params: NotificationIdParams,
    responses: { 204: null },
  },
  getNotificationEmailPreferences: {
    method: 'GET',
    path: '/api/notifications/email-preferences',
    summary: 'For each kind of notification, whether the signed-in person also gets it by e-mail',
    responses: { 200: NotificationEmailPreferences },
  },
  updateNotificationEmailPreferences: {
    method: 'PUT',
    path: '/api/notifications/email-preferences',
    summary: 'Choose, per kind, in-app only or also e-mail, and whether browser notifications (web push) come',
    description:
      'Each item changes `email`, `push` or both for its kind; what an item leaves out keeps its choice. Mails come in the language of this request.',
    body: UpdateNotificationEmailPreferences,
    responses: { 200: NotificationEmailPreferences },
  },
  openUnsubscribeLink: {
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    summary: 'An e-mail’s unsubscribe link: goes to the page that asks to confirm (a GET never unsubscribes)',
    description:
      'Mail scanners fetch links before the person sees them, so this only redirects to the web page `/unsubscribe`, whose button sends the POST.',
    query: UnsubscribeQuery,
    responses: { 302: null },
  },
  unsubscribeFromNotificationEmails: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    summary: 'One-click unsubscribe (RFC 8058): e-mail off for the kind the signed token names, without a session',
    description:
      'The body a mail client sends is `List-Unsubscribe=One-Click` (form-encoded or multipart); it is not needed. A forged or garbled token is 400.',
    query: UnsubscribeQuery,
    responses: { 200: UnsubscribeResult },
  },
});
