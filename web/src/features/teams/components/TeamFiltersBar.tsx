import { SearchInput } from '../../../shared/ui/SearchInput';
import { GAMES } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import type { TeamFilters } from '../api';
import { countryOptions } from '../../../shared/lib/countries';

interface TeamFiltersBarProps {
  q: string;
  onQ: (q: string) => void;
  filters: TeamFilters;
  onChange: (next: Partial<Record<keyof TeamFilters, string>>) => void;
  onClear: () => void;
}

/** Search by name plus game, country, recruiting and verified; every control has a visible label. */
export function TeamFiltersBar({ q, onQ, filters, onChange, onClear }: TeamFiltersBarProps) {
  const { t, i18n } = useTranslation(['teams', 'common']);
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const active = Boolean(q || filters.game || filters.country || filters.recruiting || filters.verified);
  return (
    <div
      role="search"
      aria-label={t('teams:filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="sm:col-span-2">
        <label htmlFor="team-search" className="mb-1.5 block text-sm font-medium text-zinc-200">
          {t('teams:filters.search')}
        </label>
        <SearchInput id="team-search" value={q} onValue={onQ} placeholder={t('teams:filters.searchPlaceholder')} />
      </div>
      <FilterSelect
        label={t('teams:filters.game')}
        value={filters.game ?? ''}
        onChange={(game) => onChange({ game })}
        allLabel={t('teams:filters.anyGame')}
        options={GAMES.map((game) => ({ value: game, label: t(`common:games.${game}`) }))}
      />
      <FilterSelect
        label={t('teams:filters.country')}
        value={filters.country ?? ''}
        onChange={(country) => onChange({ country })}
        allLabel={t('teams:filters.anyCountry')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <FilterSelect
        label={t('teams:filters.recruiting')}
        value={filters.recruiting ?? ''}
        onChange={(recruiting) => onChange({ recruiting })}
        allLabel={t('teams:filters.anyRecruiting')}
        options={[
          { value: 'players', label: t('teams:filters.recruitingPlayers') },
          { value: 'coach', label: t('teams:filters.recruitingCoach') },
        ]}
      />
      <FilterSelect
        label={t('teams:filters.verified')}
        value={filters.verified ?? ''}
        onChange={(verified) => onChange({ verified })}
        allLabel={t('teams:filters.anyVerified')}
        options={[
          { value: 'true', label: t('teams:filters.onlyVerified') },
          { value: 'false', label: t('teams:filters.onlyUnverified') },
        ]}
      />
      {active && (
        <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-start">
          {t('teams:filters.clear')}
        </Button>
      )}
    </div>
  );
}
