import type { TeamDetail } from '@esn/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { isNotFound, useTeam, useUpdateTeam } from '../api';
import { DangerZone } from '../components/DangerZone';
import { InviteDialog } from '../components/InviteDialog';
import { TeamApplicationList, TeamInvitationList } from '../components/TeamRequestLists';
import { RosterList } from '../components/RosterList';
import { TeamForm } from '../components/TeamForm';
import { TeamLoadError, TeamLoading, TeamNotFound } from '../components/TeamPageStates';

const TABS = ['edit', 'applications', 'invitations', 'roster', 'danger'] as const;
type ManageTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ManageTab => TABS.includes(value as ManageTab);

/** `/team/:teamSlug/manage`. */
export function ManageTeamRoute() {
  const { teamSlug = '' } = useParams();
  return <ManageTeamPage key={teamSlug} slug={teamSlug} />;
}

/** Only for those who may manage (owner, manager, admin); anyone else is sent to the team page. */
function ManageTeamPage({ slug }: { slug: string }) {
  const { t } = useTranslation(['teams', 'pages']);
  const query = useTeam(slug);
  useDocumentTitle(query.data ? t('teams:manage.title', { team: query.data.team.name }) : t('pages:titles.teamManage'));
  if (query.isPending) return <TeamLoading />;
  if (isNotFound(query.error)) return <TeamNotFound />;
  if (!query.data) return <TeamLoadError onRetry={() => void query.refetch()} />;
  if (!query.data.viewer.canManage) return <Navigate to={`/team/${encodeURIComponent(slug)}`} replace />;
  return <ManageView detail={query.data} />;
}

function ManageView({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teams');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ManageTab = isTab(tabParam) ? tabParam : 'edit';
  const { team } = detail;
  const update = useUpdateTeam(team.id);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('manage.title', { team: team.name })}
        </h1>
        <Link to={`/team/${encodeURIComponent(team.slug)}`} className={buttonClasses('secondary')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('manage.back')}
        </Link>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label={t('manage.tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`manage.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="edit">
          <Card className="max-w-3xl">
            <TeamForm
              variant="edit"
              team={team}
              labelledBy="page-title"
              submitLabel={t('manage.save')}
              pending={update.isPending}
              serverError={update.error}
              onSubmit={(body) => {
                if (Object.keys(body).length === 0) {
                  toast({ variant: 'info', description: t('manage.noChanges') });
                  return;
                }
                update.mutate(body, { onSuccess: () => toast({ variant: 'success', description: t('manage.saved') }) });
              }}
            />
          </Card>
        </TabsContent>
        <TabsContent value="applications">
          <TeamApplicationList teamId={team.id} />
        </TabsContent>
        <TabsContent value="invitations" className="space-y-4">
          <InviteDialog teamId={team.id} viewer={detail.viewer} />
          <TeamInvitationList teamId={team.id} />
        </TabsContent>
        <TabsContent value="roster">
          <Card className="p-5">
            <RosterList detail={detail} viewerId={user?.id} manage />
          </Card>
        </TabsContent>
        <TabsContent value="danger">{user && <DangerZone detail={detail} userId={user.id} />}</TabsContent>
      </Tabs>
    </section>
  );
}
