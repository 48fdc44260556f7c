import { ChallengeStatus, ChallengeType, type Challenge } from '@esn/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { toast } from '../../../shared/ui/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useAdminChallenges, useAdminDeleteChallenge, type AdminChallengeFilters } from './api';
import { ChallengeEditorDialog, useChallengeFailedToast } from './ChallengeEditorDialog';
import { ChallengesTable } from './ChallengesTable';

type Action = { kind: 'create' } | { kind: 'edit'; challenge: Challenge } | { kind: 'delete'; challenge: Challenge };

/** The admin area's challenges (spec §6): every challenge, filtered by type and status; create, edit, delete. */
export function ChallengesSection() {
  const { t } = useTranslation(['admin', 'challenges']);
  const [filters, setFilters] = useState<AdminChallengeFilters>({});
  const [action, setAction] = useState<Action | null>(null);
  const list = useAdminChallenges(filters);
  const done = () => setAction(null);

  return (
    <section aria-labelledby="admin-challenges-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-challenges-title" className="text-lg font-semibold text-white">
            {t('challenges.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('challenges.intro')}</p>
        </div>
        <Button onClick={() => setAction({ kind: 'create' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('challenges.create')}
        </Button>
      </div>

      <div role="search" aria-label={t('challenges.filters')} className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <FilterSelect
          label={t('challenges.type')}
          value={filters.type ?? ''}
          onChange={(value) => setFilters((f) => ({ ...f, type: (value || undefined) as ChallengeType | undefined }))}
          allLabel={t('challenges.anyType')}
          options={ChallengeType.options.map((type) => ({ value: type, label: t(`challenges:types.${type}`) }))}
        />
        <FilterSelect
          label={t('challenges.status')}
          value={filters.status ?? ''}
          onChange={(value) =>
            setFilters((f) => ({ ...f, status: (value || undefined) as ChallengeStatus | undefined }))
          }
          allLabel={t('challenges.anyStatus')}
          options={ChallengeStatus.options.map((status) => ({
            value: status,
            label: t(`challenges:status.${status}`),
          }))}
        />
      </div>

      <ChallengesTable
        items={list.data?.items ?? []}
        pending={list.isPending}
        fetching={list.isFetching}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        onEdit={(challenge) => setAction({ kind: 'edit', challenge })}
        onDelete={(challenge) => setAction({ kind: 'delete', challenge })}
      />

      {(action?.kind === 'create' || action?.kind === 'edit') && (
        <ChallengeEditorDialog challenge={action.kind === 'edit' ? action.challenge : null} onDone={done} />
      )}
      {action?.kind === 'delete' && <DeleteChallengeDialog challenge={action.challenge} onDone={done} />}
    </section>
  );
}

/** Spec §5: deleting asks first and says it cannot be undone; a refusal keeps the dialog open. */
function DeleteChallengeDialog({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useAdminDeleteChallenge();
  const failed = useChallengeFailedToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('challenges.deleteTitle', { title: challenge.title })}
      description={t('challenges.deleteBody')}
      confirmLabel={t('challenges.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(challenge.id, {
          onSuccess: () => {
            toast({ variant: 'success', description: t('challenges.deleted') });
            onDone();
          },
          onError: (error) => failed('deleteFailed', error),
        })
      }
    />
  );
}
