import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, type DraftErrors } from '../draft';

/** The local time a datetime-local input expects, for its `min`. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

interface Props {
  options: string[];
  onOptionsChange: (update: (options: string[]) => string[]) => void;
  /** The value of the datetime-local input, or ''. */
  endsAt: string;
  onEndsAtChange: (value: string) => void;
  errors: Pick<DraftErrors, 'options' | 'endsAt'>;
}

/** A poll's options (2–4, added and removed here) and its optional end. */
export function PollEditor({ options, onOptionsChange, endsAt, onEndsAtChange, errors }: Props) {
  const { t } = useTranslation('posts');
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('poll.optionsLabel')}</legend>
      {options.map((option, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('composer.pollOption', { n: i + 1 })}
              value={option}
              maxLength={80}
              onChange={(e) => onOptionsChange((all) => all.map((o, j) => (j === i ? e.target.value : o)))}
            />
          </div>
          {options.length > POLL_MIN_OPTIONS && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('composer.removeOption', { n: i + 1 })}
              onClick={() => onOptionsChange((all) => all.filter((_, j) => j !== i))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {errors.options && (
        <p role="alert" className="text-xs text-rose-400">
          {t(errors.options.key, errors.options.values)}
        </p>
      )}
      {options.length < POLL_MAX_OPTIONS && (
        <Button variant="secondary" size="sm" onClick={() => onOptionsChange((all) => [...all, ''])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('composer.addOption')}
        </Button>
      )}
      <TextField
        type="datetime-local"
        label={t('composer.endsAt')}
        hint={t('composer.endsAtHint')}
        value={endsAt}
        min={localInputValue(new Date())}
        onChange={(e) => onEndsAtChange(e.target.value)}
        error={errors.endsAt ? t(errors.endsAt.key, errors.endsAt.values) : undefined}
      />
    </fieldset>
  );
}
