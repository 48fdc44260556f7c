import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { focusRing } from './focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Where focus goes when the dialog closes. By default, back to what had it when the dialog opened (its trigger, or
   * the button of a dialog opened by state, for which Radix alone would drop focus on the page's body).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

export function DialogContent({ title, description, children, className, onCloseAutoFocus }: DialogContentProps) {
  const { t } = useTranslation('common');
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = (event: Event) => {
    const el = opener.current;
    if (!el?.isConnected) return;
    event.preventDefault();
    el.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl',
          className,
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-white">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-zinc-300">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className={cn('absolute right-4 top-4 rounded-md p-1 text-zinc-400 hover:text-white', focusRing)}
          aria-label={t('actions.close')}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
