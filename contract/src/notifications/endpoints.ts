import { defineEndpoints } from '../endpoint';
import { NotificationIdParams, NotificationList, NotificationListQuery, UnreadCount } from './schemas';

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
});
