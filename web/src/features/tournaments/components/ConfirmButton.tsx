import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

interface ConfirmButtonProps {
  children: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** The dismiss button; defaults to "Vazgeç" / "Cancel". */
  cancelLabel?: string;
  /** Runs the action; call `close` once it has succeeded. */
  onConfirm: (close: () => void) => void;
  pending?: boolean;
  variant?: ButtonProps['variant'];
  confirmVariant?: 'danger' | 'primary';
  size?: ButtonProps['size'];
  disabled?: boolean;
  'aria-label'?: string;
}

/** A button that asks "are you sure?" (the shared ConfirmDialog) before something that cannot be undone. */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel ?? t('confirm.cancel')}
        tone={confirmVariant}
        pending={pending}
        onConfirm={() => onConfirm(() => setOpen(false))}
      />
    </>
  );
}
