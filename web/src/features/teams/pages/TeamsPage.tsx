import { Game } from '@esn/contract';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useAuth } from '../../auth';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useDocumentTitle } from '../../settings';
import type { TeamFilters } from '../api';
import { MyApplicationList, MyInvitationList } from '../components/MyRequestLists';
import { TeamFiltersBar } from '../components/TeamFiltersBar';
import { LookingForTeamList, MyTeamsList, TeamList } from '../components/TeamLists';
import { canCreateTeams } from './CreateTeamPage';

const TABS = ['teams', 'players', 'coach', 'mine'] as const;
type TeamsTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TeamsTab => TABS.includes(value as TeamsTab);
const FILTER_KEYS = ['q', 'game', 'country', 'recruiting', 'verified'] as const;

/** The filters as the address bar has them; values the API would refuse are ignored rather than sent. */
function filtersFrom(params: URLSearchParams): TeamFilters {
  const game = Game.safeParse(params.get('game'));
  const country = params.get('country');
  const recruiting = params.get('recruiting');
  const verified = params.get('verified');
  return {
    q: params.get('q')?.trim() || undefined,
    game: game.success ? game.data : undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    recruiting: recruiting === 'players' || recruiting === 'coach' ? recruiting : undefined,
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
  };
}

/**
 * `/teams`: the team directory with search and filters, players looking for a team, teams looking for a
 * coach, and the reader's own teams, invitations and applications. Tab and filters live in the address.
 */
export function TeamsPage() {
  const { t } = useTranslation(['teams', 'pages']);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TeamsTab = isTab(tabParam) ? tabParam : 'teams';
  const filters = filtersFrom(params);
  useDocumentTitle(t('pages:titles.teams'));

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

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('pages:titles.teams')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('teams:intro')}</p>
        </div>
        {canCreateTeams(user?.userType) && (
          <Link to="/teams/create" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('teams:create')}
          </Link>
        )}
      </div>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'teams' ? undefined : value })}>
        <TabsList aria-label={t('teams:tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`teams:tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="teams" className="space-y-5">
          <DirectoryTab filters={filters} update={update} />
        </TabsContent>
        <TabsContent value="players" className="space-y-5">
          <div className="max-w-xs">
            <GameSelect value={filters.game} onChange={(game) => update({ game })} />
          </div>
          <LookingForTeamList game={filters.game} />
        </TabsContent>
        <TabsContent value="coach">
          <TeamList filters={{ recruiting: 'coach' }} empty={t('teams:empty.coach')} />
        </TabsContent>
        <TabsContent value="mine" className="space-y-8">
          <MineSection title={t('teams:mine.invitations')}>
            <MyInvitationList />
          </MineSection>
          <MineSection title={t('teams:mine.teams')}>
            <MyTeamsList />
          </MineSection>
          <MineSection title={t('teams:mine.applications')}>
            <MyApplicationList />
          </MineSection>
        </TabsContent>
      </Tabs>
    </section>
  );
}

function MineSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

function GameSelect({ value, onChange }: { value: Game | undefined; onChange: (game: string | undefined) => void }) {
  const { t } = useTranslation(['teams', 'common']);
  return (
    <SelectField
      label={t('teams:filters.game')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{t('teams:filters.anyGame')}</option>
      {Game.options.map((game) => (
        <option key={game} value={game}>
          {t(`common:games.${game}`)}
        </option>
      ))}
    </SelectField>
  );
}

function DirectoryTab({
  filters,
  update,
}: {
  filters: TeamFilters;
  update: (next: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('teams');
  // The box answers every key press; the address (and the request) follow once typing pauses.
  const [q, setQ] = useState(filters.q ?? '');
  const settled = useDebouncedValue(q.trim());
  useEffect(() => {
    if (settled !== (filters.q ?? '')) update({ q: settled || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the text writes the address
  }, [settled]);
  const filtered = Boolean(filters.q || filters.game || filters.country || filters.recruiting || filters.verified);
  return (
    <>
      <TeamFiltersBar
        q={q}
        onQ={setQ}
        filters={filters}
        onChange={(next) => update(next)}
        onClear={() => {
          setQ('');
          update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
        }}
      />
      <TeamList filters={filters} empty={filtered ? t('empty.teamsFiltered') : t('empty.teams')} />
    </>
  );
}
