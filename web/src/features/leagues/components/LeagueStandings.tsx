import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StandingsTable } from '../../tournaments/components';
import { useLeagueStandings } from '../api';

/** The league table with its legend, or why it is not there yet. */
export function LeagueStandings({ leagueId, name }: { leagueId: string; name: string }) {
  const { t } = useTranslation('leagues');
  const query = useLeagueStandings(leagueId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('standings.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('standings.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <StandingsTable rows={query.data} caption={t('standings.caption', { name })} />
      <p className="text-xs text-zinc-400">{t('standings.legend')}</p>
    </div>
  );
}
