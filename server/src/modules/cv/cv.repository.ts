import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_CV_VISIBILITY, type CvVisibility } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { cvSettings, users } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';

export const cvRepository = {
  /**
   * The owner of a CV named by id (a UUID) or nickname (any other text, letter case ignored), with his CV setting;
   * suspended accounts have no CV to show.
   */
  async findOwner(db: DbOrTx, ref: string) {
    const [row] = await db
      .select({
        id: users.id,
        nickname: users.nickname,
        visibility: sql<CvVisibility>`coalesce(${cvSettings.visibility}, ${DEFAULT_CV_VISIBILITY})`,
      })
      .from(users)
      .leftJoin(cvSettings, eq(cvSettings.userId, users.id))
      .where(
        and(
          isUuid(ref) ? eq(users.id, ref.toLowerCase()) : sql`lower(${users.nickname}) = lower(${ref})`,
          isNull(users.suspendedAt),
        ),
      )
      .limit(1);
    return row;
  },

  async visibility(db: DbOrTx, userId: string): Promise<CvVisibility> {
    const [row] = await db
      .select({ visibility: cvSettings.visibility })
      .from(cvSettings)
      .where(eq(cvSettings.userId, userId));
    return row?.visibility ?? DEFAULT_CV_VISIBILITY;
  },

  async saveVisibility(db: DbOrTx, userId: string, visibility: CvVisibility): Promise<void> {
    await db
      .insert(cvSettings)
      .values({ userId, visibility })
      .onConflictDoUpdate({ target: cvSettings.userId, set: { visibility, updatedAt: sql`now()` } });
  },
};
