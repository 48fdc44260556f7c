import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import type { TournamentFieldProps } from '../lib/tournamentForm';

/** When registration closes and play starts, and the optional check-in window. */
export function TournamentScheduleFields({ values, set, fieldError }: TournamentFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <fieldset className="space-y-4 rounded-xl border border-zinc-800 p-4">
      <legend className="px-1 text-sm font-medium text-zinc-200">{t('form.schedule')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.registrationDeadline')}
          type="datetime-local"
          value={values.registrationDeadline}
          onChange={(e) => set('registrationDeadline', e.target.value)}
          error={fieldError('registrationDeadline')}
          required
        />
        <TextField
          label={t('form.startsAt')}
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          error={fieldError('startsAt')}
          required
        />
      </div>
      <SwitchField
        label={t('form.allowEarlyResults')}
        description={t('form.allowEarlyResultsHint')}
        checked={values.allowEarlyResults}
        onCheckedChange={(v) => set('allowEarlyResults', v)}
      />
      <SwitchField
        label={t('form.checkIn')}
        description={t('form.checkInHint')}
        checked={values.checkIn}
        onCheckedChange={(v) => set('checkIn', v)}
      />
      {values.checkIn && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('form.checkInOpensAt')}
            type="datetime-local"
            value={values.checkInOpensAt}
            onChange={(e) => set('checkInOpensAt', e.target.value)}
            error={fieldError('checkInOpensAt')}
          />
          <TextField
            label={t('form.checkInClosesAt')}
            type="datetime-local"
            value={values.checkInClosesAt}
            onChange={(e) => set('checkInClosesAt', e.target.value)}
            error={fieldError('checkInClosesAt')}
          />
        </div>
      )}
    </fieldset>
  );
}
