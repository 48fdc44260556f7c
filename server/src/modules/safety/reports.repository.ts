import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationAction, ReportStatus, ReportTargetType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { comments, posts, reports, teams, users, type ReportRow } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

/** What a report points at, as the queue shows it. */
export type TargetInfo = { authorId: string | null; text: string | null; url: string | null; hidden: boolean };

export const reportsRepository = {
  async insert(db: DbOrTx, row: typeof reports.$inferInsert): Promise<ReportRow> {
    const [created] = await db.insert(reports).values(row).returning();
    return created!;
  },

  async lockOpen(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
    return row;
  },

  /** Closes every open report of the target with the same outcome; returns who reported it. */
  async closeAllOf(
    db: DbOrTx,
    r: Pick<ReportRow, 'targetType' | 'targetId'>,
    status: ReportStatus,
    action: ModerationAction,
    byId: string,
    at: Date,
  ): Promise<string[]> {
    const rows = await db
      .update(reports)
      .set({ status, action, resolvedById: byId, resolvedAt: at })
      .where(and(eq(reports.targetType, r.targetType), eq(reports.targetId, r.targetId), eq(reports.status, 'open')))
      .returning({ reporterId: reports.reporterId });
    return rows.map((x) => x.reporterId).filter((x): x is string => x !== null);
  },

  /** Reports of a status newest first (or the one report `id`), with their reporter and resolver. */
  async page(db: DbOrTx, filter: { status: ReportStatus } | { id: string }, limit: number, after?: Keyset) {
    const reporter = sql`json_build_object('id', r.id, 'nickname', r.nickname, 'firstName', r.first_name, 'lastName', r.last_name, 'avatarUrl', r.avatar_url, 'profileImageUrl', r.profile_image_url, 'userType', r.user_type)`;
    return db
      .select({
        report: reports,
        reporter: sql<Record<
          string,
          unknown
        > | null>`(select ${reporter} from ${users} r where r.id = ${reports.reporterId})`,
        resolver: sql<{
          id: string;
          nickname: string;
        } | null>`(select json_build_object('id', a.id, 'nickname', a.nickname) from ${users} a where a.id = ${reports.resolvedById})`,
      })
      .from(reports)
      .where(
        and(
          'id' in filter ? eq(reports.id, filter.id) : eq(reports.status, filter.status),
          after
            ? sql`(${reports.createdAt}, ${reports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit);
  },

  /** The targets of a page of reports, one query per kind. */
  async targets(db: DbOrTx, refs: { type: ReportTargetType; id: string }[]): Promise<Map<string, TargetInfo>> {
    const ids = (type: ReportTargetType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    const out = new Map<string, TargetInfo>();
    const [p, c, u, t] = await Promise.all([
      ids('post').length
        ? db
            .select({ id: posts.id, authorId: posts.authorId, text: posts.body, hiddenAt: posts.hiddenAt })
            .from(posts)
            .where(inArray(posts.id, ids('post')))
        : [],
      ids('comment').length
        ? db
            .select({
              id: comments.id,
              authorId: comments.authorId,
              text: comments.body,
              hiddenAt: comments.hiddenAt,
              postAuthorId: posts.authorId,
            })
            .from(comments)
            .innerJoin(posts, eq(posts.id, comments.postId))
            .where(inArray(comments.id, ids('comment')))
        : [],
      ids('profile').length
        ? db
            .select({ id: users.id, nickname: users.nickname })
            .from(users)
            .where(inArray(users.id, ids('profile')))
        : [],
      ids('team').length
        ? db
            .select({ id: teams.id, name: teams.name, slug: teams.slug, ownerId: teams.ownerId })
            .from(teams)
            .where(inArray(teams.id, ids('team')))
        : [],
    ]);
    for (const x of p)
      out.set(`post:${x.id}`, {
        authorId: x.authorId,
        text: x.text,
        url: `/profile/${x.authorId}`,
        hidden: x.hiddenAt !== null,
      });
    for (const x of c)
      out.set(`comment:${x.id}`, {
        authorId: x.authorId,
        text: x.text,
        url: `/profile/${x.postAuthorId}`,
        hidden: x.hiddenAt !== null,
      });
    for (const x of u)
      out.set(`profile:${x.id}`, { authorId: x.id, text: x.nickname, url: `/profile/${x.id}`, hidden: false });
    for (const x of t)
      out.set(`team:${x.id}`, { authorId: x.ownerId, text: x.name, url: `/team/${x.slug}`, hidden: false });
    return out;
  },

  async openCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.status, 'open'));
    return Number(row?.n ?? 0);
  },

  async authorsOf(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db.select(publicUserColumns).from(users).where(inArray(users.id, ids));
  },
};
