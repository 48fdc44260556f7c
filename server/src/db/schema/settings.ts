import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id = 1) of site-wide settings edited in the admin area. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  siteName: text('site_name').notNull(),
  comingSoonActive: boolean('coming_soon_active').notNull().default(false),
  matchResultApprovalMinutes: integer('match_result_approval_minutes').notNull().default(1440),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
