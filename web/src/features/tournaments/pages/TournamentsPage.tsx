import { Game, TournamentFormat, TournamentStatus, type TournamentSummary } from '@esn/contract';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { PagedList } from '../../../shared/ui/PagedList';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useAuth } from '../../auth';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useDocumentTitle } from '../../settings';
import { useTournamentList, type TournamentFilters } from '../api';
import { TournamentCard } from '../components/TournamentCard';
import { TournamentFiltersBar } from '../components/TournamentFiltersBar';
import { canHostTournaments } from '../lib/permissions';

const SCOPES = ['all', 'hosting', 'registered'] as const;
type Scope = (typeof SCOPES)[number];
const FILTER_KEYS = ['q', 'game', 'status', 'format'] as const;

/** The filters as the address bar has them; values the API would refuse are ignored rather than sent. */
function filtersFrom(params: URLSearchParams): TournamentFilters {
  const game = Game.safeParse(params.get('game'));
  const status = TournamentStatus.safeParse(params.get('status'));
  const format = TournamentFormat.safeParse(params.get('format'));
  const mine = params.get('mine');
  return {
    q: params.get('q')?.trim() || undefined,
    game: game.success ? game.data : undefined,
    status: status.success ? status.data : undefined,
    format: format.success ? format.data : undefined,
    mine: mine === 'hosting' || mine === 'registered' ? mine : undefined,
  };
}

/**
 * `/tournaments`: every tournament with search and filters, or the reader's own (hosting, registered), newest
 * start first, twenty at a time. Scope and filters live in the address.
 */
export function TournamentsPage() {
  const { t } = useTranslation(['tournaments', 'pages']);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const scope: Scope = filters.mine ?? 'all';
  useDocumentTitle(t('pages:titles.tournaments'));

  const update = (next: Record<string, string | undefined>) => {
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
  };

  // The box answers every key press; the address (and the request) follow once typing pauses.
  const [q, setQ] = useState(filters.q ?? '');
  const settled = useDebouncedValue(q.trim());
  useEffect(() => {
    if (settled !== (filters.q ?? '')) update({ q: settled || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the text writes the address
  }, [settled]);
  const filtered = Boolean(filters.q || filters.game || filters.status || filters.format);

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('pages:titles.tournaments')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('tournaments:intro')}</p>
        </div>
        {canHostTournaments(user) && (
          <Link to="/tournaments/create" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('tournaments:create')}
          </Link>
        )}
      </div>
      <Tabs value={scope} onValueChange={(value) => update({ mine: value === 'all' ? undefined : value })}>
        <TabsList aria-label={t('tournaments:scopes.label')} className="max-w-md">
          {SCOPES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tournaments:scopes.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the scope tab's panel, so the selected tab controls an element that exists. */}
        <TabsContent value={scope} className="space-y-6">
          <TournamentFiltersBar
            q={q}
            onQ={setQ}
            filters={filters}
            onChange={(next) => update(next)}
            onClear={() => {
              setQ('');
              update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
            }}
          />
          <TournamentList
            filters={filters}
            empty={
              filtered
                ? t('tournaments:empty.filtered')
                : scope === 'hosting'
                  ? t('tournaments:empty.hosting')
                  : scope === 'registered'
                    ? t('tournaments:empty.registered')
                    : t('tournaments:empty.all')
            }
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function TournamentList({ filters, empty }: { filters: TournamentFilters; empty: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <PagedList
      query={useTournamentList(filters)}
      texts={{
        loading: t('list.loading'),
        error: t('list.error'),
        retry: t('list.retry'),
        empty,
        loadMore: t('list.loadMore'),
      }}
      listLabel={t('list.label')}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      renderItem={(tournament: TournamentSummary) => <TournamentCard key={tournament.id} tournament={tournament} />}
    />
  );
}
