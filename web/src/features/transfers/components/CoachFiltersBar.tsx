import { Availability, COACH_SPECIALTIES, GAMES } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import type { CoachFilters } from '../api';
import { COACH_LANGUAGE_CODES, languageName } from '../lib/format';
import { FilterCheckbox } from '../../../shared/ui/FilterCheckbox';

/** Game, specialty, language, availability and "free only" for the coaches tab. */
export function CoachFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: CoachFilters;
  onChange: (next: Partial<Record<keyof CoachFilters, string | undefined>>) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation(['transfers', 'common']);
  const active = Object.values(filters).some((v) => v !== undefined);
  return (
    <div role="search" aria-label={t('coachFilters.label')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <FilterSelect
          label={t('filters.game')}
          value={filters.game ?? ''}
          onChange={(game) => onChange({ game })}
          allLabel={t('filters.anyGame')}
          options={GAMES.map((game) => ({ value: game, label: t(`common:games.${game}`) }))}
        />
        <FilterSelect
          label={t('coachFilters.specialty')}
          value={filters.specialty ?? ''}
          onChange={(specialty) => onChange({ specialty })}
          allLabel={t('filters.any')}
          options={COACH_SPECIALTIES.map((s) => ({ value: s, label: t(`specialties.${s}`) }))}
        />
        <FilterSelect
          label={t('coachFilters.language')}
          value={filters.language ?? ''}
          onChange={(language) => onChange({ language })}
          allLabel={t('filters.any')}
          options={COACH_LANGUAGE_CODES.map((code) => ({
            value: code,
            label: languageName(code, i18n.resolvedLanguage),
          }))}
        />
        <FilterSelect
          label={t('filters.availability')}
          value={filters.availability ?? ''}
          onChange={(availability) => onChange({ availability })}
          allLabel={t('filters.any')}
          options={Availability.options.map((a) => ({ value: a, label: t(`availability.${a}`) }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <FilterCheckbox label={t('coachFilters.free')} value={filters.free} onChange={(free) => onChange({ free })} />
        {active && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
