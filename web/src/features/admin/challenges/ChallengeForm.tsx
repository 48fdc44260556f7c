import {
  CHALLENGE_LIMITS,
  ChallengeDifficulty,
  ChallengeStatus,
  ChallengeType,
  METRICS_BY_TYPE,
  type ChallengeMetric,
} from '@esn/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { DialogClose } from '../../../shared/ui/Dialog';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { isPercentMetric } from '../../challenges';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { parseChallengeForm, withType, type ChallengeBody, type ChallengeFormValues } from './challengeForm';

interface ChallengeFormProps {
  initial: ChallengeFormValues;
  /** People have joined: the server refuses a new type or metric, so the form does not offer one. */
  locked?: boolean;
  submitLabel: string;
  pending: boolean;
  serverError: unknown;
  onSubmit: (body: ChallengeBody) => void;
}

/** Spec §3's challenge fields, what it counts (only what its type may count, in words) and its optional window. */
export function ChallengeForm({
  initial,
  locked = false,
  submitLabel,
  pending,
  serverError,
  onSubmit,
}: ChallengeFormProps) {
  const { t } = useTranslation(['admin', 'challenges']);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverFieldErrors(serverError, t), ...errors };
  const set = <K extends keyof ChallengeFormValues>(key: K, value: ChallengeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (
    key: 'title' | 'titleEn' | 'xpReward' | 'targetValue' | 'badgeReward' | 'badgeRewardEn' | 'startsAt' | 'endsAt',
  ) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: shown[key],
  });
  const percent = isPercentMetric(values.metric);
  const metricAboutId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseChallengeForm(values, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* Turkish is the site's first language; English readers see it wherever the English text is empty. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('challenges.form.title')} maxLength={CHALLENGE_LIMITS.title} {...text('title')} />
        <TextField
          label={t('challenges.form.titleEn')}
          hint={t('challenges.form.englishHint')}
          maxLength={CHALLENGE_LIMITS.title}
          lang="en"
          {...text('titleEn')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('challenges.form.type')}
          value={values.type}
          disabled={locked}
          onChange={(e) => setValues((current) => withType(current, e.target.value as ChallengeType))}
          error={shown.type}
        >
          {ChallengeType.options.map((type) => (
            <option key={type} value={type}>
              {t(`challenges:types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('challenges.form.difficulty')}
          value={values.difficulty}
          onChange={(e) => set('difficulty', e.target.value as ChallengeFormValues['difficulty'])}
          error={shown.difficulty}
        >
          {ChallengeDifficulty.options.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`challenges:difficulty.${difficulty}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('challenges.form.status')}
          value={values.status}
          onChange={(e) => set('status', e.target.value as ChallengeFormValues['status'])}
          error={shown.status}
        >
          {ChallengeStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`challenges:status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <SelectField
          label={t('challenges.form.metric')}
          value={values.metric}
          disabled={locked}
          onChange={(e) => set('metric', e.target.value as ChallengeMetric)}
          error={shown.metric}
          // The field's own message, when there is one, describes it instead.
          {...(shown.metric ? {} : { 'aria-describedby': metricAboutId })}
        >
          {METRICS_BY_TYPE[values.type].map((metric) => (
            <option key={metric} value={metric}>
              {t(`challenges:metrics.${metric}.name`)}
            </option>
          ))}
        </SelectField>
        <p id={metricAboutId} className="mt-1 text-xs text-zinc-400">
          {t(`challenges:metrics.${values.metric}.about`)}
          {locked && ` ${t('challenges.form.locked')}`}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('challenges.form.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={shown.description}
          maxLength={CHALLENGE_LIMITS.description}
          rows={3}
        />
        <TextAreaField
          label={t('challenges.form.descriptionEn')}
          value={values.descriptionEn}
          onChange={(e) => set('descriptionEn', e.target.value)}
          error={shown.descriptionEn}
          maxLength={CHALLENGE_LIMITS.description}
          lang="en"
          rows={3}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('challenges.form.xpReward')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CHALLENGE_LIMITS.xpReward}
          {...text('xpReward')}
        />
        <TextField
          label={t(percent ? 'challenges.form.targetPercent' : 'challenges.form.targetValue')}
          type="number"
          inputMode="numeric"
          min={1}
          max={percent ? 100 : CHALLENGE_LIMITS.targetValue}
          {...text('targetValue')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('challenges.form.badgeReward')}
          hint={t('challenges.form.badgeHint')}
          placeholder={t('challenges.form.badgePlaceholder')}
          maxLength={CHALLENGE_LIMITS.badge}
          {...text('badgeReward')}
        />
        <TextField
          label={t('challenges.form.badgeRewardEn')}
          hint={t('challenges.form.englishHint')}
          placeholder={t('challenges.form.badgePlaceholderEn')}
          maxLength={CHALLENGE_LIMITS.badge}
          lang="en"
          {...text('badgeRewardEn')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-200">{t('challenges.form.window')}</legend>
        <p className="text-xs text-zinc-400">{t('challenges.form.windowHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('challenges.form.startsAt')} type="datetime-local" {...text('startsAt')} />
          <TextField label={t('challenges.form.endsAt')} type="datetime-local" {...text('endsAt')} />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {t('challenges.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
