import type { TeamApplication, TeamInvitation } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { PagedList } from '../../../shared/ui/PagedList';
import { useMyRequests } from '../api';
import { RequestDate, RequestMessage, RequestRow, TeamLink } from './RequestRow';
import { AcceptRefusal } from './acceptRefusal';
import { TeamLogo } from './TeamLogo';
import { useRequestActions, useRequestListTexts } from './useRequestActions';

/** Invitations to the signed-in user, each with accept and decline. */
export function MyInvitationList() {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useMyRequests('invitations')}
      texts={useRequestListTexts(t('invitations.emptyMine'))}
      listLabel={t('mine.invitations')}
      listClassName="space-y-3"
      renderItem={(invitation: TeamInvitation) => {
        const team = invitation.team.name;
        const refusal = act.refusal(invitation.id);
        return (
          <RequestRow
            key={invitation.id}
            label={team}
            lead={<TeamLogo team={invitation.team} className="h-10 w-10" />}
            actions={
              <>
                <Button
                  size="sm"
                  disabled={act.pending || !!refusal}
                  aria-label={t('invitations.acceptTeam', { team })}
                  onClick={() => act.invitation(invitation.id, 'accept', t('invitations.accepted', { team }))}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={act.pending}
                  aria-label={t('invitations.declineTeam', { team })}
                  onClick={() => act.invitation(invitation.id, 'decline', t('invitations.declined'))}
                >
                  {t('invitations.decline')}
                </Button>
              </>
            }
          >
            <TeamLink team={invitation.team} />
            <p className="text-xs text-zinc-400">
              {t('invitations.from', { name: displayName(invitation.invitedBy), role: t(`roles.${invitation.role}`) })}
            </p>
            <RequestMessage text={invitation.message} />
            <RequestDate at={invitation.createdAt} />
            <AcceptRefusal code={refusal} />
          </RequestRow>
        );
      }}
    />
  );
}

/** The signed-in user's pending applications, each with withdraw. */
export function MyApplicationList() {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useMyRequests('applications')}
      texts={useRequestListTexts(t('applications.emptyMine'))}
      listLabel={t('mine.applications')}
      listClassName="space-y-3"
      renderItem={(application: TeamApplication) => (
        <RequestRow
          key={application.id}
          label={application.team.name}
          lead={<TeamLogo team={application.team} className="h-10 w-10" />}
          actions={
            <Button
              size="sm"
              variant="secondary"
              disabled={act.pending}
              onClick={() => act.application(application.id, 'withdraw', t('applications.withdrawn'))}
            >
              {t('applications.withdraw')}
            </Button>
          }
        >
          <TeamLink team={application.team} />
          <p className="text-xs text-zinc-400">{t(`roles.${application.role}`)}</p>
          <RequestMessage text={application.message} />
          <RequestDate at={application.createdAt} />
        </RequestRow>
      )}
    />
  );
}
