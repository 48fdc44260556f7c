import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadsRepository = {
  async insert(db: DbOrTx, row: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [created] = await db.insert(uploads).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row;
  },
};
