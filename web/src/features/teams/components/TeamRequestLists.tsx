import type { TeamApplication, TeamInvitation } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { PagedList } from '../../../shared/ui/PagedList';
import { useTeamRequests } from '../api';
import { PersonLink, RequestDate, RequestMessage, RequestRow } from './RequestRow';
import { useRequestActions, useRequestListTexts } from './useRequestActions';

/** The manage page's pending applications, each with accept and reject. */
export function TeamApplicationList({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useTeamRequests(teamId, 'applications')}
      texts={useRequestListTexts(t('applications.empty'))}
      listLabel={t('lists.applications')}
      listClassName="space-y-3"
      renderItem={(application: TeamApplication) => {
        const name = displayName(application.applicant);
        return (
          <RequestRow
            key={application.id}
            label={name}
            lead={<Avatar user={application.applicant} className="h-10 w-10" />}
            actions={
              <>
                <Button
                  size="sm"
                  disabled={act.pending}
                  aria-label={t('applications.acceptName', { name })}
                  onClick={() => act.application(application.id, 'accept', t('applications.accepted', { name }))}
                >
                  {t('applications.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={act.pending}
                  aria-label={t('applications.rejectName', { name })}
                  onClick={() => act.application(application.id, 'reject', t('applications.rejected'))}
                >
                  {t('applications.reject')}
                </Button>
              </>
            }
          >
            <PersonLink user={application.applicant} />
            <p className="text-xs text-zinc-400">{t('applications.as', { role: t(`roles.${application.role}`) })}</p>
            <RequestMessage text={application.message} />
            <RequestDate at={application.createdAt} />
          </RequestRow>
        );
      }}
    />
  );
}

/** The manage page's pending invitations, each with withdraw. */
export function TeamInvitationList({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useTeamRequests(teamId, 'invitations')}
      texts={useRequestListTexts(t('invitations.empty'))}
      listLabel={t('lists.invitations')}
      listClassName="space-y-3"
      renderItem={(invitation: TeamInvitation) => {
        const name = displayName(invitation.invitee);
        return (
          <RequestRow
            key={invitation.id}
            label={name}
            lead={<Avatar user={invitation.invitee} className="h-10 w-10" />}
            actions={
              <Button
                size="sm"
                variant="secondary"
                disabled={act.pending}
                aria-label={t('invitations.withdrawName', { name })}
                onClick={() => act.invitation(invitation.id, 'withdraw', t('invitations.withdrawn'))}
              >
                {t('invitations.withdraw')}
              </Button>
            }
          >
            <PersonLink user={invitation.invitee} />
            <p className="text-xs text-zinc-400">{t('invitations.to', { role: t(`roles.${invitation.role}`) })}</p>
            <RequestMessage text={invitation.message} />
            <RequestDate at={invitation.createdAt} />
          </RequestRow>
        );
      }}
    />
  );
}
