import type { Tournament } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { matchPath } from '../../matches';
import { useTournamentMatches } from '../api';
import { byRoundAndNumber, matchSummary } from '../lib/bracket';
import { ManagePanel } from './ManagePanel';

/** Results a side rejected: the organizer settles each on the match page, where both sides' evidence is. */
export function DisputedMatches({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const query = useTournamentMatches(tournament.id);
  const disputed = useMemo(
    () => (query.data ?? []).filter((m) => m.status === 'disputed').sort(byRoundAndNumber),
    [query.data],
  );
  return (
    <ManagePanel id="manage-disputes" title={t('manage.disputes')}>
      {query.isPending ? (
        <Spinner size="sm" />
      ) : disputed.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('manage.noDisputes')}</p>
      ) : (
        <>
          <p className="text-sm text-zinc-400">{t('manage.disputesHelp')}</p>
          <ul aria-label={t('manage.disputes')} className="space-y-1.5">
            {disputed.map((match) => (
              <li key={match.id}>
                <Link
                  to={matchPath(match.id)}
                  aria-label={t('manage.settle', { summary: matchSummary(t, match) })}
                  className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-rose-900/70 bg-rose-950/10 px-3 py-2 text-sm hover:border-zinc-600 ${focusRing}`}
                >
                  <span className="min-w-0 truncate text-zinc-100">{matchSummary(t, match)}</span>
                  <span className="shrink-0 font-medium text-rose-200">{t('manage.settleAction')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </ManagePanel>
  );
}
