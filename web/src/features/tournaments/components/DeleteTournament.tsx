import type { Tournament } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteTournament } from '../api';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { ConfirmButton } from './ConfirmButton';

/** Deletes the tournament after a confirmation naming it, then goes back to the list. */
export function DeleteTournament({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const remove = useDeleteTournament(tournament.id);
  const navigate = useNavigate();
  const { onError, success } = useToasts();
  return (
    <section className="space-y-2 rounded-2xl border border-rose-900/70 bg-rose-950/10 p-5">
      <h2 className="text-lg font-semibold text-rose-200">{t('manage.deleteTitle')}</h2>
      <p className="text-sm text-zinc-400">{t('manage.deleteHelp')}</p>
      <ConfirmButton
        variant="danger"
        title={t('manage.deleteConfirmTitle')}
        description={t('manage.deleteConfirmBody', { name: tournament.name })}
        confirmLabel={t('manage.delete')}
        pending={remove.isPending}
        onConfirm={(close) =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              success(t('manage.deleted'));
              void navigate('/tournaments');
            },
            onError,
          })
        }
      >
        {t('manage.delete')}
      </ConfirmButton>
    </section>
  );
}
