import type { AuditEntry } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { AdminTable, td } from '../components/AdminTable';
import { QueryStates } from '../components/ListStates';
import { useAuditLog } from './api';

const COLUMNS = ['actor', 'action', 'target', 'details', 'at'] as const;
/** Target types the log names in words; another shows as it is stored. */
const TARGET_TYPES = new Set([
  'user',
  'team',
  'report',
  'post',
  'comment',
  'profile',
  'tournament',
  'challenge',
  'settings',
  'match',
]);

/** Every admin action: who did what, to what, with which details, when; newest first. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-audit-title" className="space-y-5">
      <div>
        <h2 id="admin-audit-title" className="text-lg font-semibold text-white">
          {t('audit.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('audit.intro')}</p>
      </div>
      <QueryStates
        pending={log.isPending}
        failed={log.isError && items.length === 0}
        empty={items.length === 0}
        onRetry={() => void log.refetch()}
        texts={{
          loading: t('audit.loading'),
          error: t('audit.loadError'),
          empty: t('audit.empty'),
          retry: t('area.retry'),
        }}
      >
        <AdminTable
          id="admin-audit"
          caption={t('audit.caption')}
          minWidth="min-w-[52rem]"
          fetching={log.isFetching}
          columns={COLUMNS.map((c) => ({ key: c, label: t(`audit.columns.${c}`) }))}
        >
          {items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </AdminTable>
        {log.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t('area.loadMore')}
          </Button>
        )}
      </QueryStates>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const type = TARGET_TYPES.has(entry.targetType) ? t(`audit.targets.${entry.targetType}`) : entry.targetType;
  const details = Object.entries(entry.details);
  return (
    <tr className="hover:bg-zinc-900/60">
      <td className={cn(td, 'whitespace-nowrap')}>
        {entry.actor ? `@${entry.actor.nickname}` : <span className="text-zinc-500">{t('audit.system')}</span>}
      </td>
      <th scope="row" className={cn(td, 'text-left font-medium text-white')}>
        {t(`audit.actions.${entry.action}`)}
      </th>
      <td className={cn(td, 'max-w-[16rem]')}>
        <span className="text-zinc-400">{type}</span>
        {entry.targetLabel && <span className="block truncate text-zinc-200">{entry.targetLabel}</span>}
      </td>
      <td className={cn(td, 'max-w-[20rem] text-xs')}>
        {details.length === 0 ? (
          <span className="text-zinc-500">—</span>
        ) : (
          <dl className="space-y-0.5">
            {details.map(([key, value]) => (
              <div key={key} className="flex gap-1">
                <dt className="text-zinc-400">{t(`audit.details.${key}`, { defaultValue: key })}:</dt>
                <dd className="break-words text-zinc-200">{detailValue(entry.action, key, value, t)}</dd>
              </div>
            ))}
          </dl>
        )}
      </td>
      <td className={cn(td, 'whitespace-nowrap')}>
        <time dateTime={entry.at}>{formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </td>
    </tr>
  );
}

/** Values the log stores as codes (a status, a type, a moderation decision) in words; others as they are. */
function detailValue(
  action: AuditEntry['action'],
  key: string,
  value: AuditEntry['details'][string],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (value === null) return '—';
  // The approval window is stored in minutes; the settings page shows it as hours and minutes, and so does the log.
  if (key.startsWith('matchResultApprovalMinutes.') && typeof value === 'number')
    return t('audit.duration', { hours: Math.floor(value / 60), minutes: value % 60 });
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  const text = String(value);
  const words = (path: string) => t(path, { defaultValue: text });
  if (key === 'action') return words(`moderation.done.${text}`);
  if (key === 'game') return words(`common:games.${text}`);
  if (action.startsWith('team.') && key === 'status') return words(`teams:statuses.${text}`);
  if (action.startsWith('team.') && key === 'type') return words(`teams:types.${text}`);
  if (action.startsWith('tournament.') && key === 'status') return words(`tournaments:statuses.${text}`);
  return text;
}
