import type { TournamentDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useDocumentTitle } from '../../settings';
import { isNotFound, useTournament } from '../api';
import { BracketTab } from '../components/BracketTab';
import { ManageTab } from '../components/ManageTab';
import { MatchDialogHost } from '../components/MatchDialog';
import { MatchesTab } from '../components/MatchesTab';
import { OverviewTab, RulesTab } from '../components/OverviewTab';
import { PageLoadError, PageLoading, PageNotFound } from '../components/PageStates';
import { ParticipantsTab } from '../components/ParticipantsTab';
import { RegistrationActions } from '../components/RegistrationActions';
import { TournamentHeader } from '../components/TournamentHeader';
import { isEnded } from '../lib/permissions';

const TABS = ['overview', 'rules', 'participants', 'bracket', 'matches', 'manage'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** `/tournaments/:id`. */
export function TournamentRoute() {
  const { id = '' } = useParams();
  return <TournamentPage key={id} id={id} />;
}

function TournamentPage({ id }: { id: string }) {
  const { t } = useTranslation(['tournaments', 'pages']);
  const query = useTournament(id);
  const notFound = isNotFound(query.error);
  useDocumentTitle(
    query.data?.tournament.name ?? (notFound ? t('tournaments:page.notFoundTitle') : t('pages:titles.tournament')),
  );
  if (query.isPending) return <PageLoading text={t('tournaments:page.loading')} />;
  if (notFound) {
    return (
      <PageNotFound
        title={t('tournaments:page.notFoundTitle')}
        body={t('tournaments:page.notFoundBody')}
        back={t('tournaments:page.back')}
        backTo="/tournaments"
      />
    );
  }
  if (!query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  return <TournamentView detail={query.data} />;
}

function TournamentView({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { tournament, viewer } = detail;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tabs = TABS.filter((tab) => tab !== 'manage' || viewer.canManage);
  const fallback: Tab = tournament.bracketGeneratedAt ? 'bracket' : 'overview';
  const tab: Tab = isTab(requested) && tabs.includes(requested) ? requested : fallback;
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
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <TournamentHeader tournament={tournament} canEdit={viewer.canManage && !isEnded(tournament.status)}>
        <RegistrationActions detail={detail} />
      </TournamentHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('tabs.label')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab tournament={tournament} />
        </TabsContent>
        <TabsContent value="rules">
          <RulesTab tournament={tournament} />
        </TabsContent>
        <TabsContent value="participants">
          <ParticipantsTab tournament={tournament} />
        </TabsContent>
        <TabsContent value="bracket">
          <BracketTab tournament={tournament} viewer={viewer} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesTab tournament={tournament} />
        </TabsContent>
        {viewer.canManage && (
          <TabsContent value="manage">
            <ManageTab tournament={tournament} viewer={viewer} />
          </TabsContent>
        )}
      </Tabs>
      <MatchDialogHost />
    </section>
  );
}
