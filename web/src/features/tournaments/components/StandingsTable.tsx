import type { StandingRow } from '@esn/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { TeamLogo } from '../../teams/components';
import { participantHref } from '../lib/links';

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'scoreFor', 'scoreAgainst', 'difference', 'points'] as const;

/**
 * A table of a round-robin group, Swiss rounds or a league: rank, participant, played, won, drawn, lost, for,
 * against, difference and points (win 3, draw 1). Short column heads with the full word for screen readers
 * and as a tooltip; scrolls sideways on a phone with the name column kept in view.
 */
export const StandingsTable = memo(function StandingsTable({
  rows,
  caption,
  highlightId,
}: {
  rows: StandingRow[];
  caption: string;
  /** A participant to mark (the reader's team). */
  highlightId?: string | null;
}) {
  const { t } = useTranslation('tournaments');
  if (rows.length === 0) return <p className="py-4 text-sm text-zinc-400">{t('standings.empty')}</p>;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-zinc-800', focusRing)}
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-900 text-xs uppercase tracking-wide text-zinc-400">
          <tr>
            <th scope="col" className="w-10 px-2 py-2 text-right">
              <abbr title={t('standings.rank')}>#</abbr>
            </th>
            <th scope="col" className="sticky left-0 bg-zinc-900 px-3 py-2 text-left">
              {t('standings.participant')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-right">
                <abbr title={t(`standings.${column}`)} className="no-underline">
                  {t(`standings.short.${column}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = participantHref(row.participant);
            return (
              <tr
                key={row.participant.id}
                className={cn(
                  'border-t border-zinc-800',
                  row.participant.id === highlightId ? 'bg-violet-950/40' : 'bg-zinc-950/40',
                )}
              >
                <td className="px-2 py-2 text-right tabular-nums text-zinc-400">{row.rank}</td>
                <th scope="row" className="sticky left-0 bg-zinc-950 px-3 py-2 text-left font-medium text-white">
                  <span className="flex items-center gap-2">
                    <TeamLogo team={row.participant} className="h-6! w-6! rounded-md! text-[10px]!" />
                    {href ? (
                      <Link to={href} className={cn('truncate rounded hover:underline', focusRing)}>
                        {row.participant.name}
                      </Link>
                    ) : (
                      <span className="truncate">{row.participant.name}</span>
                    )}
                  </span>
                </th>
                {COLUMNS.map((column) => (
                  <td
                    key={column}
                    className={cn(
                      'px-2 py-2 text-right tabular-nums',
                      column === 'points' ? 'font-semibold text-white' : 'text-zinc-300',
                    )}
                  >
                    {column === 'difference' && row.difference > 0 ? `+${row.difference}` : row[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
