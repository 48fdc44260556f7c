import type { Match } from '@esn/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { useFormatDate } from '../../../../shared/hooks/useFormatDate';
import { focusRing } from '../../../../shared/ui/focus';
import { gamesSummary, isWinner, matchSummary, sideName } from '../../lib/bracket';
import { MatchStatusBadge } from './MatchStatusBadge';

/**
 * A match on one line (schedules, Swiss and round-robin rounds, league weeks): side A, the score, side B,
 * its time and status. A button that opens the match when `onOpen` is given.
 */
export const MatchRow = memo(function MatchRow({
  match,
  onOpen,
  showContext = false,
}: {
  match: Match;
  onOpen?: (matchId: string) => void;
  showContext?: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const formatDate = useFormatDate();
  const scored = match.a?.score != null && match.b?.score != null;
  const content = (
    <>
      <span className="flex min-w-0 flex-1 items-center justify-end gap-2 text-right">
        <span className={cn('truncate', isWinner(match, 'a') ? 'font-semibold text-white' : 'text-zinc-200')}>
          {sideName(t, match.a)}
        </span>
      </span>
      <span className="w-16 shrink-0 text-center font-semibold tabular-nums text-zinc-100">
        {scored ? `${match.a?.score} – ${match.b?.score}` : t('match.versus')}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <span className={cn('truncate', isWinner(match, 'b') ? 'font-semibold text-white' : 'text-zinc-200')}>
          {sideName(t, match.b)}
        </span>
      </span>
    </>
  );
  const games = gamesSummary(t, match);
  const meta = (
    <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-zinc-400 sm:w-56 sm:justify-end">
      {match.bestOf > 1 && <span title={games || undefined}>{t('match.series', { bestOf: match.bestOf })}</span>}
      {showContext && <span className="truncate">{match.context.name}</span>}
      {match.scheduledAt && <span>{formatDate(match.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>}
      <MatchStatusBadge status={match.status} />
    </span>
  );
  const row =
    'flex w-full flex-col gap-2 rounded-lg border border-zinc-800 bg-zinc-900/60 px-3 py-2 text-sm sm:flex-row sm:items-center';
  return (
    <li>
      {onOpen ? (
        <button
          type="button"
          className={cn(row, 'text-left hover:border-zinc-600', focusRing)}
          aria-label={t('match.open', {
            summary: games ? `${matchSummary(t, match)} (${games})` : matchSummary(t, match),
          })}
          onClick={() => onOpen(match.id)}
        >
          <span className="flex min-w-0 flex-1 items-center gap-2">{content}</span>
          {meta}
        </button>
      ) : (
        <div className={row}>
          <span className="flex min-w-0 flex-1 items-center gap-2">{content}</span>
          {meta}
        </div>
      )}
    </li>
  );
});
