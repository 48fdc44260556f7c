import type { TeamDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { TeamChatButton } from '../../messages/components';
import { toast } from '../../../shared/ui/toast';
import { useApplicationAction, useInvitationAction, useSetVerification } from '../api';
import { canApply, canFollow, canLeave } from '../lib/permissions';
import { useAuth } from '../../auth';
import { AcceptRefusal, useAcceptRefusals } from './acceptRefusal';
import { ApplyDialog } from './ApplyDialog';
import { FollowTeamButton } from './FollowTeamButton';
import { LeaveTeamButton } from './LeaveTeamButton';

/**
 * The team page's buttons for the reader: follow (outsiders); apply, or the pending application with withdraw, or the
 * pending invitation with accept and decline; leave for members; verification for admins.
 */
export function ViewerActions({ detail, userId, isAdmin }: { detail: TeamDetail; userId: string; isAdmin: boolean }) {
  const { t } = useTranslation('teams');
  const { team, viewer } = detail;
  const { user } = useAuth();
  const application = useApplicationAction();
  const invitation = useInvitationAction();
  const verification = useSetVerification(team.id);
  const refusals = useAcceptRefusals();
  const refusal = refusals.refusal(viewer.pendingInvitationId);
  const onError = (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) });
  const done = (description: string) => () => toast({ variant: 'success', description });

  return (
    <>
      {canFollow(viewer) && <FollowTeamButton team={team} following={viewer.following} />}
      {viewer.role !== null && (
        <TeamChatButton teamId={team.id} label={t('team.chat')} ariaLabel={t('team.chatOf', { team: team.name })} />
      )}
      {canApply(viewer, user?.userType) && <ApplyDialog team={team} />}
      {viewer.pendingApplicationId && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-amber-200">
            {t('apply.pending')}
          </p>
          <Button
            variant="secondary"
            loading={application.isPending}
            onClick={() =>
              application.mutate(
                { id: viewer.pendingApplicationId ?? '', action: 'withdraw' },
                { onSuccess: done(t('apply.withdrawn')), onError },
              )
            }
          >
            {t('apply.withdraw')}
          </Button>
        </div>
      )}
      {viewer.pendingInvitationId && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-cyan-200">
            {t('invited.notice')}
          </p>
          <Button
            disabled={invitation.isPending || !!refusal}
            onClick={() => {
              const id = viewer.pendingInvitationId ?? '';
              invitation.mutate(
                { id, action: 'accept' },
                {
                  onSuccess: done(t('invited.accepted')),
                  onError: (error) => refusals.keep(id, error) || onError(error),
                },
              );
            }}
          >
            {t('invited.accept')}
          </Button>
          <Button
            variant="secondary"
            disabled={invitation.isPending}
            onClick={() =>
              invitation.mutate(
                { id: viewer.pendingInvitationId ?? '', action: 'decline' },
                { onSuccess: done(t('invited.declined')), onError },
              )
            }
          >
            {t('invited.decline')}
          </Button>
          <AcceptRefusal code={refusal} />
        </div>
      )}
      {canLeave(viewer) && <LeaveTeamButton team={team} userId={userId} />}
      {isAdmin && (
        <Button
          variant="secondary"
          loading={verification.isPending}
          onClick={() =>
            verification.mutate(!team.verified, { onSuccess: done(t('team.verificationUpdated')), onError })
          }
        >
          {team.verified ? t('team.unverify') : t('team.verify')}
        </Button>
      )}
    </>
  );
}
