import type { CreateTournamentBody, Tournament, UpdateTournamentBody } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { TournamentForm } from '../../tournaments/components';
import { useAdminCreateTournament, useAdminTournament, useAdminUpdateTournament } from './api';

const wide = 'max-w-3xl max-h-[calc(100dvh-2rem)] overflow-y-auto';

/**
 * The tournaments feature's own form in a dialog: empty for a new tournament (the admin is its organizer),
 * or filled with the whole tournament read from the admin API for an edit, which sends only what changed.
 */
export function TournamentEditorDialog({
  tournamentId,
  name,
  onDone,
}: {
  tournamentId: string | null;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const title = tournamentId ? t('tournaments.editTitle', { name }) : t('tournaments.createTitle');
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent title={title} className={wide}>
        {tournamentId ? <EditBody id={tournamentId} onDone={onDone} /> : <CreateBody onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function useFailedToast() {
  const { t } = useTranslation('admin');
  return (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) });
}

function CreateBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useAdminCreateTournament();
  const failed = useFailedToast();
  return (
    <TournamentForm
      variant="create"
      submitLabel={t('tournaments.createSubmit')}
      pending={create.isPending}
      serverError={create.error}
      onSubmit={(body: CreateTournamentBody) =>
        create.mutate(body, {
          onSuccess: ({ tournament }) => {
            toast({ variant: 'success', description: t('tournaments.created', { name: tournament.name }) });
            onDone();
          },
          onError: failed,
        })
      }
    />
  );
}

function EditBody({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useAdminTournament(id);
  if (detail.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('tournaments.detailLoading')}
      </p>
    );
  }
  if (!detail.data) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{errorMessage(detail.error, t)}</p>
        <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
          {t('tournaments.retry')}
        </Button>
      </div>
    );
  }
  const { tournament } = detail.data;
  // Keyed by id, not updatedAt: a save refetches this detail before the mutation's own callbacks run, and a
  // remount then would drop them (no 'saved' toast, the dialog left open).
  return <EditForm key={tournament.id} tournament={tournament} onDone={onDone} />;
}

function EditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useAdminUpdateTournament(tournament.id);
  const failed = useFailedToast();
  const onSubmit = (body: UpdateTournamentBody) => {
    if (Object.keys(body).length === 0) {
      toast({ variant: 'info', description: t('tournaments.nothingChanged') });
      onDone();
      return;
    }
    update.mutate(body, {
      onSuccess: ({ tournament: saved }) => {
        toast({ variant: 'success', description: t('tournaments.saved', { name: saved.name }) });
        onDone();
      },
      onError: failed,
    });
  };
  return (
    <TournamentForm
      variant="edit"
      tournament={tournament}
      submitLabel={t('tournaments.save')}
      pending={update.isPending}
      serverError={update.error}
      onSubmit={onSubmit}
    />
  );
}
