import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';

const loadPanel = () => import('./ForgotPasswordPanel');
const ForgotPasswordPanel = lazy(() => loadPanel().then((m) => ({ default: m.ForgotPasswordPanel })));

/**
 * "Forgot password" on the sign-in form: the link is drawn at once, the dialog (and Radix's dialog code, ~9 KB
 * gzip that the landing page would otherwise load for everyone) arrives when someone reaches for the link.
 */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh panel: the current address, no old error, no old "sent".
  const [opening, setOpening] = useState(0);
  const link = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={link}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('rounded text-sm text-violet-300 hover:text-violet-200', focusRing)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('forgot.link')}
      </button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ForgotPasswordPanel
            key={opening}
            initialEmail={initialEmail}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={link}
          />
        </Suspense>
      )}
    </>
  );
}
