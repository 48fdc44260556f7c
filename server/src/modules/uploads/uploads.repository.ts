import { and, eq, inArray, lt, notLike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  leagues,
  matchEvents,
  matchResults,
  messages,
  postMedia,
  profiles,
  teams,
  tournaments,
  uploads,
  users,
} from '../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Every column that keeps the address of an uploaded file outside post_media. A feature that stores an upload's
 * URL in a new column adds it here, or the hourly sweep will take the file for an orphan and delete it.
 */
const URL_REFERENCES = [
  [users, users.avatarUrl],
  [users, users.profileImageUrl],
  [profiles, profiles.coverImageUrl],
  [teams, teams.logoUrl],
  [teams, teams.coverUrl],
  [tournaments, tournaments.bannerUrl],
  [leagues, leagues.bannerUrl],
  [matchResults, matchResults.screenshotUrl],
  [matchEvents, matchEvents.screenshotUrl],
] as const;

/** The storage keys those columns point at (an absolute `https://…/public-objects/<key>` counts too). */
const referencedKeys = sql.join(
  URL_REFERENCES.map(
    ([table, column]) =>
      sql`select substring(${column} from '/public-objects/(.+)$') from ${table} where ${column} like '%/public-objects/%'`,
  ),
  sql` union all `,
);

/** The keys of those columns whose rows outlive the uploader's account (a team's logo, a match's screenshot). */
const sharedKeys = sql.join(
  URL_REFERENCES.filter(([table]) => table !== users && table !== profiles).map(
    ([table, column]) =>
      sql`select substring(${column} from '/public-objects/(.+)$') from ${table} where ${column} like '%/public-objects/%'`,
  ),
  sql` union all `,
);

export const uploadsRepository = {
  /**
   * The storage keys of a person's uploads that go with his account (avatar, covers, post and message images):
   * every one but those something shared still shows. Read in the deleting transaction, deleted after it commits.
   */
  async keysLeavingWith(db: DbOrTx, ownerId: string): Promise<string[]> {
    const rows = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          eq(uploads.ownerId, ownerId),
          sql`${uploads.key} not in (select k from (${sharedKeys}) as refs(k) where k is not null)`,
        ),
      );
    return rows.map((r) => r.key);
  },

  async insert(db: DbOrTx, row: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [created] = await db.insert(uploads).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row;
  },

  /**
   * Up to `limit` public uploads made before `cutoff` that no post, message, avatar, cover or logo uses, locked. SKIP
   * LOCKED leaves alone a file that a post being created holds right now (createPost locks its media first).
   * Private files are kept: features that share them (match evidence) link them in ways not listed here.
   */
  async lockOrphans(db: DbOrTx, cutoff: Date, limit: number): Promise<{ id: string; key: string }[]> {
    return db
      .select({ id: uploads.id, key: uploads.key })
      .from(uploads)
      .where(
        and(
          lt(uploads.createdAt, cutoff),
          notLike(uploads.key, 'private/%'),
          sql`not exists (select 1 from ${postMedia} where ${postMedia.uploadId} = ${uploads.id})`,
          // A message's images are kept in its media (jsonb); the partial GIN index answers this.
          sql`not exists (select 1 from ${messages} m where m.media <> '[]'::jsonb and m.media @> jsonb_build_array(jsonb_build_object('uploadId', ${uploads.id}::text)))`,
          sql`${uploads.key} not in (select k from (${referencedKeys}) as refs(k) where k is not null)`,
        ),
      )
      .limit(limit)
      .for('update', { of: uploads, skipLocked: true });
  },

  async deleteByIds(db: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
  },
};
