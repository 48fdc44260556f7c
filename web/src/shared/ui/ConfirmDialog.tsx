import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog, DialogClose, DialogContent } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * The dismiss button; defaults to the common "Cancel". Give one when "Cancel" could be read as the action itself
   * (e.g. "Keep tournament" beside "Cancel tournament").
   */
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
}

/**
 * "Are you sure?" before something that cannot be undone (deleting a post, removing a connection, an admin action).
 * While `pending`, it cannot be dismissed; the caller closes it once the action has succeeded.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {/* The texts often quote a name (a tournament's, a team's…): one long word must wrap, not run out of the box. */}
      <DialogContent title={title} description={description} className="wrap-anywhere">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
