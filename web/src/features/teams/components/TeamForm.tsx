import {
  TEAM_LIMITS,
  TEAM_SOCIAL_NETWORKS,
  TeamStatus,
  TeamType,
  type CreateTeamBody,
  type Team,
  type UpdateTeamBody,
} from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { CountryOptions } from '../../../shared/ui/CountryOptions';
import { changedFields, emptyTeamForm, parseTeamForm, teamFormFrom, type TeamFormValues } from '../lib/teamForm';
import { GamePicker } from './GamePicker';
import { TeamImageField } from './TeamImageField';

type TeamFormProps = {
  /** Set while the request runs. */
  pending: boolean;
  /** The server's refusal of the last submit: its message on top, its field issues under the fields. */
  serverError?: unknown;
  submitLabel: string;
  labelledBy?: string;
} & (
  | { variant: 'first' | 'create'; team?: never; onSubmit: (body: CreateTeamBody) => void }
  | { variant: 'edit'; team: Team; onSubmit: (body: UpdateTeamBody) => void }
);

/**
 * The one team form: onboarding's first team, `/teams/create` and the manage page's "edit". The contract's
 * schema checks the values before anything is sent; an edit sends only the fields that changed.
 */
export function TeamForm(props: TeamFormProps) {
  const { variant, pending, serverError, submitLabel, labelledBy } = props;
  const { t } = useTranslation('teams');
  const [values, setValues] = useState<TeamFormValues>(() =>
    props.variant === 'edit' ? teamFormFrom(props.team) : emptyTeamForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const server = serverError ? serverFieldErrors(serverError, t) : {};
  const fieldError = (name: string) => errors[name] ?? server[name];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTeamForm(values, variant, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (props.variant === 'edit' && result.update) props.onSubmit(changedFields(result.update, props.team));
    else if (props.variant !== 'edit' && result.create) props.onSubmit(result.create);
  };

  const full = variant !== 'first';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={labelledBy}>
      <FormAlert>{serverError ? errorMessage(serverError, t) : null}</FormAlert>
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError('name')}
        maxLength={60}
        required
      />
      <GamePicker
        legend={t('form.games')}
        value={values.games}
        onChange={(games) => set('games', games)}
        error={fieldError('games')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.country')}
          value={values.country}
          onChange={(e) => set('country', e.target.value)}
          error={fieldError('country')}
        >
          <CountryOptions />
        </SelectField>
        {full && (
          <SelectField
            label={t('form.type')}
            value={values.type}
            onChange={(e) => set('type', e.target.value as TeamFormValues['type'])}
            error={fieldError('type')}
          >
            {variant === 'create' && <option value="">{t('form.typeUnset')}</option>}
            {TeamType.options.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </SelectField>
        )}
        {full && (
          <TextField
            label={t('form.founded')}
            inputMode="numeric"
            value={values.founded}
            onChange={(e) => set('founded', e.target.value)}
            error={fieldError('founded')}
            maxLength={4}
          />
        )}
        {variant === 'edit' && (
          <SelectField
            label={t('form.status')}
            value={values.status}
            onChange={(e) => set('status', e.target.value as TeamFormValues['status'])}
            error={fieldError('status')}
          >
            {TeamStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TeamImageField
        kind="logo"
        value={values.logo}
        onChange={(v) => set('logo', v)}
        error={fieldError('logo')}
        onBusyChange={setUploading}
      />
      {variant === 'edit' && (
        <TeamImageField
          kind="cover"
          value={values.cover}
          onChange={(v) => set('cover', v)}
          error={fieldError('cover')}
          onBusyChange={setUploading}
        />
      )}
      {full && (
        <TextAreaField
          label={t('form.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={fieldError('description')}
          maxLength={TEAM_LIMITS.description}
        />
      )}
      {variant === 'edit' && <RecruitingFields values={values} set={set} error={fieldError('recruitingRoles')} />}
      {variant === 'edit' && (
        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">{t('form.social')}</legend>
          {/* A rule of the links as a whole (none names a network) is said above them. */}
          {fieldError('social') && (
            <p role="alert" className="text-xs text-rose-400">
              {fieldError('social')}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {TEAM_SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                label={t(`social.${network}`)}
                value={values.social[network] ?? ''}
                onChange={(e) => set('social', { ...values.social, [network]: e.target.value })}
                maxLength={200}
                placeholder={t('form.socialPlaceholder')}
                // The server names the link's own field (socialLinks.<network>), kept under its last segment.
                error={fieldError(`social.${network}`) ?? server[network]}
              />
            ))}
          </div>
        </fieldset>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending} disabled={uploading}>
        {submitLabel}
      </Button>
    </form>
  );
}

function RecruitingFields({
  values,
  set,
  error,
}: {
  values: TeamFormValues;
  set: <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) => void;
  error?: string;
}) {
  const { t } = useTranslation('teams');
  return (
    <fieldset className="space-y-4 rounded-xl border border-zinc-800 p-4">
      <legend className="px-1 text-sm font-medium text-zinc-200">{t('form.recruiting')}</legend>
      <SwitchField
        label={t('form.lookingForPlayers')}
        checked={values.lookingForPlayers}
        onCheckedChange={(v) => set('lookingForPlayers', v)}
      />
      <TextField
        label={t('form.recruitingRoles')}
        hint={t('form.recruitingRolesHint', { max: TEAM_LIMITS.recruitingRoles })}
        value={values.recruitingRoles}
        onChange={(e) => set('recruitingRoles', e.target.value)}
        error={error}
        maxLength={200}
      />
      <SwitchField
        label={t('form.lookingForCoach')}
        checked={values.lookingForCoach}
        onCheckedChange={(v) => set('lookingForCoach', v)}
      />
    </fieldset>
  );
}
