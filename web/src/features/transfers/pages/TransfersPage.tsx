import { TransferOfferStatus, type MarketPlayer } from '@esn/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../shared/ui/Card';
import { PagedList } from '../../../shared/ui/PagedList';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import {
  useCoaches,
  useMarketPlayers,
  type CoachFilters,
  type CoachListItem,
  type MarketFilters,
  type OfferBox,
} from '../api';
import { AvailabilityCard } from '../components/AvailabilityCard';
import { CoachCard } from '../components/CoachCard';
import { CoachFiltersBar } from '../components/CoachFiltersBar';
import { CoachingProfileEditor } from '../components/CoachingProfileEditor';
import { MarketFiltersBar } from '../components/MarketFiltersBar';
import { OffersPanel } from '../components/OffersPanel';
import { PlayerCard } from '../components/PlayerCard';
import { SavedSearches } from '../components/SavedSearches';
import { SaveSearchButton } from '../components/SaveSearchDialog';
import { TransferHistoryList } from '../components/TransferHistoryList';
import {
  COACH_FILTER_KEYS,
  coachFiltersFrom,
  hasMarketFilters,
  MARKET_FILTER_KEYS,
  marketFiltersFrom,
} from '../lib/filters';

const TABS = ['players', 'coaches', 'offers', 'coaching'] as const;
type Tab = (typeof TABS)[number];

/** The coaches' filter keys in the address differ from the API's where the players tab uses the same word. */
const COACH_PARAM: Record<keyof CoachFilters, (typeof COACH_FILTER_KEYS)[number]> = {
  game: 'cgame',
  specialty: 'specialty',
  language: 'language',
  availability: 'cavailability',
  free: 'free',
};

/**
 * `/transfers`: the transfer market. Players (filters, sort, "load more"), coaches, the reader's sent and received
 * offers, and for a coach his coaching profile; beside them the latest transfers. Tab and filters live in the
 * address, so a filtered list can be shared and survives a reload.
 */
export function TransfersPage() {
  const { t } = useTranslation(['transfers', 'pages']);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('pages:titles.transfers'));
  const isCoach = user?.userType === 'coach';
  // Team owners and coaches scout: they save searches and hear of players who come to match them.
  const isScout = isCoach || user?.userType === 'team_owner';
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (requested !== 'coaching' || isCoach) ? requested : 'players';
  const tabs = TABS.filter((value) => value !== 'coaching' || isCoach);

  // Navigations render in a transition: two changes in a row (a typed role, then a checkbox) must build on each
  // other, not both on the address of the last render.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (next: Record<string, string | undefined>) => {
    const query = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    latest.current = query;
    setParams(query, { replace: true });
  };

  const status = TransferOfferStatus.safeParse(params.get('status'));
  const box: OfferBox = params.get('box') === 'sent' ? 'sent' : 'received';

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('pages:titles.transfers')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{t('transfers:intro')}</p>
      </div>
      {/* One column of minmax(0, 1fr) on phones: an auto column grew to the tab strip's full width instead of scrolling it. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'players' ? undefined : value })}>
          <TabsList aria-label={t('transfers:tabs.label')} className="max-w-xl">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`transfers:tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="players" className="space-y-6">
            {user?.userType === 'player' && <AvailabilityCard />}
            <PlayersTab
              canSave={isScout}
              filters={marketFiltersFrom(params)}
              onChange={(next) => update(next)}
              onClear={() => update(Object.fromEntries(MARKET_FILTER_KEYS.map((key) => [key, undefined])))}
            />
          </TabsContent>
          <TabsContent value="coaches" className="space-y-6">
            {isCoach && (
              <p className="text-sm text-zinc-300">
                {t('transfers:coaching.lookingTeams')}{' '}
                <Link to="/teams?recruiting=coach" className="text-violet-300 underline hover:text-violet-200">
                  {t('transfers:coaching.lookingTeamsLink')}
                </Link>
              </p>
            )}
            <CoachesTab
              filters={coachFiltersFrom(params)}
              onChange={(next) =>
                update(
                  Object.fromEntries(Object.entries(next).map(([k, v]) => [COACH_PARAM[k as keyof CoachFilters], v])),
                )
              }
              onClear={() => update(Object.fromEntries(COACH_FILTER_KEYS.map((key) => [key, undefined])))}
            />
          </TabsContent>
          <TabsContent value="offers">
            <OffersPanel
              box={box}
              status={status.success ? status.data : undefined}
              onChange={(next) => {
                const change: Record<string, string | undefined> = {};
                if ('box' in next) change.box = next.box === 'sent' ? 'sent' : undefined;
                if ('status' in next) change.status = next.status;
                update(change);
              }}
            />
          </TabsContent>
          {isCoach && user && (
            <TabsContent value="coaching">
              <CoachingProfileEditor coachId={user.id} />
            </TabsContent>
          )}
        </Tabs>
        <aside aria-labelledby="latest-transfers" className="space-y-6">
          {isScout && <SavedSearches />}
          <Card className="p-5">
            <h2 id="latest-transfers" className="text-lg font-semibold text-white">
              {t('transfers:history.latest')}
            </h2>
            <TransferHistoryList compact />
          </Card>
        </aside>
      </div>
    </section>
  );
}

function PlayersTab({
  canSave,
  filters,
  onChange,
  onClear,
}: {
  canSave: boolean;
  filters: MarketFilters;
  onChange: (next: Record<string, string | undefined>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <div className="space-y-6">
      <MarketFiltersBar filters={filters} onChange={onChange} onClear={onClear} />
      {canSave && (
        <div className="flex justify-end">
          <SaveSearchButton filters={filters} />
        </div>
      )}
      <PagedList
        query={useMarketPlayers(filters)}
        texts={{
          loading: t('list.loading'),
          error: t('list.error'),
          retry: t('list.retry'),
          empty: t(hasMarketFilters(filters) ? 'list.emptyFiltered' : 'list.empty'),
          loadMore: t('list.loadMore'),
        }}
        listLabel={t('list.players')}
        listClassName="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
        renderItem={(player: MarketPlayer) => <PlayerCard key={player.id} player={player} />}
      />
    </div>
  );
}

function CoachesTab({
  filters,
  onChange,
  onClear,
}: {
  filters: CoachFilters;
  onChange: (next: Partial<Record<keyof CoachFilters, string | undefined>>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <div className="space-y-6">
      <CoachFiltersBar filters={filters} onChange={onChange} onClear={onClear} />
      <PagedList
        query={useCoaches(filters)}
        texts={{
          loading: t('list.loading'),
          error: t('list.error'),
          retry: t('list.retry'),
          empty: t('list.noCoaches'),
          loadMore: t('list.loadMore'),
        }}
        listLabel={t('list.coaches')}
        listClassName="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
        renderItem={(profile: CoachListItem) => <CoachCard key={profile.coach.id} coach={profile} />}
      />
    </div>
  );
}
