import {
  TOURNAMENT_LIMITS,
  type CreateTournamentBody,
  type Tournament,
  type UpdateTournamentBody,
} from '@esn/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { ImageUrlField } from '../../teams/components';
import { CountryOptions } from '../../../shared/ui/CountryOptions';
import { focusFirstInvalid } from '../../../shared/lib/focusFirstInvalid';
import {
  changedFields,
  emptyTournamentForm,
  parseTournamentForm,
  tournamentFormFrom,
  type TournamentFormValues,
} from '../lib/tournamentForm';
import { TournamentFormatFields } from './TournamentFormatFields';
import { TournamentScheduleFields } from './TournamentScheduleFields';
import { TournamentMatchCheckInFields } from './TournamentMatchCheckInFields';

type TournamentFormProps = {
  pending: boolean;
  /** The server's refusal of the last submit: its message on top, its field issues under the fields. */
  serverError?: unknown;
  submitLabel: string;
  labelledBy?: string;
} & (
  | { variant: 'create'; tournament?: never; onSubmit: (body: CreateTournamentBody) => void }
  | { variant: 'edit'; tournament: Tournament; onSubmit: (body: UpdateTournamentBody) => void }
);

/**
 * `/tournaments/create` and the edit page: every field of a tournament. The contract's schema (dates included)
 * checks the values before anything is sent; an edit sends only what changed. Once the bracket exists the
 * game, format, participant kind and group/round settings are frozen (the server refuses them too).
 */
export function TournamentForm(props: TournamentFormProps) {
  const { variant, pending, serverError, submitLabel, labelledBy } = props;
  const { t } = useTranslation(['tournaments', 'common']);
  const [values, setValues] = useState<TournamentFormValues>(() =>
    props.variant === 'edit' ? tournamentFormFrom(props.tournament) : emptyTournamentForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const frozen = props.variant === 'edit' && Boolean(props.tournament.bracketGeneratedAt);

  const form = useRef<HTMLFormElement>(null);
  // The server's refusal marks its fields as the form's own checks do: go to the first, not only the toast.
  useEffect(() => {
    if (serverError) focusFirstInvalid(form.current);
  }, [serverError]);
  const server = serverError ? serverFieldErrors(serverError, t) : {};
  const fieldError = (name: string) => errors[name] ?? server[name === 'banner' ? 'bannerUrl' : name];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTournamentForm(values, variant, t);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    if (props.variant === 'edit' && result.update) props.onSubmit(changedFields(result.update, props.tournament));
    else if (props.variant === 'create' && result.create) props.onSubmit(result.create);
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby={labelledBy}>
      <FormAlert>{serverError ? errorMessage(serverError, t) : null}</FormAlert>
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError('name')}
        maxLength={TOURNAMENT_LIMITS.name}
        required
      />
      <TournamentFormatFields values={values} set={set} fieldError={fieldError} frozen={frozen} />
      <TournamentScheduleFields values={values} set={set} fieldError={fieldError} />
      <TournamentMatchCheckInFields values={values} set={set} fieldError={fieldError} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.prizePool')}
          value={values.prizePool}
          onChange={(e) => set('prizePool', e.target.value)}
          error={fieldError('prizePool')}
          maxLength={TOURNAMENT_LIMITS.prize}
          placeholder={t('form.prizePlaceholder')}
        />
        <TextField
          label={t('form.entryFee')}
          value={values.entryFee}
          onChange={(e) => set('entryFee', e.target.value)}
          error={fieldError('entryFee')}
          maxLength={TOURNAMENT_LIMITS.prize}
          hint={t('form.entryFeeHint')}
        />
        <SelectField
          label={t('form.country')}
          value={values.country}
          onChange={(e) => set('country', e.target.value)}
          error={fieldError('country')}
        >
          <CountryOptions none={t('form.countryNone')} />
        </SelectField>
        <TextField
          label={t('form.region')}
          value={values.region}
          onChange={(e) => set('region', e.target.value)}
          error={fieldError('region')}
          maxLength={TOURNAMENT_LIMITS.region}
          placeholder={t('form.regionPlaceholder')}
        />
      </div>

      <ImageUrlField
        label={t('form.banner')}
        uploadLabel={t('form.bannerUpload')}
        previewAlt={t('form.bannerPreview')}
        hint={t('form.bannerHint')}
        value={values.banner}
        onChange={(v) => set('banner', v)}
        error={fieldError('banner')}
        onBusyChange={setUploading}
      />
      <TextAreaField
        label={t('form.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={fieldError('description')}
        maxLength={TOURNAMENT_LIMITS.description}
      />
      <TextAreaField
        label={t('form.rules')}
        value={values.rules}
        onChange={(e) => set('rules', e.target.value)}
        error={fieldError('rules')}
        maxLength={TOURNAMENT_LIMITS.rules}
      />
      {variant === 'create' && (
        <SwitchField
          label={t('form.openNow')}
          description={t('form.openNowHint')}
          checked={values.openNow}
          onCheckedChange={(v) => set('openNow', v)}
        />
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending} disabled={uploading}>
        {submitLabel}
      </Button>
    </form>
  );
}
