import type { Tournament } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGenerateBracket } from '../api';
import { eligibleCount, type ManageControls } from '../lib/permissions';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { ConfirmButton } from './ConfirmButton';

/** Generates the bracket once, after a confirmation, then shows it; says why it cannot yet. */
export function GenerateBracket({ tournament, controls }: { tournament: Tournament; controls: ManageControls }) {
  const { t } = useTranslation('tournaments');
  const generate = useGenerateBracket(tournament.id);
  const { onError, success } = useToasts();
  const navigate = useNavigate();
  const count = eligibleCount(tournament);
  if (controls.generateBlocked === 'bracketExists')
    return <p className="text-sm text-zinc-300">{t('manage.generated')}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-400">
        {tournament.checkInOpensAt ? t('manage.generateHelpCheckIn', { count }) : t('manage.generateHelp', { count })}
      </p>
      <ConfirmButton
        variant="primary"
        confirmVariant="primary"
        disabled={!controls.generate}
        title={t('manage.generateTitle')}
        description={t('manage.generateBody', { count })}
        confirmLabel={t('manage.generate')}
        pending={generate.isPending}
        onConfirm={(close) =>
          generate.mutate(undefined, {
            onSuccess: () => {
              close();
              // Spec §8: "bracket generated".
              success(t('manage.generatedToast'));
              void navigate(`?tab=bracket`, { replace: true });
            },
            // Spec §8: bracket generation failed; the server says why (too few, already generated…).
            onError,
          })
        }
      >
        {t('manage.generate')}
      </ConfirmButton>
      {controls.generateBlocked && (
        <p className="text-xs text-zinc-400">{t(`manage.blocked.${controls.generateBlocked}`)}</p>
      )}
    </div>
  );
}
