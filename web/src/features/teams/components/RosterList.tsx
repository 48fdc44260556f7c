import type { AssignableRole, TeamDetail, TeamMember } from '@esn/contract';
import { Crown, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { formatDate } from '../../../shared/lib/format';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { controlClasses } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { toast } from '../../../shared/ui/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useRemoveMember, useUpdateMember } from '../api';
import { memberActions } from '../lib/permissions';

const ROLE_ORDER = { owner: 0, manager: 1, coach: 2, player: 3 } as const;

/** Leadership first (owner, managers, coaches), then players; the captain leads the players. */
function sortRoster(roster: TeamMember[]): TeamMember[] {
  return [...roster].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      Number(b.isCaptain) - Number(a.isCaptain) ||
      a.joinedAt.localeCompare(b.joinedAt),
  );
}

/**
 * The roster with roles and the captain's badge. With `manage`, each row offers what the reader may do to
 * that member (role, captaincy, removal after a confirmation); the server decides again.
 */
export function RosterList({
  detail,
  viewerId,
  manage = false,
}: {
  detail: TeamDetail;
  viewerId?: string;
  manage?: boolean;
}) {
  const { t } = useTranslation('teams');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveMember(detail.team.id);
  if (detail.roster.length === 0) return <p className="py-4 text-sm text-zinc-400">{t('roster.empty')}</p>;

  const confirmRemove = () => {
    if (!removing) return;
    const name = displayName(removing.user);
    remove.mutate(removing.user.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ variant: 'success', description: t('roster.removed', { name }) });
      },
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });
  };

  return (
    <>
      <ul aria-label={t('lists.roster')} className="divide-y divide-zinc-800">
        {sortRoster(detail.roster).map((member) => (
          <MemberRow
            key={member.user.id}
            detail={detail}
            member={member}
            viewerId={viewerId}
            manage={manage}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('roster.removeTitle', { name: removing ? displayName(removing.user) : '' })}
        description={t('roster.removeBody', { name: removing ? displayName(removing.user) : '' })}
        confirmLabel={t('roster.removeConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}

function MemberRow({
  detail,
  member,
  viewerId,
  manage,
  onRemove,
}: {
  detail: TeamDetail;
  member: TeamMember;
  viewerId?: string;
  manage: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('teams');
  const update = useUpdateMember(detail.team.id);
  const name = displayName(member.user);
  const actions = manage ? memberActions(detail.viewer, member, viewerId) : null;

  const change = (body: { role?: AssignableRole; isCaptain?: boolean }, success: string) =>
    update.mutate(
      { userId: member.user.id, ...body },
      {
        onSuccess: () => toast({ variant: 'success', description: success }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" aria-label={name}>
      <Link
        to={`/profile/${encodeURIComponent(member.user.id)}`}
        className={cn('flex min-w-0 flex-1 items-center gap-3 rounded-lg', focusRing)}
      >
        <Avatar user={member.user} className="h-10 w-10" />
        <span className="min-w-0">
          <span className="flex items-center gap-2 font-medium text-white">
            <span className="truncate">{name}</span>
            {member.user.id === viewerId && <span className="text-xs text-zinc-400">({t('roster.you')})</span>}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
            <span>{t(`roles.${member.role}`)}</span>
            {member.isCaptain && (
              <span className="inline-flex items-center gap-1 rounded-full border border-amber-600 bg-amber-950/40 px-2 py-0.5 text-amber-200">
                <Crown className="h-3 w-3" aria-hidden="true" />
                {t('roster.captain')}
              </span>
            )}
            <span>{t('roster.joined', { date: formatDate(member.joinedAt, i18n.resolvedLanguage) })}</span>
          </span>
        </span>
      </Link>
      {actions && (actions.roles.length > 0 || actions.captain || actions.remove) && (
        <div role="group" aria-label={t('roster.actions', { name })} className="flex flex-wrap items-center gap-2">
          {actions.roles.length > 0 && (
            <div className="w-32">
              <select
                aria-label={t('roster.role', { name })}
                // The choice being saved shows at once; the menu stays usable (a disabled one drops keyboard focus).
                value={(update.isPending && update.variables.role) || member.role}
                aria-busy={update.isPending || undefined}
                onChange={(e) => change({ role: e.target.value as AssignableRole }, t('roster.roleChanged', { name }))}
                className={cn(controlClasses, 'appearance-auto py-1.5')}
              >
                {actions.roles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {actions.captain && (
            <Button
              size="sm"
              variant="secondary"
              busy={update.isPending}
              aria-pressed={member.isCaptain}
              onClick={() =>
                change(
                  { isCaptain: !member.isCaptain },
                  t(member.isCaptain ? 'roster.captainRemoved' : 'roster.captainSet', { name }),
                )
              }
            >
              <Crown className="h-4 w-4" aria-hidden="true" />
              {member.isCaptain ? t('roster.removeCaptain') : t('roster.makeCaptain')}
            </Button>
          )}
          {actions.remove && (
            <Button size="sm" variant="ghost" className="text-rose-300" onClick={onRemove}>
              <UserMinus className="h-4 w-4" aria-hidden="true" />
              {t('roster.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
