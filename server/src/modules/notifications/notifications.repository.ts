import { and, count, eq, or, sql } from 'drizzle-orm';
import type { NotificationType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { notificationFoldKeys, notifications, users } from '../../db/schema/index';

export type NewNotification = typeof notifications.$inferInsert;

const withSender = {
  n: notifications,
  sender: {
    nickname: users.nickname,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarUrl: users.avatarUrl,
    profileImageUrl: users.profileImageUrl,
  },
};

/** Thrown inside insertOrFoldOnce's transaction to roll back a fold whose outbox key was already there. */
const ALREADY_FOLDED = Symbol('already folded');

export const notificationsRepository = {
  /** Undefined when its outbox key is already there: a durable listener's second run (see notify). */
  async insert(db: DbOrTx, row: NewNotification) {
    const [created] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
    return created;
  },

  /**
   * A new item, or, when the recipient has an unread item of the same group, that item with this one folded in:
   * one more in its count, the newest sender (the one before joins earlier_sender_ids), params, links and time.
   * One statement on notifications_unread_group_idx, so two notifications of one group sent at the same moment
   * meet there and fold (the second waits for the first to commit) instead of making two items.
   */
  async insertOrFold(
    db: DbOrTx,
    row: NewNotification & { groupKey: string },
    /** The folded item's text, `{count}` still in it: filled here with the new count. */
    grouped: { title: string; message: string },
  ) {
    const withCount = (text: string) => sql`replace(${text}::text, '{count}', (${notifications.count} + 1)::text)`;
    const [saved] = await db
      .insert(notifications)
      .values(row)
      .onConflictDoUpdate({
        target: [notifications.recipientId, notifications.groupKey],
        targetWhere: sql`read = false and group_key is not null`,
        set: {
          count: sql`${notifications.count} + 1`,
          earlierSenderIds: sql`case when ${notifications.senderId} is null
            or ${notifications.senderId} = any(${notifications.earlierSenderIds}) then ${notifications.earlierSenderIds}
            else array_append(${notifications.earlierSenderIds}, ${notifications.senderId}) end`,
          senderId: sql`excluded.sender_id`,
          params: sql`excluded.params`,
          title: withCount(grouped.title),
          message: withCount(grouped.message),
          actionUrl: sql`excluded.action_url`,
          relatedId: sql`excluded.related_id`,
          createdAt: sql`excluded.created_at`,
          outboxKey: sql`excluded.outbox_key`,
        },
      })
      .returning();
    return saved!;
  },
  /**
   * insertOrFold for a durable listener's notification: the fold and its outbox key are written in one
   * transaction, and a key already recorded (the listener's second run) rolls the fold back and gives undefined,
   * so each outbox row counts once in the item, however often it runs.
   */
  async insertOrFoldOnce(
    db: DbOrTx,
    row: NewNotification & { groupKey: string; outboxKey: string },
    grouped: { title: string; message: string },
  ) {
    try {
      return await db.transaction(async (tx) => {
        const saved = await notificationsRepository.insertOrFold(tx, row, grouped);
        const [key] = await tx
          .insert(notificationFoldKeys)
          .values({ outboxKey: row.outboxKey, notificationId: saved.id })
          .onConflictDoNothing()
          .returning();
        if (!key) throw ALREADY_FOLDED;
        return saved;
      });
    } catch (error) {
      if (error === ALREADY_FOLDED) return undefined;
      throw error;
    }
  },
  /** Whether a notification was made or folded for this outbox key (a grouped item keeps every folded key). */
  async hasOutboxKey(db: DbOrTx, outboxKey: string): Promise<boolean> {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.outboxKey, outboxKey))
      .union(
        db
          .select({ id: notificationFoldKeys.notificationId })
          .from(notificationFoldKeys)
          .where(eq(notificationFoldKeys.outboxKey, outboxKey)),
      )
      .limit(1);
    return Boolean(row);
  },
  /**
   * Newest first, with the sender, in one query; `before` is the id of the last one already shown. The order
   * is spelled like notifications_recipient_created_idx (DESC NULLS LAST): a plain DESC means NULLS FIRST, and
   * PostgreSQL then reads ALL of the person's notifications and sorts them instead of stopping after `limit`.
   */
  async list(db: DbOrTx, recipientId: string, limit: number, before?: string) {
    const after = before
      ? sql`(${notifications.createdAt}, ${notifications.id}) < (select b.created_at, b.id from ${notifications} b where b.id = ${before} and b.recipient_id = ${recipientId})`
      : undefined;
    return db
      .select(withSender)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.senderId))
      .where(and(eq(notifications.recipientId, recipientId), after))
      .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`)
      .limit(limit);
  },

  async countUnread(db: DbOrTx, recipientId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
    return row?.n ?? 0;
  },

  /** Whether the same sender already sent this type to this recipient since a moment (to avoid repeats). */
  async existsSince(
    db: DbOrTx,
    q: { recipientId: string; senderId: string; type: NotificationType; since: Date; relatedId?: string },
  ) {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, q.recipientId),
          // A folded item keeps its earlier senders apart from the newest one.
          or(eq(notifications.senderId, q.senderId), sql`${q.senderId}::uuid = any(${notifications.earlierSenderIds})`),
          eq(notifications.type, q.type),
          sql`${notifications.createdAt} > ${q.since.toISOString()}`,
          q.relatedId === undefined ? undefined : eq(notifications.relatedId, q.relatedId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async markRead(db: DbOrTx, recipientId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },

  async markAllRead(db: DbOrTx, recipientId: string) {
    await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
  },

  async remove(db: DbOrTx, recipientId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },

  async removeAll(db: DbOrTx, recipientId: string) {
    await db.delete(notifications).where(eq(notifications.recipientId, recipientId));
  },
};
