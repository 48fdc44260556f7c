import type { TeamDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '../../../shared/ui/Card';
import { useAuth } from '../../auth';
import { ReportMenu } from '../../safety/components';
import { useDocumentTitle } from '../../settings';
import { isNotFound, useTeam } from '../api';
import { RosterList } from '../components/RosterList';
import { StatsGrid } from '../components/StatsGrid';
import { TeamHeader } from '../components/TeamHeader';
import { TeamLoadError, TeamLoading, TeamNotFound } from '../components/TeamPageStates';
import { ViewerActions } from '../components/ViewerActions';
import { canApply } from '../lib/permissions';
import { TeamTransfers } from '../../transfers/components';
import { RatingsCard } from '../../ratings/components';

/** `/team/:teamSlug`. */
export function TeamRoute() {
  const { teamSlug = '' } = useParams();
  return <TeamPage key={teamSlug} slug={teamSlug} />;
}

function TeamPage({ slug }: { slug: string }) {
  const { t } = useTranslation(['teams', 'pages']);
  const query = useTeam(slug);
  const notFound = isNotFound(query.error);
  useDocumentTitle(query.data?.team.name ?? (notFound ? t('teams:team.notFoundTitle') : t('pages:titles.team')));
  if (query.isPending) return <TeamLoading />;
  if (notFound) return <TeamNotFound />;
  if (!query.data) return <TeamLoadError onRetry={() => void query.refetch()} />;
  return <TeamView detail={query.data} />;
}

function TeamView({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teams');
  const { user } = useAuth();
  const { team } = detail;
  // A team one belongs to (or owns) is one's own: nothing to report there.
  const canReport = user !== null && team.ownerId !== user.id && detail.viewer.role === null;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <TeamHeader detail={detail}>
        {user && <ViewerActions detail={detail} userId={user.id} isAdmin={user.userType === 'admin'} />}
        {canReport && (
          <ReportMenu
            target={{ type: 'team', id: team.id }}
            label={t('team.menu', { team: team.name })}
            reportLabel={t('team.report')}
            className="h-10 w-10 border border-zinc-700 bg-zinc-900"
          />
        )}
      </TeamHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-white">{t('roster.title')}</h2>
            <RosterList detail={detail} viewerId={user?.id} />
          </Card>
          <StatsGrid stats={detail.stats} />
          <RatingsCard subject={{ kind: 'team', id: team.id }} />
        </div>
        <div className="space-y-6">
          <Card className="space-y-2 p-5">
            <h2 className="text-lg font-semibold text-white">{t('recruiting.title')}</h2>
            {team.lookingForPlayers && <p className="text-sm text-emerald-200">{t('recruiting.players')}</p>}
            {team.lookingForPlayers && team.recruitingRoles.length > 0 && (
              <p className="text-sm text-zinc-300">
                {t('recruiting.roles', { roles: team.recruitingRoles.join(', ') })}
              </p>
            )}
            {team.lookingForCoach && <p className="text-sm text-cyan-200">{t('recruiting.coach')}</p>}
            {!team.lookingForPlayers && !team.lookingForCoach && (
              // "You can still apply" only to someone who could (not the team's own members or owner).
              <p className="text-sm text-zinc-400">
                {t(canApply(detail.viewer, user?.userType) ? 'recruiting.none' : 'recruiting.closed')}
              </p>
            )}
          </Card>
          <Card className="space-y-2 p-5">
            <h2 className="text-lg font-semibold text-white">{t('team.about')}</h2>
            <p className="whitespace-pre-line break-words text-sm text-zinc-300">
              {team.description || t('team.noDescription')}
            </p>
            <SocialLinks links={team.socialLinks} />
          </Card>
          <TeamTransfers detail={detail} />
        </div>
      </div>
    </section>
  );
}

function SocialLinks({ links }: { links: TeamDetail['team']['socialLinks'] }) {
  const { t } = useTranslation('teams');
  const entries = Object.entries(links).filter(([, value]) => value);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 pt-2 text-sm">
      {entries.map(([network, value]) => (
        <li key={network}>
          {value?.startsWith('https://') ? (
            <a
              href={value}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-violet-300 hover:underline"
            >
              {t(`social.${network}`)}
            </a>
          ) : (
            <span className="text-zinc-300">
              {t(`social.${network}`)}: {value}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
