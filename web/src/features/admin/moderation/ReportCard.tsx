import type { ModerationAction, Report } from '@esn/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';

/** What a moderator may do to a report's target: hide only posts and comments, delete those and teams. */
function actionsFor(report: Report): ModerationAction[] {
  const { type, hidden, deleted, author } = report.target;
  const actions: ModerationAction[] = [];
  if ((type === 'post' || type === 'comment') && !hidden && !deleted) actions.push('hide');
  if ((type === 'post' || type === 'comment' || type === 'team') && !deleted) actions.push('delete');
  if (author) actions.push('warn');
  if (author && author.userType !== 'admin') actions.push('suspend');
  actions.push('dismiss');
  return actions;
}

function Badge({ children, tone = 'zinc' }: { children: string; tone?: 'zinc' | 'amber' | 'rose' | 'violet' }) {
  const tones = {
    zinc: 'bg-zinc-800 text-zinc-200',
    amber: 'bg-amber-950/70 text-amber-200',
    rose: 'bg-rose-950/70 text-rose-200',
    violet: 'bg-violet-950/70 text-violet-200',
  };
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[tone])}>{children}</span>
  );
}

interface ReportCardProps {
  report: Report;
  busy: boolean;
  onAction: (report: Report, action: ModerationAction) => void;
}

/** One report with its target in context: what was reported, by whom, why, and what was decided. */
export function ReportCard({ report, busy, onAction }: ReportCardProps) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const { target } = report;
  const headingId = `report-${report.id}`;
  const typeLabel = t(`moderation.targets.${target.type}`);

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-zinc-800 bg-zinc-900/70 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-medium text-white">
            {t('moderation.reportOf', { type: typeLabel, reason: t(`moderation.reasons.${report.reason}`) })}
          </h3>
          {target.hidden && <Badge tone="amber">{t('moderation.hidden')}</Badge>}
          {target.deleted && <Badge tone="rose">{t('moderation.deletedBadge')}</Badge>}
          <span className="ml-auto text-xs text-zinc-400">
            <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
          </span>
        </div>

        <div className="mt-3 rounded-lg border border-zinc-800 bg-zinc-950/60 p-3 text-sm">
          <p className="text-xs text-zinc-400">
            {target.author
              ? t('moderation.byAuthor', { type: typeLabel, nickname: target.author.nickname })
              : typeLabel}
          </p>
          {target.text !== null ? (
            <blockquote className="mt-1 whitespace-pre-line break-words text-zinc-100 line-clamp-6">
              {target.text}
            </blockquote>
          ) : (
            <p className="mt-1 italic text-zinc-500">{t('moderation.contentGone')}</p>
          )}
          {target.url && !target.deleted && (
            <Link
              to={target.url}
              target="_blank"
              rel="noopener"
              className={cn(
                'mt-2 inline-flex items-center gap-1 text-xs text-violet-300 hover:text-violet-200',
                focusRing,
              )}
            >
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              {t('moderation.open')}
            </Link>
          )}
        </div>

        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-zinc-400">{t('moderation.reporter')}</dt>
          <dd className="text-zinc-200">
            {report.reporter ? `@${report.reporter.nickname}` : t('moderation.goneAccount')}
          </dd>
          <dt className="text-zinc-400">{t('moderation.details')}</dt>
          <dd className="whitespace-pre-line break-words text-zinc-200">
            {report.details || <span className="text-zinc-500">{t('moderation.noDetails')}</span>}
          </dd>
          {report.status !== 'open' && (
            <>
              <dt className="text-zinc-400">{t('moderation.decision')}</dt>
              <dd className="text-zinc-200">
                {t('moderation.decided', {
                  action: t(`moderation.done.${report.action ?? 'dismiss'}`),
                  nickname: report.resolvedBy?.nickname ?? '—',
                  date: report.resolvedAt ? when(report.resolvedAt) : '—',
                })}
              </dd>
            </>
          )}
        </dl>

        {report.status === 'open' && (
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('moderation.decide')}>
            {actionsFor(report).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'delete' || action === 'suspend' ? 'danger' : 'secondary'}
                disabled={busy}
                onClick={() => onAction(report, action)}
              >
                {t(`moderation.actions.${action}`)}
              </Button>
            ))}
          </div>
        )}
      </article>
    </li>
  );
}
