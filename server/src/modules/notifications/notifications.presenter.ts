import type { Notification, NotificationSender } from '@esn/contract';
import type { NotificationRow } from '../../db/schema/index';

export const presentNotification = (n: NotificationRow, sender: NotificationSender | null): Notification => ({
  id: n.id,
  recipientId: n.recipientId,
  senderId: n.senderId,
  type: n.type,
  title: n.title,
  message: n.message,
  params: n.params,
  actionUrl: n.actionUrl,
  relatedId: n.relatedId,
  read: n.read,
  count: n.count,
  createdAt: n.createdAt.toISOString(),
  sender: sender && n.senderId ? sender : null,
});
