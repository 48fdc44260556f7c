import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/Spinner';

/**
 * While a page's chunk loads inside a layout: the spinner of the sign-in check, sized to the content area so
 * the header stays put and the footer does not jump.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <Spinner size="lg" />
      <p className="text-sm text-zinc-300">{t('loading')}</p>
    </div>
  );
}
