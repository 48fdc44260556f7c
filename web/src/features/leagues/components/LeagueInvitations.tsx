import type { LeagueDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { TeamLogo } from '../../teams/components';
import { ConfirmButton } from '../../tournaments/components';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { useAnswerLeagueInvitation } from '../api';

/** The reader leads teams the organizer invited: each is accepted, or declined after a confirmation. */
export function LeagueInvitations({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { league, viewer } = detail;
  const answer = useAnswerLeagueInvitation(league.id);
  const { onError, success } = useToasts();
  const busy = (teamId: string) => answer.isPending && answer.variables?.teamId === teamId;
  return (
    <Card aria-labelledby="league-invitations-title" role="region" className="space-y-3 border-amber-400/40 p-5">
      <h2 id="league-invitations-title" className="text-lg font-semibold text-white">
        {t('invitation.title')}
      </h2>
      <ul aria-label={t('invitation.listLabel')} className="space-y-2">
        {viewer.invitedTeams.map((team) => (
          <li key={team.id} className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <TeamLogo team={team} className="h-9! w-9! rounded-lg! text-xs!" />
            <p className="min-w-0 flex-1 text-sm text-zinc-200">
              {t('invitation.body', { organizer: displayName(league.organizer), team: team.name })}
            </p>
            <div className="flex gap-2">
              <ConfirmButton
                variant="secondary"
                size="sm"
                aria-label={t('invitation.declineOf', { team: team.name })}
                title={t('invitation.declineTitle')}
                description={t('invitation.declineBody', { team: team.name, league: league.name })}
                confirmLabel={t('invitation.decline')}
                disabled={answer.isPending}
                pending={busy(team.id)}
                onConfirm={(close) =>
                  answer.mutate(
                    { teamId: team.id, accept: false },
                    {
                      onSuccess: () => {
                        close();
                        success(t('invitation.declined', { team: team.name }));
                      },
                      onError,
                    },
                  )
                }
              >
                {t('invitation.decline')}
              </ConfirmButton>
              <Button
                size="sm"
                aria-label={t('invitation.acceptOf', { team: team.name })}
                disabled={answer.isPending}
                loading={busy(team.id)}
                onClick={() =>
                  answer.mutate(
                    { teamId: team.id, accept: true },
                    { onSuccess: () => success(t('invitation.accepted', { team: team.name })), onError },
                  )
                }
              >
                {t('invitation.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
