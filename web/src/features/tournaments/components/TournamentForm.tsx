import {
  GAMES,
  ParticipantKind,
  TOURNAMENT_LIMITS,
  TournamentFormat,
  defaultSwissRounds,
  type CreateTournamentBody,
  type Tournament,
  type UpdateTournamentBody,
} from '@esn/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { TextAreaField } from '../../profile/components/TextAreaField';
import { ImageUrlField } from '../../teams/components/ImageUrlField';
import { countryOptions } from '../../teams/lib/countries';
import {
  changedFields,
  emptyTournamentForm,
  parseTournamentForm,
  tournamentFormFrom,
  type TournamentFormValues,
} from '../lib/tournamentForm';

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
  const { t, i18n } = useTranslation(['tournaments', 'common']);
  const [values, setValues] = useState<TournamentFormValues>(() =>
    props.variant === 'edit' ? tournamentFormFrom(props.tournament) : emptyTournamentForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const frozen = props.variant === 'edit' && Boolean(props.tournament.bracketGeneratedAt);

  const server = serverError ? serverFieldErrors(serverError) : {};
  const fieldError = (name: string) => errors[name] ?? server[name === 'banner' ? 'bannerUrl' : name];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTournamentForm(values, variant, t);
    if (!result.ok) {
      setErrors(result.errors);
      // Move the reader to the first problem, so a long form never fails silently below the fold.
      const first = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]');
      requestAnimationFrame(() => first?.focus());
      return;
    }
    setErrors({});
    if (props.variant === 'edit' && result.update) props.onSubmit(changedFields(result.update, props.tournament));
    else if (props.variant === 'create' && result.create) props.onSubmit(result.create);
  };

  const max = Number(values.maxParticipants) || 2;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby={labelledBy}>
      <FormAlert>{serverError ? errorMessage(serverError, t) : null}</FormAlert>
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError('name')}
        maxLength={TOURNAMENT_LIMITS.name}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.game')}
          value={values.game}
          onChange={(e) => set('game', e.target.value as TournamentFormValues['game'])}
          error={fieldError('game')}
          disabled={frozen}
          required
        >
          <option value="">{t('form.gamePick')}</option>
          {GAMES.map((game) => (
            <option key={game} value={game}>
              {t(`common:games.${game}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.format')}
          value={values.format}
          onChange={(e) => set('format', e.target.value as TournamentFormValues['format'])}
          error={fieldError('format')}
          disabled={frozen}
        >
          {TournamentFormat.options.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.participantKind')}
          value={values.participantKind}
          onChange={(e) => set('participantKind', e.target.value as TournamentFormValues['participantKind'])}
          error={fieldError('participantKind')}
          disabled={frozen}
        >
          {ParticipantKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.maxParticipants')}
          type="number"
          inputMode="numeric"
          min={TOURNAMENT_LIMITS.minParticipants}
          max={TOURNAMENT_LIMITS.maxParticipants}
          value={values.maxParticipants}
          onChange={(e) => set('maxParticipants', e.target.value)}
          error={fieldError('maxParticipants')}
          hint={t('form.maxParticipantsHint', {
            min: TOURNAMENT_LIMITS.minParticipants,
            max: TOURNAMENT_LIMITS.maxParticipants,
          })}
          required
        />
        {values.format === 'round_robin' && (
          <TextField
            label={t('form.groupCount')}
            type="number"
            inputMode="numeric"
            min={1}
            max={TOURNAMENT_LIMITS.maxGroups}
            value={values.groupCount}
            onChange={(e) => set('groupCount', e.target.value)}
            error={fieldError('groupCount')}
            hint={t('form.groupCountHint', { size: TOURNAMENT_LIMITS.roundRobinGroupSize })}
            disabled={frozen}
          />
        )}
        {values.format === 'swiss' && (
          <TextField
            label={t('form.swissRounds')}
            type="number"
            inputMode="numeric"
            min={1}
            max={TOURNAMENT_LIMITS.maxSwissRounds}
            value={values.swissRounds}
            onChange={(e) => set('swissRounds', e.target.value)}
            error={fieldError('swissRounds')}
            hint={t('form.swissRoundsHint', { rounds: defaultSwissRounds(max) })}
            disabled={frozen}
          />
        )}
      </div>

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
          <option value="">{t('form.countryNone')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
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
