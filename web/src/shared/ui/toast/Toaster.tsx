import * as ToastPrimitive from '@radix-ui/react-toast';
import { LIMITS } from '@esn/contract';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { focusRing } from '../focus';
import { dismissToast, useToast, type ToastVariant } from './store';

const HOTKEY = ['F8'];

const TONES: Record<ToastVariant, string> = {
  error: 'border-rose-700 bg-rose-950/95',
  success: 'border-emerald-700 bg-emerald-950/95',
  info: 'border-zinc-700 bg-zinc-900/95',
};

const ICONS = { error: XCircle, success: CheckCircle2, info: Info } as const;
const DEFAULT_TITLE_KEY = { error: 'toast.error', success: 'toast.success', info: 'toast.info' } as const;

/** Width cap and stacking level come from the contract (spec §9) through CSS variables. */
const viewportStyle = {
  '--toast-max-w': `${LIMITS.toastMaxWidthPx}px`,
  zIndex: LIMITS.toastZIndex,
} as CSSProperties;

export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={LIMITS.toastSwipeThresholdPx}
      label={t('toast.label')}
    >
      {toasts.map(({ id, open, variant = 'info', title, description, duration }) => {
        const Icon = ICONS[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 text-zinc-100 shadow-2xl',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity',
              TONES[variant],
            )}
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {title ?? t(DEFAULT_TITLE_KEY[variant])}
              </ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="text-sm text-zinc-300">{description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              className={cn('absolute right-2 top-2 rounded-md p-1 text-zinc-400 hover:text-white', focusRing)}
              aria-label={t('actions.close')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={HOTKEY}
        label={t('toast.region')}
        style={viewportStyle}
        className="fixed top-0 flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:bottom-20 md:max-w-(--toast-max-w)"
      />
    </ToastPrimitive.Provider>
  );
}
