import type { TournamentStatus, TournamentSummary } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { toast } from '../../../shared/ui/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useAdminDeleteTournament, useAdminGenerateBracket, useAdminSetTournamentStatus } from './api';
import { TournamentEditorDialog } from './TournamentEditorDialog';

export type TournamentAction =
  | { kind: 'create' }
  | { kind: 'edit'; tournament: TournamentSummary }
  | { kind: 'status'; tournament: TournamentSummary; status: TournamentStatus }
  | { kind: 'bracket'; tournament: TournamentSummary }
  | { kind: 'delete'; tournament: TournamentSummary };

/** Statuses with no way back (TOURNAMENT_TRANSITIONS): moving there asks first. */
const FINAL = new Set<TournamentStatus>(['completed', 'cancelled']);

function useFeedback() {
  const { t } = useTranslation(['admin', 'tournaments']);
  return {
    t,
    ok: (description: string) => toast({ variant: 'success', description }),
    // The server's own message, already in the reader's language.
    failed: (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) }),
    statusName: (status: TournamentStatus) => t(`tournaments:statuses.${status}`),
  };
}

/**
 * What the table's row menu and the "new tournament" button start: a status move that can be undone happens at
 * once; everything else opens its dialog (the form, or a confirmation).
 */
export function useTournamentActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const [action, setAction] = useState<TournamentAction | null>(null);
  const setStatus = useAdminSetTournamentStatus();
  const { ok, failed, statusName, t } = useFeedback();

  const run = (next: TournamentAction) => {
    if (next.kind === 'status' && !FINAL.has(next.status)) {
      const { tournament, status } = next;
      setStatus.mutate(
        { id: tournament.id, status },
        {
          onSuccess: () => ok(t('tournaments.statusChanged', { name: tournament.name, status: statusName(status) })),
          onError: failed,
        },
      );
      return;
    }
    setAction(next);
  };

  return {
    run,
    dialogs: <TournamentActionDialogs action={action} onDone={() => setAction(null)} onDeleted={onDeleted} />,
  };
}

function TournamentActionDialogs({
  action,
  onDone,
  onDeleted,
}: {
  action: TournamentAction | null;
  onDone: () => void;
  onDeleted?: () => void;
}) {
  const { ok, failed, statusName, t } = useFeedback();
  const setStatus = useAdminSetTournamentStatus();
  const remove = useAdminDeleteTournament();
  const bracket = useAdminGenerateBracket();
  const onOpenChange = (open: boolean) => !open && onDone();

  if (action?.kind === 'create' || action?.kind === 'edit') {
    return (
      <TournamentEditorDialog
        tournamentId={action.kind === 'edit' ? action.tournament.id : null}
        name={action.kind === 'edit' ? action.tournament.name : ''}
        onDone={onDone}
      />
    );
  }
  if (action?.kind === 'status') {
    const { tournament, status } = action;
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={t('tournaments.finalStatusTitle', { name: tournament.name, status: statusName(status) })}
        description={t('tournaments.finalStatusBody')}
        confirmLabel={t('tournaments.finalStatusConfirm')}
        pending={setStatus.isPending}
        onConfirm={() =>
          setStatus.mutate(
            { id: tournament.id, status },
            {
              onSuccess: () => {
                ok(t('tournaments.statusChanged', { name: tournament.name, status: statusName(status) }));
                onDone();
              },
              onError: failed,
            },
          )
        }
      />
    );
  }
  if (action?.kind === 'bracket') {
    const { tournament } = action;
    return (
      <ConfirmDialog
        open
        tone="primary"
        onOpenChange={onOpenChange}
        title={t('tournaments.bracketTitle', { name: tournament.name })}
        description={t('tournaments.bracketBody')}
        confirmLabel={t('tournaments.bracketConfirm')}
        pending={bracket.isPending}
        onConfirm={() =>
          bracket.mutate(tournament.id, {
            onSuccess: () => {
              ok(t('tournaments.bracketGenerated', { name: tournament.name }));
              onDone();
            },
            onError: failed,
          })
        }
      />
    );
  }
  if (action?.kind === 'delete') {
    const { tournament } = action;
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={t('tournaments.deleteTitle', { name: tournament.name })}
        description={t('tournaments.deleteBody')}
        confirmLabel={t('tournaments.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(tournament.id, {
            onSuccess: () => {
              ok(t('tournaments.deleted', { name: tournament.name }));
              onDone();
              onDeleted?.();
            },
            onError: failed,
          })
        }
      />
    );
  }
  return null;
}
