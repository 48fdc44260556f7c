import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';

/**
 * A match page section's read that failed: the section's own translated "… could not be loaded" (never the server's
 * text) and a retry. Shared by the time, check-in and history sections so they fail alike.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('matches');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-rose-300">
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </div>
  );
}
