import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { careerEntries, users, type CareerEntryRow } from '../../db/schema/index';

export type CareerFields = Omit<typeof careerEntries.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export const careerRepository = {
  /** Newest first by start month; entries started the same month by when they were added. */
  async listByUser(db: DbOrTx, userId: string): Promise<CareerEntryRow[]> {
    return db
      .select()
      .from(careerEntries)
      .where(eq(careerEntries.userId, userId))
      .orderBy(desc(careerEntries.fromMonth), desc(careerEntries.createdAt), desc(careerEntries.id));
  },

  /** Locks the owner's user row so that concurrent adds cannot both pass the limit check. */
  async lockOwnerAndCount(db: DbOrTx, userId: string): Promise<number> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await db.select({ n: count() }).from(careerEntries).where(eq(careerEntries.userId, userId));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, userId: string, fields: CareerFields): Promise<CareerEntryRow> {
    const [row] = await db
      .insert(careerEntries)
      .values({ ...fields, userId })
      .returning();
    return row!;
  },

  /** Only the owner's entry matches; anyone else's is as if it did not exist. */
  async updateOwned(db: DbOrTx, id: string, userId: string, fields: CareerFields): Promise<CareerEntryRow | undefined> {
    const [row] = await db
      .update(careerEntries)
      .set(fields)
      .where(and(eq(careerEntries.id, id), eq(careerEntries.userId, userId)))
      .returning();
    return row;
  },

  async deleteOwned(db: DbOrTx, id: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(careerEntries)
      .where(and(eq(careerEntries.id, id), eq(careerEntries.userId, userId)))
      .returning({ id: careerEntries.id });
    return rows.length > 0;
  },
};
