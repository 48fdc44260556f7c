import type { AdminOverview } from '@esn/contract';
import { Activity, FileText, Flag, Trophy, Users, UsersRound } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { formatDate, localeFor } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { QueryStates } from '../components/ListStates';
import { useAdminOverview } from './api';
import { DailyChart } from './DailyChart';

type Series = 'signups' | 'posts' | 'matches';
const SERIES: readonly { key: Series; color: string }[] = [
  { key: 'signups', color: '#a78bfa' },
  { key: 'posts', color: '#22d3ee' },
  { key: 'matches', color: '#34d399' },
];
const PEOPLE_TYPES = ['player', 'coach', 'team_owner', 'admin', 'none'] as const;

/** Spec §2's overview: the site's counts as cards, then 30 days of sign-ups, posts and matches as charts. */
export function OverviewSection() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="admin-overview-title" className="space-y-6">
      <div>
        <h2 id="admin-overview-title" className="text-lg font-semibold text-white">
          {t('overview.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('overview.intro')}</p>
      </div>
      <QueryStates
        pending={overview.isPending}
        failed={overview.isError && !overview.data}
        empty={false}
        onRetry={() => void overview.refetch()}
        texts={{ loading: t('overview.loading'), error: t('overview.loadError'), empty: '', retry: t('area.retry') }}
      >
        {overview.data && <OverviewBody data={overview.data} />}
      </QueryStates>
    </section>
  );
}

function OverviewBody({ data }: { data: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const [, setParams] = useSearchParams();
  const number = useMemo(() => new Intl.NumberFormat(localeFor(i18n.resolvedLanguage)), [i18n.resolvedLanguage]);
  const n = (value: number) => number.format(value);
  const people = PEOPLE_TYPES.reduce((sum, type) => sum + data.people[type], 0);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={t('overview.counts')}>
        <StatCard
          icon={<Users className="h-5 w-5" />}
          label={t('overview.people')}
          value={n(people)}
          className="col-span-2 lg:col-span-1"
        >
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-zinc-400">
            {PEOPLE_TYPES.map((type) => (
              <div key={type} className="flex justify-between gap-2">
                <dt>{t(`overview.types.${type}`)}</dt>
                <dd className="tabular-nums text-zinc-200">{n(data.people[type])}</dd>
              </div>
            ))}
          </dl>
        </StatCard>
        <StatCard icon={<UsersRound className="h-5 w-5" />} label={t('overview.teams')} value={n(data.teams)} />
        <StatCard icon={<FileText className="h-5 w-5" />} label={t('overview.posts')} value={n(data.posts)} />
        <StatCard icon={<Trophy className="h-5 w-5" />} label={t('overview.tournaments')} value={n(data.tournaments)} />
        <StatCard
          icon={<Flag className="h-5 w-5" />}
          label={t('overview.openReports')}
          value={n(data.openReports)}
          tone={data.openReports > 0 ? 'warn' : undefined}
        >
          {data.openReports > 0 && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => setParams({ section: 'moderation' }, { replace: true })}
            >
              {t('overview.review')}
            </Button>
          )}
        </StatCard>
        <StatCard icon={<Activity className="h-5 w-5" />} label={t('overview.onlineNow')} value={n(data.onlineNow)} />
      </ul>

      <div className="grid gap-4 xl:grid-cols-3">
        {SERIES.map(({ key, color }) => (
          <DailyFigure key={key} days={data.days} series={key} color={color} format={number} />
        ))}
      </div>
    </>
  );
}

function StatCard({
  icon,
  label,
  value,
  tone,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  tone?: 'warn';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={cn('min-w-0 rounded-xl border border-zinc-800 bg-zinc-900/70 p-4', className)}>
      <p className="flex items-center gap-2 text-sm text-zinc-400">
        <span aria-hidden="true" className={tone === 'warn' ? 'text-amber-300' : 'text-violet-300'}>
          {icon}
        </span>
        {label}
      </p>
      <p className={`mt-1 text-3xl font-semibold tabular-nums ${tone === 'warn' ? 'text-amber-200' : 'text-white'}`}>
        {value}
      </p>
      {children}
    </li>
  );
}

/**
 * A chart with its words: the caption says the total, the busiest day and today's count (what a screen reader
 * announces; the canvas is hidden from it), and the numbers are a table under "show as table" for everyone.
 */
function DailyFigure({
  days,
  series,
  color,
  format,
}: {
  days: AdminOverview['days'];
  series: Series;
  color: string;
  format: Intl.NumberFormat;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const formatDay = useCallback(
    (date: string) =>
      date ? formatDate(`${date}T00:00:00Z`, language, { day: 'numeric', month: 'short', timeZone: 'UTC' }) : '',
    [language],
  );
  const points = useMemo(() => days.map((d) => ({ date: d.date, value: d[series] })), [days, series]);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.reduce<(typeof points)[number] | undefined>(
    (best, p) => (!best || p.value > best.value ? p : best),
    undefined,
  );
  const title = t(`overview.charts.${series}`);
  const id = `admin-chart-${series}`;
  const summary =
    peak && peak.value > 0
      ? t('overview.chartSummary', {
          total: format.format(total),
          peak: format.format(peak.value),
          peakDay: formatDay(peak.date),
          today: format.format(points.at(-1)?.value ?? 0),
        })
      : t('overview.chartEmpty');

  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="min-w-0 rounded-xl border border-zinc-800 bg-zinc-900/70 p-4"
    >
      <figcaption>
        <h3 id={`${id}-title`} className="font-medium text-white">
          {title}
        </h3>
        <p id={`${id}-summary`} className="mt-1 text-xs text-zinc-400">
          {summary}
        </p>
      </figcaption>
      <div className="mt-3">
        <DailyChart
          points={points}
          label={t(`overview.series.${series}`)}
          dayLabel={t('overview.day')}
          color={color}
          formatDay={formatDay}
        />
      </div>
      <details className="mt-2 text-sm">
        <summary className={cn('cursor-pointer rounded text-xs text-zinc-400 hover:text-white', focusRing)}>
          {t('overview.showTable')}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-xs">
            <caption className="sr-only">{t('overview.tableCaption', { series: title })}</caption>
            <thead>
              <tr className="text-left text-zinc-400">
                <th scope="col" className="py-1 font-medium">
                  {t('overview.day')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800 text-zinc-300">
              {points.map((p) => (
                <tr key={p.date}>
                  <th scope="row" className="py-1 text-left font-normal">
                    <time dateTime={p.date}>{formatDay(p.date)}</time>
                  </th>
                  <td className="py-1 text-right tabular-nums">{format.format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
