import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

export const settingsRepository = {
  async get(db: DbOrTx) {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
    return row;
  },

  async upsert(
    db: DbOrTx,
    values: { siteName: string; comingSoonActive: boolean; matchResultApprovalMinutes: number },
  ) {
    const [row] = await db
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  },
};
