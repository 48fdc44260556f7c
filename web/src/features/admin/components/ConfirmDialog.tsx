import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
}

/** "Are you sure?" before an admin action; the caller closes it once the action has succeeded. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('tournaments.cancel')}
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
