import {
  namedAfterSender,
  type Notification,
  type NotificationParams,
  type NotificationSender,
  type NotificationType,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/cursor';
import { notificationsRepository, type NewNotification } from './notifications.repository';
import { presentNotification } from './notifications.presenter';
import { renderStored, renderStoredGroup } from './templates';
import { groupKeyOf } from './grouping';
import type { NotificationRow } from '../../db/schema/index';
import { FIRST_PAGE_LIMIT } from './notification-cache';
import { blocksRepository } from '../safety/blocks.repository';
import { currentOutboxRow } from '../../lib/outbox';
import type { DbOrTx } from '../../db/client';
import { queueNotificationMail } from './mail-queue';

export type NotifyInput = {
  recipientId: string;
  sender: ({ id: string } & NotificationSender) | null;
  type: NotificationType;
  params: NotificationParams;
  actionUrl?: string | null;
  relatedId?: string | null;
  /** What it is about, for grouping, when relatedId names something else (see grouping.ts). */
  subjectId?: string | null;
};

/**
 * The one way any feature creates a notification: from a durable domain-event listener (EventBus.onDurable), which
 * the outbox runs after the feature's own transaction committed, until it succeeds. Run again for the same outbox
 * row (its process died before deleting the row), it finds the notification it made then and sends none. Never to oneself, nor between two people of whom one blocked the other (whatever the
 * feature: a team's request seen by a manager who blocked its sender, a share of a share...). Returns null when
 * nothing was sent.
 */
export async function notify(ctx: AppContext, input: NotifyInput): Promise<Notification | null> {
  if (input.sender && input.sender.id === input.recipientId) return null;
  if (input.sender && (await blocksRepository.between(ctx.db, input.sender.id, input.recipientId))) return null;
  const outboxRow = currentOutboxRow();
  const outboxKey = outboxRow ? `${outboxRow}:${input.recipientId}:${input.type}` : null;
  // The item and its mail (when the person gets its kind by e-mail) are written together: exactly one mail per item.
  const row = await saveWithMail(ctx, {
    recipientId: input.recipientId,
    senderId: input.sender?.id ?? null,
    type: input.type,
    params: input.params,
    ...renderStored(input.type, namedAfterSender(input.params, input.sender)),
    actionUrl: input.actionUrl ?? null,
    relatedId: input.relatedId ?? null,
    outboxKey,
    groupKey: groupKeyOf(input),
  });
  if (!row) return null;
  ctx.notificationCache.changed(input.recipientId);
  // Only the public sender fields travel (a full User would leak the e-mail address over the socket).
  const sender = input.sender && {
    nickname: input.sender.nickname,
    firstName: input.sender.firstName,
    lastName: input.sender.lastName,
    avatarUrl: input.sender.avatarUrl,
    profileImageUrl: input.sender.profileImageUrl,
  };
  const notification = presentNotification(row, sender);
  ctx.events.emit('notification.created', { notification });
  return notification;
}

async function saveWithMail(ctx: AppContext, row: NewNotification): Promise<NotificationRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const saved = await save(tx, row);
    if (saved) await queueNotificationMail(tx, saved);
    return saved;
  });
}

/**
 * Inserts the notification, or folds it into the recipient's unread item of its group (see grouping.ts), in one
 * statement that also writes the item's stored text with its new count.
 */
async function save(db: DbOrTx, row: NewNotification): Promise<NotificationRow | undefined> {
  const { groupKey } = row;
  if (!groupKey) return notificationsRepository.insert(db, row);
  // The fold's upsert targets the group index, so an outbox key already there must be found before it.
  if (row.outboxKey && (await notificationsRepository.hasOutboxKey(db, row.outboxKey))) return undefined;
  const grouped = renderStoredGroup(row.type, row.params ?? {});
  const { outboxKey } = row;
  return outboxKey
    ? notificationsRepository.insertOrFoldOnce(db, { ...row, groupKey, outboxKey }, grouped)
    : notificationsRepository.insertOrFold(db, { ...row, groupKey }, grouped);
}

/** The first page as ready JSON (from memory), or null when this is not the first page. */
export async function firstPageJson(
  ctx: AppContext,
  userId: string,
  limit: number,
  before?: string,
): Promise<string | null> {
  return !before && limit === FIRST_PAGE_LIMIT ? ctx.notificationCache.firstPageJson(userId) : null;
}

export async function list(ctx: AppContext, userId: string, limit: number, before?: string): Promise<Notification[]> {
  if (before && !isUuid(before)) return [];
  if (!before && limit === FIRST_PAGE_LIMIT)
    return JSON.parse(await ctx.notificationCache.firstPageJson(userId)) as Notification[];
  const rows = await notificationsRepository.list(ctx.db, userId, limit, before);
  return rows.map((r) => presentNotification(r.n, r.sender));
}

export async function markRead(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await notificationsRepository.markRead(ctx.db, userId, id))) throw notFound();
  ctx.notificationCache.changed(userId);
  ctx.events.emit('notification.read', { userId, id });
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<void> {
  await notificationsRepository.markAllRead(ctx.db, userId);
  ctx.notificationCache.changed(userId);
  ctx.events.emit('notification.allRead', { userId });
}

export async function remove(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await notificationsRepository.remove(ctx.db, userId, id))) throw notFound();
  ctx.notificationCache.changed(userId);
  ctx.events.emit('notification.deleted', { userId, id });
}

export async function removeAll(ctx: AppContext, userId: string): Promise<void> {
  await notificationsRepository.removeAll(ctx.db, userId);
  ctx.notificationCache.changed(userId);
  ctx.events.emit('notification.allDeleted', { userId });
}
