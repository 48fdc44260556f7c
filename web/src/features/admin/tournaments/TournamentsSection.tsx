import { TournamentStatus } from '@esn/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useAdminTournaments } from './api';
import { useTournamentActions } from './TournamentActionDialogs';
import { TournamentsTable } from './TournamentsTable';

/**
 * The admin area's tournaments: every tournament (drafts too) in a searchable table, a page at a time on the
 * server's keyset cursor (the cursors of the pages seen so far make "previous" work), with create, edit,
 * status, bracket and delete.
 */
export function TournamentsSection() {
  const { t } = useTranslation(['admin', 'tournaments']);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TournamentStatus | ''>('');
  const settledQ = useDebouncedValue(q.trim());
  const filtersKey = `${settledQ}\u0000${status}`;
  // The cursor of every page opened so far under the current filters; new filters start again at page 1.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filtersKey,
    cursors: [undefined],
  });
  const cursors = paging.key === filtersKey ? paging.cursors : [undefined];
  const pageIndex = cursors.length - 1;
  const list = useAdminTournaments({
    q: settledQ || undefined,
    status: status || undefined,
    cursor: cursors[pageIndex],
  });

  const goTo = (next: (string | undefined)[]) => setPaging({ key: filtersKey, cursors: next });
  const nextCursor = list.data?.nextCursor ?? null;
  const items = list.data?.items ?? [];
  // Deleting the last row of a later page steps back to the page before.
  const actions = useTournamentActions({
    onDeleted: () => {
      if (items.length <= 1 && pageIndex > 0) goTo(cursors.slice(0, -1));
    },
  });

  return (
    <section aria-labelledby="admin-tournaments-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tournaments-title" className="text-lg font-semibold text-white">
            {t('tournaments.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('tournaments.intro')}</p>
        </div>
        <Button onClick={() => actions.run({ kind: 'create' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('tournaments.create')}
        </Button>
      </div>

      <div role="search" aria-label={t('tournaments.filters')} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <div className="sm:col-span-2">
          <label htmlFor="admin-tournament-search" className="mb-1.5 block text-sm font-medium text-zinc-200">
            {t('tournaments.search')}
          </label>
          <SearchInput
            id="admin-tournament-search"
            value={q}
            onValue={setQ}
            placeholder={t('tournaments.searchPlaceholder')}
          />
        </div>
        <SelectField
          label={t('tournaments.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as TournamentStatus | '')}
        >
          <option value="">{t('tournaments.anyStatus')}</option>
          {TournamentStatus.options.map((s) => (
            <option key={s} value={s}>
              {t(`tournaments:statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <TournamentsTable
        items={items}
        pending={list.isPending}
        fetching={list.isFetching}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        onAction={actions.run}
      />

      {(pageIndex > 0 || nextCursor) && (
        <nav aria-label={t('tournaments.pages')} className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={pageIndex === 0 || list.isFetching}
            onClick={() => goTo(cursors.slice(0, -1))}
          >
            {t('tournaments.previous')}
          </Button>
          <span className="text-sm text-zinc-400" aria-live="polite">
            {t('tournaments.page', { page: pageIndex + 1 })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!nextCursor || list.isFetching}
            onClick={() => nextCursor && goTo([...cursors, nextCursor])}
          >
            {t('tournaments.next')}
          </Button>
        </nav>
      )}

      {actions.dialogs}
    </section>
  );
}
