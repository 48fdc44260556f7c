import { ReportStatus, type ModerationAction, type Report } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/PagedList';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useAdminFeedback } from '../components/feedback';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAdminReports, useModerateReport } from './api';
import { ReportCard } from './ReportCard';

type Pending = { report: Report; action: Exclude<ModerationAction, 'dismiss'> };

/**
 * The moderation queue: reports by status, each with its target in context. A decision closes every open report
 * of the target and tells the reporters. Hiding, deleting and warning ask first; suspending needs a reason;
 * dismissing happens at once.
 */
export function ModerationSection() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [pending, setPending] = useState<Pending | null>(null);
  const moderate = useModerateReport();
  const { ok, failed } = useAdminFeedback();

  const decide = (report: Report, action: ModerationAction, reason?: string) =>
    moderate.mutate(
      { id: report.id, body: reason ? { action, reason } : { action } },
      {
        onSuccess: () => {
          ok(t(`moderation.decidedToast.${action}`));
          setPending(null);
        },
        onError: failed(t('moderation.failed')),
      },
    );

  const onAction = (report: Report, action: ModerationAction) =>
    action === 'dismiss' ? decide(report, action) : setPending({ report, action });

  return (
    <section aria-labelledby="admin-moderation-title" className="space-y-5">
      <div>
        <h2 id="admin-moderation-title" className="text-lg font-semibold text-white">
          {t('moderation.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('moderation.intro')}</p>
      </div>
      <Tabs value={status} onValueChange={(value) => setStatus(value as ReportStatus)}>
        <TabsList aria-label={t('moderation.statuses')} className="w-full sm:w-fit">
          {ReportStatus.options.map((s) => (
            <TabsTrigger key={s} value={s}>
              {t(`moderation.status.${s}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ReportStatus.options.map((s) => (
          <TabsContent key={s} value={s}>
            <ReportQueue status={s} busyId={moderate.isPending ? moderate.variables.id : null} onAction={onAction} />
          </TabsContent>
        ))}
      </Tabs>

      {pending?.action === 'suspend' && pending.report.target.author && (
        <ReasonDialog
          title={t('moderation.suspendTitle', { nickname: pending.report.target.author.nickname })}
          description={t('moderation.suspendBody')}
          confirmLabel={t('moderation.actions.suspend')}
          pending={moderate.isPending}
          onClose={() => setPending(null)}
          onConfirm={(reason) => decide(pending.report, 'suspend', reason)}
        />
      )}
      {pending && pending.action !== 'suspend' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={t(`moderation.confirm.${pending.action}.title`, {
            noun: t(`moderation.nouns.${pending.report.target.type}`),
            nickname: pending.report.target.author?.nickname ?? '—',
          })}
          description={t(`moderation.confirm.${pending.action}.body`)}
          confirmLabel={t(`moderation.actions.${pending.action}`)}
          tone={pending.action === 'delete' ? 'danger' : 'primary'}
          pending={moderate.isPending}
          onConfirm={() => decide(pending.report, pending.action)}
        />
      )}
    </section>
  );
}

function ReportQueue({
  status,
  busyId,
  onAction,
}: {
  status: ReportStatus;
  busyId: string | null;
  onAction: (report: Report, action: ModerationAction) => void;
}) {
  const { t } = useTranslation('admin');
  const query = useAdminReports(status);
  return (
    <PagedList
      query={query}
      listClassName="space-y-3"
      listLabel={t('moderation.listLabel', { status: t(`moderation.status.${status}`) })}
      texts={{
        loading: t('moderation.loading'),
        error: t('moderation.loadError'),
        retry: t('area.retry'),
        empty: t(`moderation.empty.${status}`),
        loadMore: t('area.loadMore'),
      }}
      renderItem={(report) => (
        <ReportCard key={report.id} report={report} busy={busyId === report.id} onAction={onAction} />
      )}
    />
  );
}
