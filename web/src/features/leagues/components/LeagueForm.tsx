import { GAMES, LEAGUE_LIMITS, LeagueRounds, type CreateLeagueBody } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { ImageUrlField } from '../../teams/components';
import { BestOfOptions } from '../../tournaments/components';
import { CountryOptions } from '../../../shared/ui/CountryOptions';
import { emptyLeagueForm, parseLeagueForm, type LeagueFormValues } from '../lib/leagueForm';

/**
 * `/leagues/create`: name, game, season, single or double round robin, first week and the interval, the match length
 * (best of 1, 3, 5, 7), whether results may come before their match week (also on the manage tab later), banner.
 */
export function LeagueForm({
  pending,
  serverError,
  onSubmit,
  labelledBy,
}: {
  pending: boolean;
  serverError?: unknown;
  onSubmit: (body: CreateLeagueBody) => void;
  labelledBy?: string;
}) {
  const { t } = useTranslation(['leagues', 'common']);
  const [values, setValues] = useState<LeagueFormValues>(emptyLeagueForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof LeagueFormValues>(key: K, value: LeagueFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const server = serverError ? serverFieldErrors(serverError, t) : {};
  const fieldError = (name: string) => errors[name] ?? server[name === 'banner' ? 'bannerUrl' : name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseLeagueForm(values, t);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby={labelledBy}>
      <FormAlert>{serverError ? errorMessage(serverError, t) : null}</FormAlert>
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError('name')}
        maxLength={LEAGUE_LIMITS.name}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.game')}
          value={values.game}
          onChange={(e) => set('game', e.target.value as LeagueFormValues['game'])}
          error={fieldError('game')}
          required
        >
          <option value="">{t('form.gamePick')}</option>
          {GAMES.map((game) => (
            <option key={game} value={game}>
              {t(`common:games.${game}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.season')}
          value={values.season}
          onChange={(e) => set('season', e.target.value)}
          error={fieldError('season')}
          maxLength={LEAGUE_LIMITS.season}
          placeholder={t('form.seasonPlaceholder')}
          required
        />
        <SelectField
          label={t('form.rounds')}
          value={values.rounds}
          onChange={(e) => set('rounds', e.target.value as LeagueFormValues['rounds'])}
          error={fieldError('rounds')}
        >
          {LeagueRounds.options.map((rounds) => (
            <option key={rounds} value={rounds}>
              {t(`rounds.${rounds}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.country')}
          value={values.country}
          onChange={(e) => set('country', e.target.value)}
          error={fieldError('country')}
        >
          <CountryOptions none={t('form.countryNone')} />
        </SelectField>
        <TextField
          label={t('form.startsAt')}
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          error={fieldError('startsAt')}
          required
        />
        <TextField
          label={t('form.matchIntervalDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          value={values.matchIntervalDays}
          onChange={(e) => set('matchIntervalDays', e.target.value)}
          error={fieldError('matchIntervalDays')}
          hint={t('form.matchIntervalHint')}
        />
        <SelectField
          label={t('form.bestOf')}
          value={values.bestOf}
          onChange={(e) => set('bestOf', e.target.value)}
          error={fieldError('bestOf')}
        >
          <BestOfOptions />
        </SelectField>
      </div>
      <SwitchField
        label={t('form.allowEarlyResults')}
        description={t('form.allowEarlyResultsHint')}
        checked={values.allowEarlyResults}
        onCheckedChange={(v) => set('allowEarlyResults', v)}
      />
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
        maxLength={LEAGUE_LIMITS.description}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending} disabled={uploading}>
        {t('createPage.submit')}
      </Button>
    </form>
  );
}
