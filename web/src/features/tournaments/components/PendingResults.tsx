import type { Tournament } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTournamentMatches } from '../api';
import { byRoundAndNumber } from '../lib/bracket';
import { MatchRow } from './bracket/MatchRow';
import { useMatchParam } from './MatchDialog';
import { ManagePanel } from './ManagePanel';

const WAITING = new Set(['ready', 'in_progress', 'awaiting_approval', 'disputed']);

/** Matches with both sides known and no final result: where the official result is set. */
export function PendingResults({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const query = useTournamentMatches(tournament.id);
  const [, openMatch] = useMatchParam();
  const waiting = useMemo(
    () => (query.data ?? []).filter((m) => WAITING.has(m.status)).sort(byRoundAndNumber),
    [query.data],
  );
  return (
    <ManagePanel id="manage-results" title={t('manage.results')}>
      <p className="text-sm text-zinc-400">{t('manage.resultsHelp')}</p>
      {query.isPending ? (
        <Spinner size="sm" />
      ) : waiting.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('manage.noPending')}</p>
      ) : (
        <ol aria-label={t('manage.results')} className="space-y-1.5">
          {waiting.map((match) => (
            <MatchRow key={match.id} match={match} onOpen={openMatch} />
          ))}
        </ol>
      )}
    </ManagePanel>
  );
}
