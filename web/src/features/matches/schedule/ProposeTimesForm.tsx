import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useProposeTimes } from './api';
import { isoToLocalInput, localInputToIso } from './zonedTime';

/** The contract's MAX_PROPOSED_TIMES (its module brings zod, which the browser does not load for a number). */
const MAX_PROPOSED_TIMES = 3;

/**
 * Up to three times, typed in the reader's zone (`datetime-local`) and sent as UTC instants. `counter`: the other
 * side's times are open, so these replace them; `reschedule`: the match has a time, so these propose another.
 */
export function ProposeTimesForm({
  matchId,
  counter,
  reschedule = false,
  playBy,
}: {
  matchId: string;
  counter: boolean;
  reschedule?: boolean;
  playBy: string | null;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [values, setValues] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeTimes(matchId);
  const min = isoToLocalInput(new Date());
  const max = playBy ? isoToLocalInput(playBy) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const filled = values.filter((v) => v !== '');
    const times = filled.map(localInputToIso);
    if (times.length === 0 || times.some((x) => x === null)) return setError(t('schedule.form.required'));
    setError(null);
    propose.mutate(times as string[], {
      onSuccess: () => {
        setValues(['']);
        toast({ variant: 'success', description: t('schedule.form.sent') });
      },
      onError: (err) => setError(errorMessage(err, t)),
    });
  };

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-zinc-800 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-white">
        {t(
          counter ? 'schedule.form.counterTitle' : reschedule ? 'schedule.form.rescheduleTitle' : 'schedule.form.title',
        )}
      </h3>
      <p className="text-xs text-zinc-400">{t('schedule.form.hint', { count: MAX_PROPOSED_TIMES })}</p>
      {values.map((value, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <Label htmlFor={`${id}-${i}`}>{t('schedule.form.time', { n: i + 1 })}</Label>
            <input
              id={`${id}-${i}`}
              type="datetime-local"
              className={controlClasses}
              value={value}
              min={min}
              max={max}
              required={i === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
            />
          </div>
          {values.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setValues(values.filter((_, j) => j !== i))}
              aria-label={t('schedule.form.remove', { n: i + 1 })}
            >
              {t('schedule.form.removeShort')}
            </Button>
          )}
        </div>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {values.length < MAX_PROPOSED_TIMES && (
          <Button variant="secondary" size="sm" onClick={() => setValues([...values, ''])}>
            {t('schedule.form.add')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={propose.isPending} disabled={propose.isPending}>
          {t(counter ? 'schedule.form.counterSubmit' : 'schedule.form.submit')}
        </Button>
      </div>
    </form>
  );
}
