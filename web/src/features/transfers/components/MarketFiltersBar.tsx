import { Availability, GAMES, MarketSort, SkillLevel } from '@esn/contract';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { countryOptions } from '../../../shared/lib/countries';
import type { MarketFilters } from '../api';
import { hasMarketFilters, MAX_AGE, MIN_AGE } from '../lib/filters';
import { FilterCheckbox } from '../../../shared/ui/FilterCheckbox';

type MarketFilterChange = Partial<Record<keyof MarketFilters, string | undefined>>;
type AgeKey = 'minAge' | 'maxAge';

/**
 * What is wrong with a typed age, given the other end of the range as applied: outside what the API takes, or a
 * range upside down. The text key (in `transfers`), or undefined when it may be applied.
 */
function ageProblem(key: AgeKey, text: string, filters: MarketFilters): string | undefined {
  if (!text) return undefined;
  if (!/^\d{1,3}$/.test(text)) return 'filters.ageOutOfRange';
  const age = Number(text);
  if (age < MIN_AGE || age > MAX_AGE) return 'filters.ageOutOfRange';
  const [min, max] = key === 'minAge' ? [age, filters.maxAge] : [filters.minAge, age];
  return min !== undefined && max !== undefined && min > max ? 'filters.ageRange' : undefined;
}

interface MarketFiltersBarProps {
  filters: MarketFilters;
  onChange: (next: MarketFilterChange) => void;
  onClear: () => void;
}

/**
 * The players tab's filters (game, role, age range, availability, skill level, verified, country, minimum rating,
 * looking for team) and its sort (profile views, skill, recently active, rating). A rating is per game, so the rating
 * filter and sort wait for a game to be chosen. Selects apply at once; the typed fields (role,
 * ages) apply when the field is left or Enter is pressed, so a half-typed age never hits the API.
 */
export function MarketFiltersBar({ filters, onChange, onClear }: MarketFiltersBarProps) {
  const { t, i18n } = useTranslation(['transfers', 'common']);
  const countries = countryOptions(i18n.resolvedLanguage);
  const ratingHintId = useId();
  // A typed age the search cannot use is said under its field and not applied (rather than quietly ignored).
  const [ageErrors, setAgeErrors] = useState<Partial<Record<AgeKey, string>>>({});
  const ageField = (key: AgeKey) => ({
    type: 'number',
    min: MIN_AGE,
    max: MAX_AGE,
    value: filters[key]?.toString() ?? '',
    error: ageErrors[key] && t(ageErrors[key], { min: MIN_AGE, max: MAX_AGE }),
    onUnchanged: () => setAgeErrors((e) => ({ ...e, [key]: undefined })),
    onCommit: (v: string) => {
      const problem = ageProblem(key, v, filters);
      setAgeErrors((e) => ({ ...e, [key]: problem }));
      if (!problem) onChange({ [key]: v || undefined });
    },
  });
  return (
    <div role="search" aria-label={t('filters.label')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <FilterSelect
          label={t('filters.game')}
          value={filters.game ?? ''}
          onChange={(game) => onChange({ game })}
          allLabel={t('filters.anyGame')}
          options={GAMES.map((game) => ({ value: game, label: t(`common:games.${game}`) }))}
        />
        <CommitField
          label={t('filters.role')}
          placeholder={t('filters.rolePlaceholder')}
          value={filters.role ?? ''}
          onCommit={(role) => onChange({ role: role.trim() || undefined })}
        />
        {/* Inputs level even when one label wraps ("Maximum age" in a narrow column). */}
        <div className="grid grid-cols-2 items-end gap-2">
          <CommitField label={t('filters.minAge')} {...ageField('minAge')} />
          <CommitField label={t('filters.maxAge')} {...ageField('maxAge')} />
        </div>
        <FilterSelect
          label={t('filters.availability')}
          value={filters.availability ?? ''}
          onChange={(availability) => onChange({ availability })}
          allLabel={t('filters.any')}
          options={Availability.options.map((a) => ({ value: a, label: t(`availability.${a}`) }))}
        />
        <FilterSelect
          label={t('filters.skill')}
          value={filters.skill ?? ''}
          onChange={(skill) => onChange({ skill })}
          allLabel={t('filters.any')}
          options={SkillLevel.options.map((s) => ({ value: s, label: t(`skill.${s}`) }))}
        />
        <FilterSelect
          label={t('filters.verified')}
          value={filters.verified ?? ''}
          onChange={(verified) => onChange({ verified })}
          allLabel={t('filters.any')}
          options={[
            { value: 'true', label: t('filters.verifiedOnly') },
            { value: 'false', label: t('filters.unverifiedOnly') },
          ]}
        />
        <FilterSelect
          label={t('filters.country')}
          value={filters.country ?? ''}
          onChange={(country) => onChange({ country })}
          allLabel={t('filters.anyCountry')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
        <CommitField
          label={t('filters.minRating')}
          type="number"
          min={0}
          step={50}
          disabled={!filters.game}
          aria-describedby={filters.game ? undefined : ratingHintId}
          value={filters.minRating?.toString() ?? ''}
          onCommit={(v) => onChange({ minRating: v || undefined })}
        />
        <FilterSelect
          label={t('filters.sort')}
          value={filters.sort ?? 'views'}
          onChange={(sort) => onChange({ sort: sort === 'views' ? undefined : sort })}
          // Sorting by rating reads one game's ratings: offered once a game is chosen.
          options={MarketSort.options
            .filter((s) => s !== 'rating' || filters.game)
            .map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
      </div>
      {/* Below the grid, not under its input: a hint there would lift that input above its row's. */}
      {!filters.game && (
        <p id={ratingHintId} className="text-xs text-zinc-400">
          {t('filters.ratingNeedsGame')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <FilterCheckbox
          label={t('filters.lookingForTeam')}
          value={filters.lookingForTeam}
          onChange={(lookingForTeam) => onChange({ lookingForTeam })}
        />
        <FilterCheckbox
          label={t('filters.hasAchievements')}
          value={filters.hasAchievements}
          onChange={(hasAchievements) => onChange({ hasAchievements })}
        />
        {hasMarketFilters(filters) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setAgeErrors({});
              onClear();
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A text field that keeps what is typed and reports it when left or on Enter. */
function CommitField({
  value,
  onCommit,
  onUnchanged,
  ...props
}: {
  value: string;
  onCommit: (value: string) => void;
  onUnchanged?: () => void;
  label: string;
  hint?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  // A change from outside (clear, back button) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text !== value) onCommit(text);
    else onUnchanged?.();
  };
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
