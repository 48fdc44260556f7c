import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CvVisibility } from '@esn/contract';
import { users } from './users';

/** Who may read a person's CV; a row only once he chose (no row: signed-in members, as before the setting). */
export const cvSettings = pgTable('cv_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visibility: text('visibility').$type<CvVisibility>().notNull().default('members'),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
