import { savedSearchQuery, type SavedSearch } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api';
import { serverMessageOr } from '../lib/messages';
import { SearchNameDialog } from './SaveSearchDialog';

/** A search's filters in a line: "Valorant · Duelist · 18–25 · Now". */
function useSummary() {
  const { t } = useTranslation('transfers');
  return (s: SavedSearch): string => {
    const f = s.filters;
    const age =
      f.minAge !== undefined || f.maxAge !== undefined
        ? `${f.minAge ?? ''}–${f.maxAge ?? ''} ${t('savedSearches.age')}`
        : null;
    const parts = [
      f.game ? t(`games.${f.game}`, { ns: 'common', defaultValue: f.game }) : null,
      f.role ?? null,
      age,
      f.availability ? t(`availability.${f.availability}`) : null,
      f.skill ? t(`skill.${f.skill}`) : null,
      f.country ?? null,
      f.verified === undefined ? null : t(f.verified ? 'filters.verifiedOnly' : 'filters.unverifiedOnly'),
      f.lookingForTeam ? t('savedSearches.looking') : null,
      f.hasAchievements ? t('savedSearches.achievements') : null,
      f.minRating === undefined ? null : t('savedSearches.minRating', { rating: f.minRating }),
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('savedSearches.allPlayers');
  };
}

/** The reader's saved searches beside the market: run one (the market with its filters), rename it, delete it. */
export function SavedSearches() {
  const { t } = useTranslation('transfers');
  const query = useSavedSearches(true);
  const summary = useSummary();
  const items = query.data?.items ?? [];
  return (
    <Card className="p-5">
      <h2 id="saved-searches" className="text-lg font-semibold text-white">
        {t('savedSearches.title')}
      </h2>
      <p className="mt-1 text-xs text-zinc-400">{t('savedSearches.hint')}</p>
      {query.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-zinc-400" role="status">
          <Spinner size="sm" /> {t('list.loading')}
        </p>
      ) : query.isError ? (
        <p className="mt-4 text-sm text-rose-300" role="alert">
          {t('list.error')}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">{t('savedSearches.empty')}</p>
      ) : (
        <ul aria-labelledby="saved-searches" className="mt-4 space-y-3">
          {items.map((s) => (
            <SavedSearchItem key={s.id} search={s} summary={summary(s)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SavedSearchItem({ search, summary }: { search: SavedSearch; summary: string }) {
  const { t } = useTranslation('transfers');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const query = savedSearchQuery(search.filters);
  return (
    <li className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-3">
      <p className="break-words font-medium text-white">{search.name}</p>
      <p className="mt-0.5 break-words text-xs text-zinc-400">{summary}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to={`/transfers${query ? `?${query}` : ''}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={t('savedSearches.runNamed', { name: search.name })}
        >
          {t('savedSearches.run')}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('savedSearches.renameNamed', { name: search.name })}
          onClick={() => setRenaming(true)}
        >
          {t('savedSearches.rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('savedSearches.deleteNamed', { name: search.name })}
          onClick={() => setDeleting(true)}
        >
          {t('savedSearches.delete')}
        </Button>
      </div>
      <SearchNameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t('savedSearches.renameTitle')}
        description={t('savedSearches.renameBody')}
        submitLabel={t('savedSearches.renameConfirm')}
        initialName={search.name}
        pending={update.isPending}
        onSubmit={(name) => update.mutateAsync({ id: search.id, body: { name } }).then(() => setRenaming(false))}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('savedSearches.deleteTitle')}
        description={t('savedSearches.deleteBody', { name: search.name })}
        confirmLabel={t('savedSearches.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ variant: 'success', description: t('savedSearches.deleted') });
            },
            onError: (error) =>
              toast({ variant: 'error', description: serverMessageOr(error, t('savedSearches.failed')) }),
          })
        }
      />
    </li>
  );
}
