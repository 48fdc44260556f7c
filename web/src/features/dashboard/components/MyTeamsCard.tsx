import type { UserType } from '@esn/contract';
import { ArrowRight, MailOpen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { buttonClasses } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { useMyRequests, useMyTeams } from '../../teams';
import { MembershipItem } from '../../teams/components';
import { CardStates, DashboardCard } from './DashboardCard';

/** Where someone without a team goes next, by what they are on the platform. */
const NEXT_STEP: Record<UserType, { key: string; to: string }> = {
  player: { key: 'findTeam', to: '/teams?recruiting=players' },
  coach: { key: 'findCoachTeam', to: '/teams?tab=coach' },
  team_owner: { key: 'createTeam', to: '/teams/create' },
  admin: { key: 'browseTeams', to: '/teams' },
};

/** The teams the signed-in person belongs to, and the invitations waiting for an answer. */
export function MyTeamsCard({ userType }: { userType: UserType | null }) {
  const { t } = useTranslation('dashboard');
  const teams = useMyTeams();
  const invitations = useMyRequests('invitations');
  const memberships = teams.data ?? [];
  const pendingInvitations = invitations.data?.pages[0]?.items.length ?? 0;
  const next = NEXT_STEP[userType ?? 'player'];

  return (
    <DashboardCard
      id="my-teams"
      icon={Users}
      title={t('teams.title')}
      action={
        memberships.length > 0 ? (
          <Link to="/teams?tab=mine" className={buttonClasses('ghost', 'sm')}>
            {t('teams.all')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : undefined
      }
    >
      {pendingInvitations > 0 && (
        <Link
          to="/teams?tab=mine"
          className={cn(
            'flex items-center gap-2 rounded-lg border border-violet-500/40 bg-violet-500/10 px-3 py-2 text-sm text-violet-100 hover:bg-violet-500/20',
            focusRing,
          )}
        >
          <MailOpen className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('teams.invitations', { count: pendingInvitations })}
        </Link>
      )}
      <CardStates
        query={teams}
        empty={
          memberships.length === 0 ? (
            <div className="space-y-3">
              <p>{t(`teams.empty.${userType ?? 'player'}`)}</p>
              <Link to={next.to} className={buttonClasses('secondary', 'sm')}>
                {t(`teams.next.${next.key}`)}
              </Link>
            </div>
          ) : null
        }
        texts={{ loading: t('teams.loading'), error: t('teams.error') }}
      >
        <ul className="space-y-3" aria-labelledby="my-teams-title">
          {memberships.map((membership) => (
            <MembershipItem key={membership.team.id} membership={membership} />
          ))}
        </ul>
      </CardStates>
    </DashboardCard>
  );
}
