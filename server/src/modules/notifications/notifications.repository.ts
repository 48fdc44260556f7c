import { and, count, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema/index';

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

export const notificationsRepository = {
  /** Undefined when its outbox key is already there: a durable listener's second run (see notify). */
  async insert(db: DbOrTx, row: NewNotification) {
    const [created] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
    return created;
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
          eq(notifications.senderId, q.senderId),
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
