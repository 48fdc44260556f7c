import type { TeamDetail } from '@esn/contract';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useDeleteTeam, useTransferOwnership } from '../api';
import { canLeave } from '../lib/permissions';
import { LeaveTeamButton } from './LeaveTeamButton';

function Zone({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-rose-900/60 py-4 first:border-t-0 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-xl">
        <h3 className="font-semibold text-white">{title}</h3>
        <p className="text-sm text-zinc-400">{help}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </div>
  );
}

/** Handing the team over, deleting it (owner or admin) and leaving it (members but the owner); each confirms first. */
export function DangerZone({ detail, userId }: { detail: TeamDetail; userId: string }) {
  const { t } = useTranslation('teams');
  const { team, viewer } = detail;
  return (
    <section aria-labelledby="danger-title" className="rounded-2xl border border-rose-900/70 bg-rose-950/10 p-5">
      <h2 id="danger-title" className="text-lg font-semibold text-rose-200">
        {t('danger.title')}
      </h2>
      <p className="text-sm text-zinc-400">{t('danger.description')}</p>
      <div className="mt-2">
        {viewer.isOwner && <TransferOwnership detail={detail} userId={userId} />}
        {viewer.isOwner && <DeleteTeam team={team} />}
        {canLeave(viewer) && (
          <Zone title={t('danger.leaveTitle')} help={t('danger.leaveHelp')}>
            <LeaveTeamButton team={team} userId={userId} />
          </Zone>
        )}
      </div>
    </section>
  );
}

function TransferOwnership({ detail, userId }: { detail: TeamDetail; userId: string }) {
  const { t } = useTranslation('teams');
  const candidates = detail.roster.filter((m) => m.role !== 'owner' && m.user.id !== userId);
  const [target, setTarget] = useState('');
  const [open, setOpen] = useState(false);
  const transfer = useTransferOwnership(detail.team.id);
  const picked = candidates.find((m) => m.user.id === target);
  const name = picked ? displayName(picked.user) : '';
  return (
    <Zone
      title={t('danger.transferTitle')}
      help={candidates.length ? t('danger.transferHelp') : t('danger.transferNone')}
    >
      {candidates.length > 0 && (
        <>
          <SelectField label={t('danger.transferTo')} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{t('danger.transferPick')}</option>
            {candidates.map((m) => (
              <option key={m.user.id} value={m.user.id}>
                {displayName(m.user)} ({t(`roles.${m.role}`)})
              </option>
            ))}
          </SelectField>
          <Button variant="danger" disabled={!picked} onClick={() => setOpen(true)}>
            {t('danger.transfer')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('danger.transferConfirmTitle', { name })}
        description={t('danger.transferConfirmBody', { name })}
        confirmLabel={t('danger.transferConfirm')}
        cancelLabel={t('cancel')}
        pending={transfer.isPending}
        onConfirm={() =>
          transfer.mutate(target, {
            onSuccess: () => {
              setOpen(false);
              setTarget('');
              toast({ variant: 'success', description: t('danger.transferred', { name }) });
            },
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
          })
        }
      />
    </Zone>
  );
}

function DeleteTeam({ team }: { team: TeamDetail['team'] }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeam(team.id, team.slug);
  return (
    <Zone title={t('danger.deleteTitle')} help={t('danger.deleteHelp')}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('danger.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('danger.deleteConfirmTitle', { team: team.name })}
        description={t('danger.deleteConfirmBody')}
        confirmLabel={t('danger.deleteConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              // Spec §8: "team deleted".
              toast({ variant: 'success', description: t('danger.deleted') });
              void navigate('/teams', { replace: true });
            },
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
          })
        }
      />
    </Zone>
  );
}
