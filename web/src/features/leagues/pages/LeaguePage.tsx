import type { LeagueDetail } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useDocumentTitle } from '../../settings';
import { MatchDialogHost, useMatchParam, PageLoadError, PageLoading, PageNotFound } from '../../tournaments/components';
import { isNotFound, useLeague, useLeagueFixtures } from '../api';
import { FixturesList } from '../components/FixturesList';
import { JoinLeague } from '../components/JoinLeague';
import { LeagueHeader } from '../components/LeagueHeader';
import { LeagueInvitations } from '../components/LeagueInvitations';
import { LeagueManageTab } from '../components/LeagueManageTab';
import { LeagueStandings } from '../components/LeagueStandings';
import { LeagueTeamsList } from '../components/LeagueTeamsList';
import { completedWeeks } from '../lib/fixtures';

const TABS = ['standings', 'fixtures', 'results', 'teams', 'manage'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** `/leagues/:id`. */
export function LeagueRoute() {
  const { id = '' } = useParams();
  return <LeaguePage key={id} id={id} />;
}

function LeaguePage({ id }: { id: string }) {
  const { t } = useTranslation(['leagues', 'pages']);
  const query = useLeague(id);
  const notFound = isNotFound(query.error);
  useDocumentTitle(query.data?.league.name ?? (notFound ? t('leagues:page.notFoundTitle') : t('pages:titles.league')));
  if (query.isPending) return <PageLoading text={t('leagues:page.loading')} />;
  if (notFound) {
    return (
      <PageNotFound
        title={t('leagues:page.notFoundTitle')}
        body={t('leagues:page.notFoundBody')}
        back={t('leagues:page.back')}
        backTo="/leagues"
      />
    );
  }
  if (!query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  return <LeagueView detail={query.data} />;
}

function LeagueView({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { league, viewer } = detail;
  const [params, setParams] = useSearchParams();
  const [, openMatch] = useMatchParam();
  const hasFixtures = league.status !== 'upcoming';
  const fixtures = useLeagueFixtures(league.id, hasFixtures);
  const weeks = useMemo(() => fixtures.data ?? [], [fixtures.data]);
  const results = useMemo(() => completedWeeks(weeks), [weeks]);
  const tabs = TABS.filter((tab) => tab !== 'manage' || viewer.canManage);
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) && tabs.includes(requested) ? requested : 'standings';
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        next.delete('match');
        return next;
      },
      { replace: true },
    );
  const loadingFixtures = hasFixtures && fixtures.isPending;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <LeagueHeader league={league}>
        {league.status === 'upcoming' && viewer.registrableTeams.length > 0 && <JoinLeague detail={detail} />}
      </LeagueHeader>
      {league.status === 'upcoming' && viewer.invitedTeams.length > 0 && <LeagueInvitations detail={detail} />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('tabs.label')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="standings">
          <LeagueStandings leagueId={league.id} name={league.name} />
        </TabsContent>
        <TabsContent value="fixtures">
          {loadingFixtures ? (
            <Spinner size="sm" />
          ) : (
            <FixturesList weeks={weeks} onOpenMatch={openMatch} empty={t('fixtures.none')} />
          )}
        </TabsContent>
        <TabsContent value="results">
          {loadingFixtures ? (
            <Spinner size="sm" />
          ) : (
            <FixturesList weeks={results} onOpenMatch={openMatch} empty={t('results.none')} />
          )}
        </TabsContent>
        <TabsContent value="teams">
          <LeagueTeamsList detail={detail} />
        </TabsContent>
        {viewer.canManage && (
          <TabsContent value="manage">
            <LeagueManageTab detail={detail} weeks={weeks} onOpenMatch={openMatch} />
          </TabsContent>
        )}
      </Tabs>
      <MatchDialogHost />
    </section>
  );
}
