import { GAMES, TournamentFormat, TournamentStatus } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { SearchInput } from '../../../shared/ui/SearchInput';
import type { TournamentFilters } from '../api';

interface TournamentFiltersBarProps {
  q: string;
  onQ: (q: string) => void;
  filters: TournamentFilters;
  onChange: (next: Partial<Record<'game' | 'status' | 'format', string>>) => void;
  onClear: () => void;
}

/** Search by name plus game, status and format; every control has a visible label. */
export function TournamentFiltersBar({ q, onQ, filters, onChange, onClear }: TournamentFiltersBarProps) {
  const { t } = useTranslation(['tournaments', 'common']);
  const active = Boolean(q || filters.game || filters.status || filters.format);
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="sm:col-span-2">
        <label htmlFor="tournament-search" className="mb-1.5 block text-sm font-medium text-zinc-200">
          {t('filters.search')}
        </label>
        <SearchInput id="tournament-search" value={q} onValue={onQ} placeholder={t('filters.searchPlaceholder')} />
      </div>
      <FilterSelect
        label={t('filters.game')}
        value={filters.game ?? ''}
        onChange={(game) => onChange({ game })}
        allLabel={t('filters.anyGame')}
        options={GAMES.map((game) => ({ value: game, label: t(`common:games.${game}`) }))}
      />
      <FilterSelect
        label={t('filters.status')}
        value={filters.status ?? ''}
        onChange={(status) => onChange({ status })}
        allLabel={t('filters.anyStatus')}
        options={TournamentStatus.options.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <FilterSelect
        label={t('filters.format')}
        value={filters.format ?? ''}
        onChange={(format) => onChange({ format })}
        allLabel={t('filters.anyFormat')}
        options={TournamentFormat.options.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
      />
      {active && (
        <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-start">
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
