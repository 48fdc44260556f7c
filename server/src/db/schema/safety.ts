import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ModerationAction, ReportReason, ReportStatus, ReportTargetType } from '@esn/contract';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A report of a post, comment, profile or team; one open report per reporter and target. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** Whose content it is (kept for the queue after the content is deleted). */
    targetAuthorId: uuid('target_author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    action: text('action').$type<ModerationAction>(),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_uq')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/** `blocker` blocked `blocked`: the effects go both ways (see safety/blocks.ts). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);
