import type { TeamApplication, TeamInvitation } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { formatDate } from '../../../shared/lib/format';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { PagedList } from '../../../shared/ui/PagedList';
import { toast } from '../../../shared/ui/toast';
import {
  useApplicationAction,
  useInvitationAction,
  useMyRequests,
  useTeamRequests,
  type ApplicationAction,
  type InvitationAction,
} from '../api';
import { TeamLogo } from './TeamLogo';

function useListTexts(empty: string) {
  const { t } = useTranslation('teams');
  return {
    loading: t('list.loading'),
    error: t('list.error'),
    retry: t('list.retry'),
    empty,
    loadMore: t('list.loadMore'),
  };
}

function RequestRow({
  label,
  lead,
  children,
  actions,
}: {
  label: string;
  lead: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 sm:flex-row sm:items-start"
    >
      {lead}
      <div className="min-w-0 flex-1 space-y-1 text-sm">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

function PersonLink({ user }: { user: TeamApplication['applicant'] }) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(user.id)}`}
      className={cn('rounded font-medium text-white hover:underline', focusRing)}
    >
      {displayName(user)}
    </Link>
  );
}

function TeamLink({ team }: { team: TeamApplication['team'] }) {
  return (
    <Link
      to={`/team/${encodeURIComponent(team.slug)}`}
      className={cn('rounded font-medium text-white hover:underline', focusRing)}
    >
      {team.name}
    </Link>
  );
}

function Quote({ text }: { text: string | null }) {
  return text ? <p className="whitespace-pre-line break-words text-zinc-300">{text}</p> : null;
}

function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <p className="text-xs text-zinc-500">{formatDate(at, i18n.resolvedLanguage, { dateStyle: 'medium' })}</p>;
}

/** Runs one accept/reject/withdraw with its toast; the lists refresh themselves through the teams cache. */
function useRequestActions() {
  const { t } = useTranslation('teams');
  const application = useApplicationAction();
  const invitation = useInvitationAction();
  const onError = (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) });
  return {
    pending: application.isPending || invitation.isPending,
    application: (id: string, action: ApplicationAction, success: string) =>
      application.mutate(
        { id, action },
        { onSuccess: () => toast({ variant: 'success', description: success }), onError },
      ),
    invitation: (id: string, action: InvitationAction, success: string) =>
      invitation.mutate(
        { id, action },
        { onSuccess: () => toast({ variant: 'success', description: success }), onError },
      ),
  };
}

/** The manage page's pending applications, each with accept and reject. */
export function TeamApplicationList({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useTeamRequests(teamId, 'applications')}
      texts={useListTexts(t('applications.empty'))}
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
            <Quote text={application.message} />
            <When at={application.createdAt} />
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
      texts={useListTexts(t('invitations.empty'))}
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
            <Quote text={invitation.message} />
            <When at={invitation.createdAt} />
          </RequestRow>
        );
      }}
    />
  );
}

/** Invitations to the signed-in user, each with accept and decline. */
export function MyInvitationList() {
  const { t } = useTranslation('teams');
  const act = useRequestActions();
  return (
    <PagedList
      query={useMyRequests('invitations')}
      texts={useListTexts(t('invitations.emptyMine'))}
      listLabel={t('mine.invitations')}
      listClassName="space-y-3"
      renderItem={(invitation: TeamInvitation) => {
        const team = invitation.team.name;
        return (
          <RequestRow
            key={invitation.id}
            label={team}
            lead={<TeamLogo team={invitation.team} className="h-10 w-10" />}
            actions={
              <>
                <Button
                  size="sm"
                  disabled={act.pending}
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
            <Quote text={invitation.message} />
            <When at={invitation.createdAt} />
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
      texts={useListTexts(t('applications.emptyMine'))}
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
          <Quote text={application.message} />
          <When at={application.createdAt} />
        </RequestRow>
      )}
    />
  );
}
