import { sql, type SQL } from 'drizzle-orm';
import { AchievementKey, levelOf, type UserAchievements } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { backfills, userAchievements } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../tournaments/tournaments.repository';
import { usersRepository } from '../users/users.repository';
import { challengesRepository } from '../challenges/challenges.repository';
import { ACHIEVEMENTS, type Only } from './definitions';

const BACKFILL = 'achievements-v1';

const onlyThese =
  (ids: string[]): Only =>
  (column) =>
    sql`${column} = any(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])`;
const everyone: Only = () => sql`true`;

/** Awards `key` to whoever the query finds; returns who got it now (not before). */
async function award(db: DbOrTx, key: AchievementKey, query: SQL, at: Date): Promise<string[]> {
  const res = await db.execute(sql`insert into ${userAchievements} (user_id, key, earned_at)
    select q.uid, ${key}, ${at.toISOString()}::timestamptz from (${query}) q where q.uid is not null
    on conflict do nothing returning user_id`);
  return rowsOf<{ user_id: string }>(res).map((r) => r.user_id);
}

/**
 * After an action, the achievements it may have unlocked for the people it concerns: each is awarded once (the
 * primary key) and announced with a notification.
 */
export async function checkAchievements(
  ctx: AppContext,
  userIds: (string | null | undefined)[],
  keys: AchievementKey[],
): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const at = ctx.clock.now();
  for (const key of keys) {
    // The award and its notification's outbox row commit together: a crash between them cannot keep one alone.
    await ctx.db.transaction(async (tx) => {
      for (const userId of await award(tx, key, ACHIEVEMENTS[key](onlyThese(ids)), at))
        await ctx.events.emitInTx(tx, 'achievement.unlocked', { userId, key });
    });
  }
}

/**
 * Once per database (the `backfills` row, written in the same transaction): everyone who already meets a threshold
 * when achievements arrive gets it, quietly (no flood of notifications for the past). Returns how many were awarded.
 */
export async function backfillAchievements(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const first = await tx.insert(backfills).values({ name: BACKFILL, doneAt: at }).onConflictDoNothing().returning();
    if (first.length === 0) return 0;
    let awarded = 0;
    for (const key of AchievementKey.options) awarded += (await award(tx, key, ACHIEVEMENTS[key](everyone), at)).length;
    return awarded;
  });
}

export async function achievementsOf(ctx: AppContext, userId: string): Promise<UserAchievements> {
  if (!isUuid(userId) || !(await usersRepository.findById(ctx.db, userId))) throw notFound();
  const [rows, xp] = await Promise.all([
    ctx.db
      .select()
      .from(userAchievements)
      .where(sql`${userAchievements.userId} = ${userId}::uuid`)
      .orderBy(userAchievements.earnedAt),
    challengesRepository.xpOf(ctx.db, { kind: 'user', id: userId }),
  ]);
  return { items: rows.map((r) => ({ key: r.key, earnedAt: r.earnedAt.toISOString() })), xp, level: levelOf(xp) };
}
