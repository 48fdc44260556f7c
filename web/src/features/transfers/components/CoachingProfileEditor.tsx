import {
  Availability,
  COACH_SPECIALTIES,
  TRANSFER_LIMITS,
  UpsertCoachingProfileBody,
  type CoachSpecialty,
  type CoachingProfile,
  type Game,
} from '@esn/contract';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage, problemTexts, serverFieldProblems, type Problem } from '../../../shared/lib/errorMessage';
import { fieldIssuesFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useProfile } from '../../profile';
import { GamePicker } from '../../teams/components';
import { isNotFound, useCoachingProfile, useSaveCoachingProfile } from '../api';
import { COACH_LANGUAGE_CODES, languageName } from '../lib/format';
import { parseDollars } from '../lib/offerForm';

/** A coach's own coaching profile: games, specialties, languages, hourly rate or free, availability, summary. */
export function CoachingProfileEditor({ coachId }: { coachId: string }) {
  const { t } = useTranslation('transfers');
  const query = useCoachingProfile(coachId);
  // A first coaching profile starts with the games of the coach's own profile (he said what he plays already).
  const own = useProfile(query.isPending || query.data ? undefined : coachId);
  if (query.isPending || (own.isPending && own.fetchStatus !== 'idle')) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('list.loading')}
      </p>
    );
  }
  if (query.isError && !isNotFound(query.error)) {
    return (
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <p role="alert">{t('coachingEditor.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return <EditorForm profile={query.data ?? null} profileGames={own.data?.profile.games.map((g) => g.game) ?? []} />;
}

function ChipToggle({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: string }) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
        checked
          ? 'border-violet-400 bg-violet-600/40 text-white'
          : 'border-zinc-700 text-zinc-300 hover:border-zinc-500',
      )}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={onChange} />
      {checked && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
      {children}
    </label>
  );
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

function EditorForm({ profile, profileGames }: { profile: CoachingProfile | null; profileGames: Game[] }) {
  const { t, i18n } = useTranslation('transfers');
  const save = useSaveCoachingProfile();
  const [games, setGames] = useState<Game[]>((profile?.games ?? profileGames) as Game[]);
  const [specialties, setSpecialties] = useState<CoachSpecialty[]>(profile?.specialties ?? []);
  const [languages, setLanguages] = useState<string[]>(profile?.languages ?? [i18n.resolvedLanguage ?? 'tr']);
  const [free, setFree] = useState(profile?.free ?? false);
  const [rate, setRate] = useState(profile?.hourlyRate?.toString() ?? '');
  const [availability, setAvailability] = useState<Availability>(profile?.availability ?? 'now');
  const [summary, setSummary] = useState(profile?.summary ?? '');
  // Kept as problems and worded here at render, so that they follow a language switch.
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const errors = problemTexts(problems, t);
  const languageCodes = [...new Set([...COACH_LANGUAGE_CODES, ...languages])];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const hourlyRate = free || !rate.trim() ? null : parseDollars(rate);
    if (hourlyRate !== null && Number.isNaN(hourlyRate)) {
      setProblems({ hourlyRate: { key: 'transfers:coachingEditor.rateInvalid' } });
      return;
    }
    const parsed = UpsertCoachingProfileBody.safeParse({
      games,
      specialties,
      languages,
      hourlyRate,
      free,
      availability,
      summary: summary.trim() || null,
    });
    if (!parsed.success) {
      setProblems(fieldIssuesFromZod(parsed.error));
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ variant: 'success', description: t('coachingEditor.saved') }),
      onError: (error) => {
        setProblems(serverFieldProblems(error));
        toast({ variant: 'error', description: errorMessage(error, t) });
      },
    });
  };

  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate aria-label={t('coachingEditor.title')} className="space-y-5">
        <div>
          <h2 className="text-lg font-semibold text-white">{t('coachingEditor.title')}</h2>
          <p className="mt-1 text-sm text-zinc-400">
            {profile ? t('coachingEditor.published') : t('coachingEditor.intro')}
          </p>
        </div>
        <FormAlert>{save.error ? errorMessage(save.error, t) : null}</FormAlert>
        <GamePicker legend={t('coachingEditor.games')} value={games} onChange={setGames} error={errors.games} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">
            {t('coachingEditor.specialties', { max: TRANSFER_LIMITS.coachSpecialties })}
          </legend>
          <div className="flex flex-wrap gap-2">
            {COACH_SPECIALTIES.map((s) => (
              <ChipToggle
                key={s}
                checked={specialties.includes(s)}
                onChange={() => setSpecialties((l) => toggle(l, s))}
              >
                {t(`specialties.${s}`)}
              </ChipToggle>
            ))}
          </div>
          {errors.specialties && (
            <p role="alert" className="mt-1 text-xs text-rose-400">
              {errors.specialties}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-200">{t('coachingEditor.languages')}</legend>
          <div className="flex flex-wrap gap-2">
            {languageCodes.map((code) => (
              <ChipToggle
                key={code}
                checked={languages.includes(code)}
                onChange={() => setLanguages((l) => toggle(l, code))}
              >
                {languageName(code, i18n.resolvedLanguage)}
              </ChipToggle>
            ))}
          </div>
          {errors.languages && (
            <p role="alert" className="mt-1 text-xs text-rose-400">
              {errors.languages}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <TextField
              label={t('coachingEditor.rate')}
              hint={t('coachingEditor.rateHint')}
              inputMode="numeric"
              disabled={free}
              value={free ? '' : rate}
              error={errors.hourlyRate}
              onChange={(e) => setRate(e.target.value)}
            />
            <label className="inline-flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="checkbox"
                className="h-4 w-4 accent-violet-500"
                checked={free}
                onChange={(e) => setFree(e.target.checked)}
              />
              {t('coachingEditor.free')}
            </label>
          </div>
          <SelectField
            label={t('coachingEditor.availability')}
            value={availability}
            onChange={(e) => setAvailability(e.target.value as Availability)}
          >
            {Availability.options.map((a) => (
              <option key={a} value={a}>
                {t(`availability.${a}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('coachingEditor.summary')}
          hint={t('coachingEditor.summaryHint', { max: TRANSFER_LIMITS.coachSummary })}
          value={summary}
          error={errors.summary}
          maxLength={TRANSFER_LIMITS.coachSummary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <Button type="submit" loading={save.isPending}>
          {profile ? t('coachingEditor.save') : t('coachingEditor.publish')}
        </Button>
      </form>
    </Card>
  );
}
