import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';

/** The contract's bounds of a suspension's reason (UpdateAdminUserBody, ModerateReportBody). */
const REASON_MIN = 3;
const REASON_MAX = 500;

interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Under the field: who reads the reason. Defaults to the suspension's (the person reads it at sign-in). */
  hint?: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** An action that must say why (a suspension, a void): a reason is required before anything is sent. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  hint,
  pending,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setError(t('area.reasonRequired', { min: REASON_MIN }));
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor={id}>{t('area.reason')}</Label>
            <textarea
              id={id}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              rows={3}
              maxLength={REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              className={cn(controlClasses, 'resize-y')}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-rose-400">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-400">
                {hint ?? t('area.reasonHint')}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {t('area.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
