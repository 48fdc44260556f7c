import { SearchInput } from '../../../shared/ui/SearchInput';
import { GAMES } from '@esn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import type { TeamFilters } from '../api';
import { countryOptions } from '../lib/countries';

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
      <SelectField
        label={t('teams:filters.game')}
        value={filters.game ?? ''}
        onChange={(e) => onChange({ game: e.target.value })}
      >
        <option value="">{t('teams:filters.anyGame')}</option>
        {GAMES.map((game) => (
          <option key={game} value={game}>
            {t(`common:games.${game}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teams:filters.country')}
        value={filters.country ?? ''}
        onChange={(e) => onChange({ country: e.target.value })}
      >
        <option value="">{t('teams:filters.anyCountry')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teams:filters.recruiting')}
        value={filters.recruiting ?? ''}
        onChange={(e) => onChange({ recruiting: e.target.value })}
      >
        <option value="">{t('teams:filters.anyRecruiting')}</option>
        <option value="players">{t('teams:filters.recruitingPlayers')}</option>
        <option value="coach">{t('teams:filters.recruitingCoach')}</option>
      </SelectField>
      <SelectField
        label={t('teams:filters.verified')}
        value={filters.verified ?? ''}
        onChange={(e) => onChange({ verified: e.target.value })}
      >
        <option value="">{t('teams:filters.anyVerified')}</option>
        <option value="true">{t('teams:filters.onlyVerified')}</option>
        <option value="false">{t('teams:filters.onlyUnverified')}</option>
      </SelectField>
      {active && (
        <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-start">
          {t('teams:filters.clear')}
        </Button>
      )}
    </div>
  );
}
