import type {
  CreateReportBody,
  ModerateReportBody,
  PublicUser,
  Report,
  ReportPage,
  ReportStatus,
  User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import { updateUser } from '../admin/area.service';
import { commentsRepository } from '../posts/comments.repository';
import { deleteComment } from '../posts/comments.service';
import { postsRepository } from '../posts/posts.repository';
import { deletePost } from '../posts/posts.service';
import { deleteTeam } from '../teams/teams.service';
import { reportsRepository } from './reports.repository';

/** Someone reports a post, comment, profile or team; one open report per reporter and target (409 for a second). */
export async function createReport(ctx: AppContext, me: User, body: CreateReportBody): Promise<{ id: string }> {
  const target = isUuid(body.targetId)
    ? (await reportsRepository.targets(ctx.db, [{ type: body.targetType, id: body.targetId }])).get(
        `${body.targetType}:${body.targetId}`,
      )
    : undefined;
  if (!target) throw notFound('report_target_not_found');
  try {
    const row = await reportsRepository.insert(ctx.db, {
      reporterId: me.id,
      targetType: body.targetType,
      targetId: body.targetId,
      targetAuthorId: target.authorId,
      reason: body.reason,
      details: body.details || null,
    });
    return { id: row.id };
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('report_exists');
    throw err;
  }
}

type PageRow = Awaited<ReturnType<typeof reportsRepository.page>>[number];

/** Reports with their targets in context (one query per kind of target) and the targets' authors. */
async function presentReports(ctx: AppContext, rows: PageRow[]): Promise<Report[]> {
  const targets = await reportsRepository.targets(
    ctx.db,
    rows.map((r) => ({ type: r.report.targetType, id: r.report.targetId })),
  );
  const authorIds = [...new Set(rows.map((r) => r.report.targetAuthorId).filter((x): x is string => x !== null))];
  const authors = new Map((await reportsRepository.authorsOf(ctx.db, authorIds)).map((a) => [a.id, a]));
  return rows.map(({ report: r, reporter, resolver }): Report => {
    const t = targets.get(`${r.targetType}:${r.targetId}`);
    return {
      id: r.id,
      target: {
        type: r.targetType,
        id: r.targetId,
        text: t?.text ?? null,
        author: (r.targetAuthorId && authors.get(r.targetAuthorId)) || null,
        url: t?.url ?? null,
        hidden: t?.hidden ?? false,
        deleted: !t,
      },
      reason: r.reason,
      details: r.details,
      status: r.status,
      action: r.action,
      reporter: reporter as PublicUser | null,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolvedBy: resolver,
    };
  });
}

/** The moderation queue: reports of a status, newest first, each with its target in context. */
export async function listReports(
  ctx: AppContext,
  status: ReportStatus,
  limit: number,
  cursor?: string,
): Promise<ReportPage> {
  const rows = await reportsRepository.page(ctx.db, { status }, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, (r) => ({ createdAt: r.report.createdAt, id: r.report.id }));
  return { items: await presentReports(ctx, page.items), nextCursor: page.nextCursor };
}

/**
 * The moderator's decision on a report: hide or delete the post or comment (a team can be deleted), warn the author
 * or suspend him (a reason is required), or dismiss. Every open report of the same target closes with it, each
 * reporter is told the outcome, and the action is in the audit log.
 */
export async function moderate(ctx: AppContext, admin: User, id: string, body: ModerateReportBody): Promise<Report> {
  const now = ctx.clock.now();
  const report = await ctx.db.transaction(async (tx) => {
    const row = isUuid(id) ? await reportsRepository.lockOpen(tx, id) : undefined;
    if (!row) throw notFound('report_not_found');
    if (row.status !== 'open') throw conflict('report_closed');
    return row;
  });
  const { targetType: type, targetId, targetAuthorId: authorId } = report;
  const refuse = () => badRequest('validation');
  switch (body.action) {
    case 'hide':
      if (type === 'post') {
        await ctx.db.transaction(async (tx) => {
          if (await postsRepository.hide(tx, targetId, now))
            await ctx.events.emitInTx(tx, 'post.hidden', { postId: targetId, authorId: authorId ?? '' });
        });
      } else if (type === 'comment') {
        const comment = await commentsRepository.findWithPostAuthor(ctx.db, targetId);
        if (comment)
          await ctx.db.transaction(async (tx) => {
            if (await commentsRepository.hide(tx, targetId, now))
              await ctx.events.emitInTx(tx, 'comment.hidden', {
                postId: comment.postId,
                commentId: targetId,
                authorId: comment.authorId,
              });
          });
      } else throw refuse();
      break;
    case 'delete':
      if (type === 'post') await deletePost(ctx, admin, targetId).catch(ignoreGone);
      else if (type === 'comment') await deleteComment(ctx, admin, targetId).catch(ignoreGone);
      else if (type === 'team') await deleteTeam(ctx, admin, targetId).catch(ignoreGone);
      else throw refuse();
      break;
    case 'warn': // the warning is its notification, recorded with the report's closing below
      break;
    case 'suspend':
      if (!authorId) throw refuse();
      await updateUser(ctx, admin, authorId, { suspended: true, reason: body.reason! });
      break;
    case 'dismiss':
      break;
  }
  const status = body.action === 'dismiss' ? 'dismissed' : 'resolved';
  const label = `${type}:${targetId}`;
  // Closing the reports, their audit entries and the outbox rows of who hears of it commit together.
  await ctx.db.transaction(async (tx) => {
    const reporters = await reportsRepository.closeAllOf(tx, report, status, body.action, admin.id, now);
    await audit(
      tx,
      admin,
      status === 'dismissed' ? 'report.dismissed' : 'report.resolved',
      { type: 'report', id: report.id, label },
      { action: body.action },
    );
    if (body.action === 'hide' || body.action === 'delete') {
      await audit(tx, admin, body.action === 'hide' ? 'content.hidden' : 'content.deleted', {
        type,
        id: targetId,
        label: null,
      });
    }
    if (body.action === 'warn' && authorId)
      await ctx.events.emitInTx(tx, 'moderation.warned', { userId: authorId, targetType: type });
    if (body.action === 'hide' && authorId)
      await ctx.events.emitInTx(tx, 'moderation.hid', { userId: authorId, targetType: type });
    await ctx.events.emitInTx(tx, 'report.decided', { reporterIds: reporters, targetType: type, action: body.action });
  });
  const [item] = await presentReports(ctx, await reportsRepository.page(ctx.db, { id: report.id }, 1));
  return item!;
}

/** The content was deleted meanwhile (by its author): the report is settled all the same. */
function ignoreGone(err: unknown): void {
  if ((err as { statusCode?: number }).statusCode !== 404) throw err;
}
