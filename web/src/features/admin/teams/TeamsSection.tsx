import type { AdminTeam } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AdminListHead, listTitleId } from '../components/AdminListHead';
import { useAdminFeedback } from '../components/feedback';
import { PagedList, useCursorPages } from '../components/Pager';
import {
  useAdminTeams,
  useDeleteAdminTeam,
  useUpdateAdminTeam,
  type AdminTeamFilters,
  type AdminTeamSort,
} from './api';
import { TeamEditorDialog } from './TeamEditorDialog';
import { TeamsTable, type TeamAction } from './TeamsTable';

const SORTS: readonly AdminTeamSort[] = ['created', 'name', 'members'];

/**
 * Spec §3's admin team list with every column: search, verification filter, sort, a page at a time; verify or
 * unverify (spec §4/§8: "team verification updated"), edit, delete after a confirmation.
 */
export function TeamsSection() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [verified, setVerified] = useState<'' | 'true' | 'false'>('');
  const [sort, setSort] = useState<AdminTeamSort>('created');
  const settledQ = useDebouncedValue(q.trim());
  const filters: AdminTeamFilters = {
    q: settledQ || undefined,
    verified: verified === '' ? undefined : verified === 'true',
    sort,
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const list = useAdminTeams(filters, pages.cursor);
  const items = list.data?.items ?? [];

  const [action, setAction] = useState<Exclude<TeamAction, { kind: 'verify' }> | null>(null);
  const update = useUpdateAdminTeam();
  const { ok, failed } = useAdminFeedback();

  const run = (next: TeamAction) => {
    if (next.kind !== 'verify') return setAction(next);
    update.mutate(
      { id: next.team.id, body: { verified: next.verified } },
      {
        onSuccess: () => ok(t(next.verified ? 'teams.verifiedDone' : 'teams.unverifiedDone', { name: next.team.name })),
        onError: failed(t('teams.updateFailed')),
      },
    );
  };

  return (
    <section aria-labelledby={listTitleId('teams')} className="space-y-5">
      <AdminListHead section="teams" query={q} onQuery={setQ}>
        <FilterSelect
          label={t('teams.verification')}
          value={verified}
          onChange={(value) => setVerified(value as '' | 'true' | 'false')}
          allLabel={t('teams.anyVerification')}
          options={[
            { value: 'true', label: t('teams.onlyVerified') },
            { value: 'false', label: t('teams.notVerified') },
          ]}
        />
        <FilterSelect
          label={t('teams.sort')}
          value={sort}
          onChange={(value) => setSort(value as AdminTeamSort)}
          options={SORTS.map((value) => ({ value, label: t(`teams.sorts.${value}`) }))}
        />
      </AdminListHead>

      <PagedList section="teams" list={list} empty={items.length === 0} pages={pages}>
        <TeamsTable
          items={items}
          fetching={list.isFetching}
          busyId={update.isPending ? update.variables.id : null}
          onAction={run}
        />
      </PagedList>

      {action?.kind === 'edit' && <TeamEditorDialog team={action.team} onDone={() => setAction(null)} />}
      {action?.kind === 'delete' && (
        <DeleteTeamDialog
          team={action.team}
          onCancel={() => setAction(null)}
          onDone={() => {
            setAction(null);
            if (items.length <= 1 && pages.index > 0) pages.previous();
          }}
        />
      )}
    </section>
  );
}

function DeleteTeamDialog({ team, onDone, onCancel }: { team: AdminTeam; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteAdminTeam();
  const { ok, failed } = useAdminFeedback();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('teams.deleteTitle', { name: team.name })}
      description={t('teams.deleteBody')}
      confirmLabel={t('teams.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(team.id, {
          onSuccess: () => {
            ok(t('teams.deleted', { name: team.name }));
            onDone();
          },
          onError: failed(t('teams.deleteFailed')),
        })
      }
    />
  );
}
