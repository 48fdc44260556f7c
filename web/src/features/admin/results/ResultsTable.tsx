import type { AdminResult, AdminResultSide } from '@esn/contract';
import { Ban, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { AdminTable, td } from '../components/AdminTable';

export type ResultAction = { kind: 'void' | 'restore'; result: AdminResult };

const COLUMNS = ['played', 'game', 'event', 'match', 'rated', 'status', 'actions'] as const;
const RIGHT = new Set<string>(['rated', 'actions']);

/** "Wolves – Eagles", or a dash for a side that no longer exists. */
export function matchupOf(result: AdminResult): string {
  return `${result.sideA?.name ?? '—'} – ${result.sideB?.name ?? '—'}`;
}

const sidePath = (side: AdminResultSide) =>
  side.kind === 'team' ? `/team/${encodeURIComponent(side.slug)}` : `/profile/${encodeURIComponent(side.id)}`;

function Side({ side }: { side: AdminResultSide | null }) {
  if (!side) return <span className="text-zinc-500">—</span>;
  return (
    <Link to={sidePath(side)} className="hover:underline">
      {side.name}
    </Link>
  );
}

interface ResultsTableProps {
  items: AdminResult[];
  fetching: boolean;
  busyId: string | null;
  onAction: (action: ResultAction) => void;
}

/** The rated results: when, which game and event, who played whom and the score, how many ratings it moved. */
export function ResultsTable({ items, fetching, busyId, onAction }: ResultsTableProps) {
  const { t } = useTranslation(['admin', 'common']);
  const formatDate = useFormatDate();
  return (
    <AdminTable
      id="admin-results"
      caption={t('results.caption')}
      minWidth="min-w-[60rem]"
      fetching={fetching}
      columns={COLUMNS.map((c) => ({
        key: c,
        label: t(`results.columns.${c}`),
        align: RIGHT.has(c) ? 'right' : undefined,
      }))}
    >
      {items.map((result) => {
        const matchup = matchupOf(result);
        const voided = result.voided;
        return (
          <tr key={result.matchId} className={cn('hover:bg-zinc-900/60', voided && 'bg-rose-950/20')}>
            <td className={cn(td, 'whitespace-nowrap')}>
              <time dateTime={result.playedAt}>{formatDate(result.playedAt, { dateStyle: 'medium' })}</time>
            </td>
            <td className={td}>{t(`common:games.${result.game}`, { defaultValue: result.game })}</td>
            <td className={cn(td, 'max-w-[14rem] truncate')}>
              {result.event ? (
                <Link
                  to={`/${result.event.kind === 'tournament' ? 'tournaments' : 'leagues'}/${result.event.id}`}
                  className="hover:underline"
                >
                  {result.event.name}
                </Link>
              ) : (
                <span className="text-zinc-500">—</span>
              )}
            </td>
            <th scope="row" className={cn(td, 'text-left font-medium text-white')}>
              <span className="flex flex-wrap items-center gap-x-2">
                <Side side={result.sideA} />{' '}
                <Link to={`/matches/${result.matchId}`} className="tabular-nums text-zinc-300 hover:underline">
                  {result.scoreA} – {result.scoreB}
                </Link>{' '}
                <Side side={result.sideB} />
              </span>
            </th>
            <td className={cn(td, 'text-right tabular-nums')}>{result.rated}</td>
            <td className={cn(td, 'max-w-[18rem]')}>
              {voided ? (
                <>
                  <span className="font-medium text-rose-300">{t('results.statuses.voided')}</span>
                  <span className="block text-xs text-zinc-400">
                    {t('results.voidedBy', {
                      who: voided.by ? `@${voided.by.nickname}` : t('audit.system'),
                      when: formatDate(voided.at, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </span>
                  <span className="block break-words text-xs text-zinc-300">{voided.reason}</span>
                </>
              ) : (
                <span className="text-emerald-300">{t('results.statuses.counted')}</span>
              )}
            </td>
            <td className={cn(td, 'text-right')}>
              <Button
                variant={voided ? 'secondary' : 'danger'}
                size="sm"
                className="whitespace-nowrap"
                disabled={busyId === result.matchId}
                aria-label={t(voided ? 'results.restoreNamed' : 'results.voidNamed', { matchup })}
                onClick={() => onAction({ kind: voided ? 'restore' : 'void', result })}
              >
                {voided ? (
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Ban className="h-4 w-4" aria-hidden="true" />
                )}
                {t(voided ? 'results.restore' : 'results.void')}
              </Button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
