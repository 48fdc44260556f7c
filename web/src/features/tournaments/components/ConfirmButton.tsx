import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';

interface ConfirmButtonProps {
  children: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action; call `close` once it has succeeded. */
  onConfirm: (close: () => void) => void;
  pending?: boolean;
  variant?: ButtonProps['variant'];
  confirmVariant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  'aria-label'?: string;
}

/** A button that asks "are you sure?" in a dialog before something that cannot be undone. */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  variant = 'secondary',
  confirmVariant = 'danger',
  size,
  disabled,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} disabled={disabled} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={title} description={description}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('confirm.cancel')}</Button>
            </DialogClose>
            <Button variant={confirmVariant} loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
