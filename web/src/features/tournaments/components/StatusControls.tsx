import type { Tournament, TournamentStatus } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { useSetTournamentStatus } from '../api';
import type { ManageControls } from '../lib/permissions';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { ConfirmButton } from './ConfirmButton';
import { TournamentStatusBadge } from './TournamentStatusBadge';

const DANGEROUS: readonly TournamentStatus[] = ['cancelled'];
/** Asked first too: completing cannot be undone, and a draft disappears for everyone registered. */
const CONFIRMED: readonly TournamentStatus[] = [...DANGEROUS, 'completed', 'draft'];

/**
 * The status the tournament can move to now: cancelling, completing and going back to draft ask first; starting waits
 * for the bracket.
 */
export function StatusControls({ tournament, controls }: { tournament: Tournament; controls: ManageControls }) {
  const { t } = useTranslation('tournaments');
  const setStatus = useSetTournamentStatus(tournament.id);
  const { onError, success } = useToasts();
  const change = (status: TournamentStatus, close?: () => void) =>
    setStatus.mutate(status, {
      onSuccess: () => {
        close?.();
        success(t(`manage.statusChanged.${status}`));
      },
      onError,
    });
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-zinc-300">
        {t('manage.current')} <TournamentStatusBadge status={tournament.status} />
      </p>
      {controls.transitions.length === 0 && <p className="text-sm text-zinc-400">{t('manage.noTransitions')}</p>}
      <div className="flex flex-col gap-2">
        {controls.transitions.map((to) => {
          const blocked = to === 'in_progress' && controls.startNeedsBracket;
          if (CONFIRMED.includes(to)) {
            return (
              <ConfirmButton
                key={to}
                variant={to === 'cancelled' ? 'danger' : 'secondary'}
                confirmVariant={to === 'cancelled' ? 'danger' : 'primary'}
                title={t(`manage.confirm.${to}.title`)}
                description={t(`manage.confirm.${to}.body`, { name: tournament.name })}
                confirmLabel={t(`manage.to.${to}`)}
                // "Cancel" beside "Cancel tournament" reads as either; the way out says it keeps the tournament.
                cancelLabel={to === 'cancelled' ? t('manage.confirm.cancelled.keep') : undefined}
                pending={setStatus.isPending}
                onConfirm={(close) => change(to, close)}
              >
                {t(`manage.to.${to}`)}
              </ConfirmButton>
            );
          }
          return (
            <div key={to} className="space-y-1">
              <Button
                className="w-full"
                variant={to === 'in_progress' ? 'primary' : 'secondary'}
                disabled={blocked || setStatus.isPending}
                onClick={() => change(to)}
              >
                {t(`manage.to.${to}`)}
              </Button>
              {blocked && <p className="text-xs text-zinc-400">{t('manage.startNeedsBracket')}</p>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
