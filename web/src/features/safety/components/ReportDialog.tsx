import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { controlClasses, FormAlert, Label } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { REPORT_DETAILS_MAX, REPORT_REASONS, useCreateReport, type ReportTarget } from '../api';

type Reason = (typeof REPORT_REASONS)[number];

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it is opened from a menu item that is gone by then). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Reporting a post, a comment, a profile or a team: why (one of the contract's reasons) and, optionally, what
 * the moderators should know. The form lives inside the dialog's content, so it starts empty every time it opens.
 */
export function ReportDialog({ target, open, onOpenChange, onCloseAutoFocus }: ReportDialogProps) {
  const { t } = useTranslation('safety');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(`report.title.${target.type}`)}
        description={t('report.description')}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      >
        <ReportForm target={target} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation('safety');
  const report = useCreateReport();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [detailsError, setDetailsError] = useState<string>();
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  // "Other" names no rule: the details say what was broken, so they are asked for.
  const detailsNeeded = reason === 'other';
  const baseId = useId();
  const errorId = `${baseId}-reason-error`;
  const counterId = `${baseId}-counter`;
  const detailsErrorId = `${baseId}-details-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonError(t('report.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    const text = details.trim();
    if (detailsNeeded && !text) {
      setDetailsError(t('report.detailsMissing'));
      detailsRef.current?.focus();
      return;
    }
    report.mutate(
      { targetType: target.type, targetId: target.id, reason, ...(text ? { details: text } : {}) },
      {
        onSuccess: () => {
          toast({ variant: 'success', description: t('report.done') });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{report.isError ? errorMessage(report.error, t) : null}</FormAlert>
      <fieldset aria-describedby={reasonError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-zinc-200">{t('report.reasonLegend')}</legend>
        {reasonError && (
          <p id={errorId} role="alert" className="mb-2 text-xs text-rose-400">
            {reasonError}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => {
            const labelId = `${baseId}-${value}-label`;
            const hintId = `${baseId}-${value}-hint`;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-800 bg-zinc-950/40 p-3 hover:border-zinc-600',
                  'has-[:checked]:border-violet-500 has-[:checked]:bg-violet-950/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
                )}
              >
                <input
                  type="radio"
                  name={`${baseId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(undefined);
                    setDetailsError(undefined);
                  }}
                  // Named by the reason alone; the hint is its description.
                  aria-labelledby={labelId}
                  aria-describedby={hintId}
                  aria-invalid={reasonError ? true : undefined}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-violet-500 focus:outline-none"
                />
                <span className="min-w-0">
                  <span id={labelId} className="block text-sm font-medium text-zinc-100">
                    {t(`reasons.${value}.label`)}
                  </span>
                  <span id={hintId} className="mt-0.5 block text-xs text-zinc-400">
                    {t(`reasons.${value}.hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <Label htmlFor={`${baseId}-details`}>{t(detailsNeeded ? 'report.detailsRequired' : 'report.details')}</Label>
        <textarea
          ref={detailsRef}
          id={`${baseId}-details`}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            setDetailsError(undefined);
          }}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          placeholder={t('report.detailsPlaceholder')}
          required={detailsNeeded}
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={detailsError ? `${detailsErrorId} ${counterId}` : counterId}
          className={cn(controlClasses, 'min-h-20 resize-y')}
        />
        {detailsError && (
          <p id={detailsErrorId} role="alert" className="mt-1 text-xs text-rose-400">
            {detailsError}
          </p>
        )}
        <p id={counterId} className="mt-1 text-right text-xs tabular-nums text-zinc-400">
          {t('report.counter', { length: details.length, max: REPORT_DETAILS_MAX })}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('report.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={report.isPending}>
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
