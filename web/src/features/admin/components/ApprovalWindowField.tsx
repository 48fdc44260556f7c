import { MATCH_RESULT_APPROVAL_MINUTES } from '@esn/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { controlClasses, Label } from '../../../shared/ui/Field';

export interface ApprovalWindow {
  hours: string;
  minutes: string;
}

const { min: MIN, max: MAX } = MATCH_RESULT_APPROVAL_MINUTES;

export const approvalWindowOf = (total: number): ApprovalWindow => ({
  hours: String(Math.floor(total / 60)),
  minutes: String(total % 60),
});

/** The window in minutes, or null when the fields do not make one of 1..10080 minutes (1 minute to 7 days). */
export function approvalMinutes({ hours, minutes }: ApprovalWindow): number | null {
  const read = (text: string) => (text.trim() === '' ? 0 : /^\d{1,5}$/.test(text.trim()) ? Number(text) : NaN);
  const total = read(hours) * 60 + read(minutes);
  return Number.isInteger(total) && total >= MIN && total <= MAX ? total : null;
}

/**
 * How long the other side has to answer a submitted match result before it is approved automatically (the site
 * setting `matchResultApprovalMinutes`), as hours and minutes.
 */
export function ApprovalWindowField({
  value,
  onChange,
  error,
}: {
  value: ApprovalWindow;
  onChange: (value: ApprovalWindow) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const input = (part: keyof ApprovalWindow, max: number) => (
    <div className="w-32">
      <Label htmlFor={`${id}-${part}`}>{t(`site.approval.${part}`)}</Label>
      <input
        id={`${id}-${part}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value[part]}
        onChange={(e) => onChange({ ...value, [part]: e.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClasses, 'tabular-nums')}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-200">{t('site.approval.label')}</legend>
      <div className="flex flex-wrap gap-3">
        {input('hours', Math.floor(MAX / 60))}
        {input('minutes', 59)}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-rose-400">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-400">
          {t('site.approval.hint')}
        </p>
      )}
    </fieldset>
  );
}
