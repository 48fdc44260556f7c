import { GAMES, type AdminResultStatus, type Game } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { AdminListHead, listTitleId } from '../components/AdminListHead';
import { useAdminFeedback } from '../components/feedback';
import { PagedList, useCursorPages } from '../components/Pager';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAdminResults, useRestoreResult, useVoidResult, type AdminResultFilters } from './api';
import { matchupOf, ResultsTable, type ResultAction } from './ResultsTable';

const STATUSES: readonly AdminResultStatus[] = ['counted', 'voided'];

/**
 * The rated results (issue 26): an admin voids one that should not count (a wrong roster, a fixed match) with a
 * reason, or restores it; the game's ratings and the verified records follow, and the audit log keeps both.
 */
export function ResultsSection() {
  const { t } = useTranslation(['admin', 'common']);
  const [q, setQ] = useState('');
  const [game, setGame] = useState<Game | ''>('');
  const [status, setStatus] = useState<AdminResultStatus | ''>('');
  const settledQ = useDebouncedValue(q.trim());
  const filters: AdminResultFilters = {
    q: settledQ || undefined,
    game: game || undefined,
    status: status || undefined,
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const list = useAdminResults(filters, pages.cursor);
  const items = list.data?.items ?? [];

  const [action, setAction] = useState<ResultAction | null>(null);
  const voiding = useVoidResult();
  const restoring = useRestoreResult();
  const { ok, failed } = useAdminFeedback();
  const busyId = voiding.isPending
    ? voiding.variables.matchId
    : restoring.isPending
      ? (restoring.variables ?? null)
      : null;

  return (
    <section aria-labelledby={listTitleId('results')} className="space-y-5">
      <AdminListHead section="results" query={q} onQuery={setQ}>
        <FilterSelect
          label={t('results.game')}
          value={game}
          onChange={(value) => setGame(value as Game | '')}
          allLabel={t('results.anyGame')}
          options={GAMES.map((value) => ({ value, label: t(`common:games.${value}`) }))}
        />
        <FilterSelect
          label={t('results.status')}
          value={status}
          onChange={(value) => setStatus(value as AdminResultStatus | '')}
          allLabel={t('results.anyStatus')}
          options={STATUSES.map((value) => ({ value, label: t(`results.statuses.${value}`) }))}
        />
      </AdminListHead>

      <PagedList section="results" list={list} empty={items.length === 0} pages={pages}>
        <ResultsTable items={items} fetching={list.isFetching} busyId={busyId} onAction={setAction} />
      </PagedList>

      {action?.kind === 'void' && (
        <ReasonDialog
          title={t('results.voidTitle', { matchup: matchupOf(action.result) })}
          description={t('results.voidBody')}
          confirmLabel={t('results.voidConfirm')}
          hint={t('results.reasonHint')}
          pending={voiding.isPending}
          onClose={() => setAction(null)}
          onConfirm={(reason) =>
            voiding.mutate(
              { matchId: action.result.matchId, reason },
              {
                onSuccess: () => {
                  ok(t('results.voided', { matchup: matchupOf(action.result) }));
                  setAction(null);
                },
                onError: failed(t('results.voidFailed')),
              },
            )
          }
        />
      )}
      {action?.kind === 'restore' && (
        <ConfirmDialog
          open
          tone="primary"
          onOpenChange={(open) => !open && setAction(null)}
          title={t('results.restoreTitle', { matchup: matchupOf(action.result) })}
          description={t('results.restoreBody')}
          confirmLabel={t('results.restoreConfirm')}
          pending={restoring.isPending}
          onConfirm={() =>
            restoring.mutate(action.result.matchId, {
              onSuccess: () => {
                ok(t('results.restored', { matchup: matchupOf(action.result) }));
                setAction(null);
              },
              onError: failed(t('results.restoreFailed')),
            })
          }
        />
      )}
    </section>
  );
}
