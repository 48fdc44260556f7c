import {
  GAMES,
  ParticipantKind,
  TOURNAMENT_LIMITS,
  TournamentFormat,
  defaultSwissRounds,
  maxSwissRoundsFor,
} from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { BestOfOptions } from './BestOfOptions';
import type { TournamentFieldProps, TournamentFormValues } from '../lib/tournamentForm';

/**
 * What is played and by how many: game, format, participant kind and maximum, the match length (best of 1, 3, 5,
 * 7) with the final's for elimination formats, and the group count (round robin) or round count (Swiss) that only
 * their format has. All but the maximum freeze once the bracket exists.
 */
export function TournamentFormatFields({
  values,
  set,
  fieldError,
  frozen,
}: TournamentFieldProps & { frozen: boolean }) {
  const { t } = useTranslation(['tournaments', 'common']);
  const max = Number(values.maxParticipants) || 2;
  return (
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
      <SelectField
        label={t('form.bestOf')}
        value={values.bestOf}
        onChange={(e) => set('bestOf', e.target.value)}
        error={fieldError('bestOf')}
        disabled={frozen}
      >
        <BestOfOptions />
      </SelectField>
      {(values.format === 'single_elimination' || values.format === 'double_elimination') && (
        <SelectField
          label={t(values.format === 'double_elimination' ? 'form.grandFinalBestOf' : 'form.finalBestOf')}
          value={values.finalBestOf}
          onChange={(e) => set('finalBestOf', e.target.value)}
          error={fieldError('finalBestOf')}
          disabled={frozen}
        >
          <option value="">{t('form.finalBestOfSame')}</option>
          <BestOfOptions />
        </SelectField>
      )}
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
          max={maxSwissRoundsFor(max)}
          value={values.swissRounds}
          onChange={(e) => set('swissRounds', e.target.value)}
          error={fieldError('swissRounds')}
          hint={t('form.swissRoundsHint', { rounds: defaultSwissRounds(max) })}
          disabled={frozen}
        />
      )}
    </div>
  );
}
