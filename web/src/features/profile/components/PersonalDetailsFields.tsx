import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/Field';
import { BIOGRAPHY_MAX, MAX_AGE, MIN_AGE, type ProfileFormValues } from '../lib/profileForm';
import { TextAreaField } from '../../../shared/ui/TextAreaField';

/** Today minus `years`, as YYYY-MM-DD, for the date picker's bounds. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

type PersonalField = 'firstName' | 'lastName' | 'location' | 'birthDate' | 'biography';

interface Props {
  values: Pick<ProfileFormValues, PersonalField>;
  onChange: (key: PersonalField, value: string) => void;
  errors: Record<string, string>;
}

/** Name, birth date (within the allowed ages), location and biography. */
export function PersonalDetailsFields({ values, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  const text = (key: Exclude<PersonalField, 'biography'>) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
    error: errors[key],
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('edit.fields.firstName')} autoComplete="given-name" maxLength={60} {...text('firstName')} />
        <TextField label={t('edit.fields.lastName')} autoComplete="family-name" maxLength={60} {...text('lastName')} />
        <TextField
          label={t('edit.fields.birthDate')}
          type="date"
          min={yearsAgo(MAX_AGE)}
          max={yearsAgo(MIN_AGE)}
          hint={t('edit.hints.birthDate', { min: MIN_AGE })}
          {...text('birthDate')}
        />
        <TextField
          label={t('edit.fields.location')}
          autoComplete="address-level2"
          placeholder={t('edit.placeholders.location')}
          maxLength={100}
          {...text('location')}
        />
      </div>
      <TextAreaField
        label={t('edit.fields.biography')}
        value={values.biography}
        onChange={(event) => onChange('biography', event.target.value)}
        error={errors.biography}
        placeholder={t('edit.placeholders.biography')}
        hint={t('edit.hints.biography', { count: values.biography.length, max: BIOGRAPHY_MAX })}
        maxLength={BIOGRAPHY_MAX}
        rows={5}
      />
    </>
  );
}
