import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SavedSearchFilters } from '@esn/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { marketCandidates, profiles, savedSearches, savedSearchMatches, users } from '../../db/schema/index';
import { marketMatch } from './market.repository';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * A search has matched the changes up to a little before its check: a player's change whose statement began just
 * before it but committed just after is looked at again on the next run (the known players keep that harmless).
 */
const checkedNow = sql`now() - interval '5 seconds'`;

export const savedSearchesRepository = {
  listOf(db: DbOrTx, ownerId: string): Promise<SavedSearchRow[]> {
    return db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.ownerId, ownerId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  },

  async findOwn(db: DbOrTx, ownerId: string, id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)));
    return row;
  },

  /** Locks the owner's row: his searches are counted and added one at a time (the limit holds under races). */
  async lockOwner(tx: Tx, ownerId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  },

  async countOf(db: DbOrTx, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.ownerId, ownerId));
    return row?.n ?? 0;
  },

  async insert(tx: Tx, row: { ownerId: string; name: string; filters: SavedSearchFilters; nextAlertAt: Date }) {
    const [saved] = await tx
      .insert(savedSearches)
      .values({ ...row, checkedUntil: checkedNow })
      .returning();
    return saved!;
  },

  async update(tx: Tx, ownerId: string, id: string, set: { name?: string; filters?: SavedSearchFilters }) {
    const [saved] = await tx
      .update(savedSearches)
      .set({ ...set, updatedAt: sql`now()`, ...(set.filters ? { checkedUntil: checkedNow } : {}) })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
      .returning();
    return saved;
  },

  async remove(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
    const gone = await db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
      .returning({ id: savedSearches.id });
    return gone.length > 0;
  },

  /**
   * The players the market lists for the search's filters now become known to it, unalerted: its alerts are about
   * players who come to match later. When the filters changed, those known only from the old ones are forgotten.
   */
  async knowCurrentMatches(tx: Tx, searchId: string, f: SavedSearchFilters): Promise<void> {
    await tx
      .delete(savedSearchMatches)
      .where(and(eq(savedSearchMatches.searchId, searchId), isNull(savedSearchMatches.alertedAt)));
    await tx
      .insert(savedSearchMatches)
      .select(
        tx
          .select({
            searchId: sql<string>`${searchId}::uuid`.as('search_id'),
            userId: profiles.userId,
            alertedAt: sql<Date | null>`null::timestamptz`.as('alerted_at'),
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.userId))
          .where(marketMatch(f)),
      )
      .onConflictDoNothing();
  },

  /** A player's card changed (see saved-searches.events.ts): his latest change, in the database's time. */
  async recordCandidate(db: DbOrTx, userId: string): Promise<void> {
    await savedSearchesRepository.recordCandidates(db, [userId]);
  },

  /** Many at once (a rated result changes every player of both rosters); ids of nobody (gone meanwhile) are skipped. */
  async recordCandidates(db: DbOrTx, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insert(marketCandidates)
      .select(
        db
          .select({ userId: users.id, changedAt: sql<Date>`now()`.as('changed_at') })
          .from(users)
          .where(inArray(users.id, userIds)),
      )
      .onConflictDoUpdate({ target: marketCandidates.userId, set: { changedAt: sql`now()` } });
  },

  /** Searches that may alert at `now` and have players changed since their last check, the longest waiting first. */
  async due(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          lte(savedSearches.nextAlertAt, now),
          sql`exists (select 1 from ${marketCandidates} c where c.changed_at > ${savedSearches.checkedUntil})`,
        ),
      )
      .orderBy(asc(savedSearches.nextAlertAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The search, locked, while it is still due; undefined when another process has it or has just alerted it. */
  async lockDue(tx: Tx, id: string, now: Date): Promise<SavedSearchRow | undefined> {
    const [row] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), lte(savedSearches.nextAlertAt, now)))
      .for('update', { skipLocked: true });
    return row;
  },

  /**
   * The players changed since the search's last check whom the market lists for its filters and the search has not
   * known yet: recorded as alerted now (the primary key makes each player's alert once), returned with their names.
   */
  async takeNewMatches(tx: Tx, search: SavedSearchRow, now: Date) {
    const added = await tx
      .insert(savedSearchMatches)
      .select(
        tx
          .select({
            searchId: sql<string>`${search.id}::uuid`.as('search_id'),
            userId: profiles.userId,
            alertedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('alerted_at'),
          })
          .from(marketCandidates)
          .innerJoin(profiles, eq(profiles.userId, marketCandidates.userId))
          .innerJoin(users, eq(users.id, profiles.userId))
          .where(and(gt(marketCandidates.changedAt, search.checkedUntil), marketMatch(search.filters))),
      )
      .onConflictDoNothing()
      .returning({ userId: savedSearchMatches.userId });
    if (!added.length) return [];
    return tx
      .select({ id: users.id, nickname: users.nickname, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(marketCandidates, eq(marketCandidates.userId, users.id))
      .where(
        inArray(
          users.id,
          added.map((a) => a.userId),
        ),
      )
      .orderBy(asc(marketCandidates.changedAt), asc(users.id));
  },

  async checked(tx: Tx, id: string, nextAlertAt?: Date): Promise<void> {
    await tx
      .update(savedSearches)
      .set({ checkedUntil: checkedNow, ...(nextAlertAt ? { nextAlertAt } : {}) })
      .where(eq(savedSearches.id, id));
  },

  /** Changes every search has been checked past are of no more use. */
  async pruneCandidates(db: DbOrTx): Promise<void> {
    await db
      .delete(marketCandidates)
      .where(
        sql`${marketCandidates.changedAt} < coalesce((select min(s.checked_until) from ${savedSearches} s), now()) - interval '1 minute'`,
      );
  },
};
