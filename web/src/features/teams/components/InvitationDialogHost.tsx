import type { Notification } from '@esn/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { registerNotificationHandler } from '../../notifications';
import { isNotFound, useInvitation, useInvitationAction } from '../api';
import { AcceptRefusal, useAcceptRefusals } from './acceptRefusal';
import { TeamLogo } from './TeamLogo';

interface Target {
  id: string;
  actionUrl: string | null;
}

/**
 * Clicking a `team_invitation` notification opens this accept/decline dialog (spec §4's handler registry).
 * The invitation is read afresh: once it is no longer pending (answered elsewhere, withdrawn, team gone) the
 * click simply leads to the notification's actionUrl instead. Mounted once in the signed-in layout.
 */
export function InvitationDialogHost() {
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(
    () =>
      registerNotificationHandler('team_invitation', (notification: Notification) => {
        if (!notification.relatedId) return false;
        setTarget({ id: notification.relatedId, actionUrl: notification.actionUrl });
        return true;
      }),
    [],
  );
  return target ? <InvitationDialog key={target.id} target={target} onClose={() => setTarget(null)} /> : null;
}

function InvitationDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const query = useInvitation(target.id);
  const action = useInvitationAction();
  const refusals = useAcceptRefusals();
  const invitation = query.data;
  const refusal = refusals.refusal(invitation?.id);
  const stale = (invitation && invitation.status !== 'pending') || isNotFound(query.error);

  useEffect(() => {
    if (!stale) return;
    onClose();
    const fallback = invitation ? `/team/${encodeURIComponent(invitation.team.slug)}` : '/teams';
    void navigate(target.actionUrl ?? fallback);
  }, [stale, invitation, target.actionUrl, navigate, onClose]);

  if (stale) return null;

  const respond = (kind: 'accept' | 'decline') => {
    if (!invitation) return;
    action.mutate(
      { id: invitation.id, action: kind },
      {
        onSuccess: () => {
          onClose();
          if (kind === 'accept') {
            toast({ variant: 'success', description: t('invitations.accepted', { team: invitation.team.name }) });
            void navigate(`/team/${encodeURIComponent(invitation.team.slug)}`);
          } else {
            toast({ variant: 'success', description: t('invitations.declined') });
          }
        },
        onError: (error) =>
          (kind === 'accept' && refusals.keep(invitation.id, error)) ||
          toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('invitationDialog.title')}
        description={
          invitation
            ? t('invitationDialog.body', { team: invitation.team.name, role: t(`roles.${invitation.role}`) })
            : undefined
        }
      >
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner size="sm" />
            {t('invitationDialog.loading')}
          </p>
        ) : !invitation ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-rose-300">
              {t('invitationDialog.error')}
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <div className="flex items-center gap-3">
              <TeamLogo team={invitation.team} />
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold text-white">{invitation.team.name}</p>
                <p className="text-zinc-400">
                  {t('invitationDialog.from', { name: displayName(invitation.invitedBy) })}
                </p>
              </div>
            </div>
            {invitation.message && (
              <blockquote className="whitespace-pre-line break-words rounded-lg border-l-2 border-violet-500 bg-zinc-950/50 p-3 text-sm text-zinc-300">
                <span className="sr-only">{t('invitationDialog.message')}: </span>
                {invitation.message}
              </blockquote>
            )}
            <AcceptRefusal code={refusal} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="ghost"
                onClick={() => {
                  onClose();
                  void navigate(`/team/${encodeURIComponent(invitation.team.slug)}`);
                }}
              >
                {t('invitationDialog.viewTeam')}
              </Button>
              <Button variant="secondary" disabled={action.isPending} onClick={() => respond('decline')}>
                {t('invitations.decline')}
              </Button>
              <Button
                loading={action.isPending && action.variables?.action === 'accept'}
                disabled={action.isPending || !!refusal}
                onClick={() => respond('accept')}
              >
                {t('invitations.accept')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
