import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/Spinner';

/** Spec §2: shown while the sign-in state is being read. */
export function AuthSpinner() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-zinc-950"
    >
      <Spinner size="lg" />
      <p className="text-sm text-zinc-300">{t('loading')}</p>
    </div>
  );
}
