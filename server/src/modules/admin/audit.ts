import { desc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditPage, User } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { decodeCursor, pageOf } from '../../lib/cursor';

export type AuditTarget = { type: string; id: string | null; label: string | null };

/** Records one admin action; called by the admin use cases inside their own transaction when they have one. */
export async function audit(
  db: DbOrTx,
  actor: Pick<User, 'id'> | null,
  action: AuditAction,
  target: AuditTarget,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    details,
  });
}

/** Newest first, keyset-paged on (created_at, id). */
export async function auditPage(db: DbOrTx, limit: number, cursor?: string): Promise<AuditPage> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({ e: auditLog, actor: { id: users.id, nickname: users.nickname } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      after
        ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ createdAt: r.e.createdAt, id: r.e.id }));
  return {
    items: page.items.map(({ e, actor }) => ({
      id: e.id,
      actor: actor?.id ? actor : null,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      targetLabel: e.targetLabel,
      details: e.details,
      at: e.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
