import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { GRACE_CHOICES, type TournamentFieldProps } from '../lib/tournamentForm';

/**
 * Issue 27's per-match check-in: each match asks its sides to check in from 15 minutes before its time until the
 * grace ends; with forfeits on, a side that came alone is offered the win. Not the tournament's own check-in above.
 */
export function TournamentMatchCheckInFields({ values, set, fieldError }: TournamentFieldProps) {
  const { t } = useTranslation('tournaments');
  return (
    <fieldset className="space-y-4 rounded-xl border border-zinc-800 p-4">
      <legend className="px-1 text-sm font-medium text-zinc-200">{t('form.matchCheckInLegend')}</legend>
      <SwitchField
        label={t('form.matchCheckIn')}
        description={t('form.matchCheckInHint')}
        checked={values.matchCheckIn}
        onCheckedChange={(v) => set('matchCheckIn', v)}
      />
      {values.matchCheckIn && (
        <>
          <SelectField
            label={t('form.matchCheckInGrace')}
            hint={t('form.matchCheckInGraceHint')}
            value={values.matchCheckInGrace}
            onChange={(e) => set('matchCheckInGrace', e.target.value)}
            error={fieldError('matchCheckInGraceMinutes')}
          >
            {GRACE_CHOICES.map((m) => (
              <option key={m} value={String(m)}>
                {t('form.minutes', { count: m })}
              </option>
            ))}
          </SelectField>
          <SwitchField
            label={t('form.forfeitNoShow')}
            description={t('form.forfeitNoShowHint')}
            checked={values.forfeitNoShow}
            onCheckedChange={(v) => set('forfeitNoShow', v)}
          />
        </>
      )}
    </fieldset>
  );
}
