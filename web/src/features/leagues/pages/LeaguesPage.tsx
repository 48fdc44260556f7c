import { GAMES, Game, LeagueStatus, type LeagueSummary } from '@esn/contract';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { PagedList } from '../../../shared/ui/PagedList';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { useAuth } from '../../auth';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useDocumentTitle } from '../../settings';
import { canHostTournaments } from '../../tournaments';
import { useLeagueList, type LeagueFilters } from '../api';
import { LeagueCard } from '../components/LeagueCard';

function leagueFiltersFrom(params: URLSearchParams): LeagueFilters {
  const game = Game.safeParse(params.get('game'));
  const status = LeagueStatus.safeParse(params.get('status'));
  return {
    q: params.get('q')?.trim() || undefined,
    game: game.success ? game.data : undefined,
    status: status.success ? status.data : undefined,
  };
}

/** `/leagues`: every league with search, game and status filters; organizers create one from here. */
export function LeaguesPage() {
  const { t } = useTranslation(['leagues', 'pages', 'common']);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = leagueFiltersFrom(params);
  useDocumentTitle(t('pages:titles.leagues'));
  const update = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) query.set(key, value);
          else query.delete(key);
        }
        return query;
      },
      { replace: true },
    );
  const [q, setQ] = useState(filters.q ?? '');
  const settled = useDebouncedValue(q.trim());
  useEffect(() => {
    if (settled !== (filters.q ?? '')) update({ q: settled || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the text writes the address
  }, [settled]);
  const filtered = Boolean(filters.q || filters.game || filters.status);

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('pages:titles.leagues')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('leagues:intro')}</p>
        </div>
        {canHostTournaments(user) && (
          <Link to="/leagues/create" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('leagues:create')}
          </Link>
        )}
      </div>
      <div
        role="search"
        aria-label={t('leagues:filters.label')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <div className="sm:col-span-2">
          <label htmlFor="league-search" className="mb-1.5 block text-sm font-medium text-zinc-200">
            {t('leagues:filters.search')}
          </label>
          <SearchInput
            id="league-search"
            value={q}
            onValue={setQ}
            placeholder={t('leagues:filters.searchPlaceholder')}
          />
        </div>
        <FilterSelect
          label={t('leagues:filters.game')}
          value={filters.game ?? ''}
          onChange={(game) => update({ game })}
          allLabel={t('leagues:filters.anyGame')}
          options={GAMES.map((game) => ({ value: game, label: t(`common:games.${game}`) }))}
        />
        <FilterSelect
          label={t('leagues:filters.status')}
          value={filters.status ?? ''}
          onChange={(status) => update({ status })}
          allLabel={t('leagues:filters.anyStatus')}
          options={LeagueStatus.options.map((status) => ({ value: status, label: t(`leagues:statuses.${status}`) }))}
        />
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              setQ('');
              update({ q: undefined, game: undefined, status: undefined });
            }}
          >
            {t('leagues:filters.clear')}
          </Button>
        )}
      </div>
      <PagedList
        query={useLeagueList(filters)}
        texts={{
          loading: t('leagues:list.loading'),
          error: t('leagues:list.error'),
          retry: t('leagues:list.retry'),
          empty: filtered ? t('leagues:list.emptyFiltered') : t('leagues:list.empty'),
          loadMore: t('leagues:list.loadMore'),
        }}
        listLabel={t('leagues:list.label')}
        listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        renderItem={(league: LeagueSummary) => <LeagueCard key={league.id} league={league} />}
      />
    </section>
  );
}
