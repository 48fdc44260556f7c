import type { Match, MatchSchedule } from '@esn/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useRoundScheduledTimes, useSetMatchTime, useSetPlayBy } from './api';
import { isoToLocalInput, localInputToIso } from './zonedTime';

/** One `datetime-local` (the reader's zone) with a save button and, when something is set, a clear button. */
function TimeForm({
  title,
  label,
  initial,
  pending,
  onSave,
  saveLabel,
  clearLabel,
  warning,
}: {
  title: string;
  label: string;
  initial: string | null;
  pending: boolean;
  onSave: (iso: string | null, done: (error?: unknown) => void) => void;
  saveLabel: string;
  clearLabel: string;
  /** A word of caution about the chosen time (it does not stop the save), or null. */
  warning?: (iso: string | null) => string | null;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [value, setValue] = useState(initial ? isoToLocalInput(initial) : '');
  const [error, setError] = useState<string | null>(null);
  const done = (err?: unknown) => setError(err ? errorMessage(err, t) : null);
  const caution = warning?.(localInputToIso(value)) ?? null;
  const describedBy = [error && `${id}-error`, caution && `${id}-warning`].filter(Boolean).join(' ');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const iso = localInputToIso(value);
    if (!iso) return setError(t('schedule.form.required'));
    onSave(iso, done);
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-zinc-800 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-white">
        {title}
      </h3>
      <div>
        <Label htmlFor={`${id}-input`}>{label}</Label>
        <input
          id={`${id}-input`}
          type="datetime-local"
          className={controlClasses}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
      {caution && (
        <p id={`${id}-warning`} role="status" className="text-sm text-amber-300">
          {caution}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={pending} disabled={pending}>
          {saveLabel}
        </Button>
        {initial && (
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => {
              setValue('');
              onSave(null, done);
            }}
          >
            {clearLabel}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The organizer's (or an admin's) match time and the play-by deadline of the match's round. */
export function OrganizerTimeForms({ match, schedule }: { match: Match; schedule: MatchSchedule }) {
  const { t } = useTranslation('matches');
  const setTime = useSetMatchTime(match.id);
  const setPlayBy = useSetPlayBy(match.id, match.context, schedule.round);
  const roundTimes = useRoundScheduledTimes(match.context, schedule.round, schedule.viewer.canSetTime);
  // A deadline before matches of the round that already have a time: said before saving, not refused (it may be meant).
  const playByWarning = (iso: string | null) => {
    if (!iso) return null;
    const count = roundTimes.filter((at) => Date.parse(at) > Date.parse(iso)).length;
    return count > 0 ? t('schedule.playByForm.matchesAfter', { count }) : null;
  };
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TimeForm
        key={`time-${schedule.scheduledAt ?? ''}`}
        title={t('schedule.organizer.title')}
        label={t('schedule.organizer.label')}
        initial={schedule.scheduledAt}
        pending={setTime.isPending}
        saveLabel={t('schedule.organizer.save')}
        clearLabel={t('schedule.organizer.clear')}
        onSave={(iso, done) =>
          setTime.mutate(iso, {
            onSuccess: () => {
              done();
              toast({ variant: 'success', description: t('schedule.organizer.saved') });
            },
            onError: done,
          })
        }
      />
      <TimeForm
        key={`play-by-${schedule.playBy ?? ''}`}
        title={t('schedule.playByForm.title', { round: schedule.round })}
        label={t('schedule.playByForm.label')}
        initial={schedule.playBy}
        pending={setPlayBy.isPending}
        saveLabel={t('schedule.playByForm.save')}
        clearLabel={t('schedule.playByForm.clear')}
        warning={playByWarning}
        onSave={(iso, done) =>
          setPlayBy.mutate(iso, {
            onSuccess: () => {
              done();
              toast({ variant: 'success', description: t('schedule.playByForm.saved') });
            },
            onError: done,
          })
        }
      />
    </div>
  );
}
