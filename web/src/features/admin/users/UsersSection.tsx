import { UserType, type AdminUser } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AdminListHead, listTitleId } from '../components/AdminListHead';
import { useAdminFeedback } from '../components/feedback';
import { PagedList, useCursorPages } from '../components/Pager';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAdminUsers, useDeleteAdminUser, useUpdateAdminUser, type AdminUserFilters } from './api';
import { UsersTable, type UserAction } from './UsersTable';

/**
 * The admin area's people: search by name, nickname or e-mail, filter by type and suspension, a page at a time;
 * verify, suspend with a reason, lift a suspension, delete an account.
 */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [type, setType] = useState<UserType | ''>('');
  const [suspended, setSuspended] = useState<'' | 'true' | 'false'>('');
  const settledQ = useDebouncedValue(q.trim());
  const filters: AdminUserFilters = {
    q: settledQ || undefined,
    type: type || undefined,
    suspended: suspended === '' ? undefined : suspended === 'true',
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const list = useAdminUsers(filters, pages.cursor);
  const items = list.data?.items ?? [];

  const [action, setAction] = useState<UserAction | null>(null);
  const update = useUpdateAdminUser();
  const { ok, failed } = useAdminFeedback();

  const run = (next: UserAction) => {
    const { user } = next;
    if (next.kind === 'verify') {
      update.mutate(
        { id: user.id, body: { verified: next.verified } },
        {
          onSuccess: () =>
            ok(t(next.verified ? 'users.verifiedDone' : 'users.unverifiedDone', { nickname: user.nickname })),
          onError: failed(t('users.updateFailed')),
        },
      );
    } else if (next.kind === 'unsuspend') {
      update.mutate(
        { id: user.id, body: { suspended: false } },
        {
          onSuccess: () => ok(t('users.unsuspended', { nickname: user.nickname })),
          onError: failed(t('users.updateFailed')),
        },
      );
    } else setAction(next);
  };

  return (
    <section aria-labelledby={listTitleId('users')} className="space-y-5">
      <AdminListHead section="users" query={q} onQuery={setQ}>
        <FilterSelect
          label={t('users.type')}
          value={type}
          onChange={(value) => setType(value as UserType | '')}
          allLabel={t('users.anyType')}
          options={UserType.options.map((value) => ({ value, label: t(`users.types.${value}`) }))}
        />
        <FilterSelect
          label={t('users.suspension')}
          value={suspended}
          onChange={(value) => setSuspended(value as '' | 'true' | 'false')}
          allLabel={t('users.anySuspension')}
          options={[
            { value: 'true', label: t('users.onlySuspended') },
            { value: 'false', label: t('users.notSuspended') },
          ]}
        />
      </AdminListHead>

      <PagedList section="users" list={list} empty={items.length === 0} pages={pages}>
        <UsersTable
          items={items}
          fetching={list.isFetching}
          busyId={update.isPending ? update.variables.id : null}
          onAction={run}
        />
      </PagedList>

      {action?.kind === 'suspend' && <SuspendDialog user={action.user} onDone={() => setAction(null)} />}
      {action?.kind === 'delete' && (
        <DeleteUserDialog
          user={action.user}
          onDone={() => {
            setAction(null);
            // The last row of a later page is gone: step back.
            if (items.length <= 1 && pages.index > 0) pages.previous();
          }}
          onCancel={() => setAction(null)}
        />
      )}
    </section>
  );
}

function SuspendDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateAdminUser();
  const { ok, failed } = useAdminFeedback();
  return (
    <ReasonDialog
      title={t('users.suspendTitle', { nickname: user.nickname })}
      description={t('users.suspendBody')}
      confirmLabel={t('users.suspendConfirm')}
      pending={update.isPending}
      onClose={onDone}
      onConfirm={(reason) =>
        update.mutate(
          { id: user.id, body: { suspended: true, reason } },
          {
            onSuccess: () => {
              ok(t('users.suspended', { nickname: user.nickname }));
              onDone();
            },
            onError: failed(t('users.updateFailed')),
          },
        )
      }
    />
  );
}

/** Asks first and says it cannot be undone; a refusal (he still owns teams) shows the server's reason. */
function DeleteUserDialog({ user, onDone, onCancel }: { user: AdminUser; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteAdminUser();
  const { ok, failed } = useAdminFeedback();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('users.deleteTitle', { nickname: user.nickname })}
      description={t('users.deleteBody')}
      confirmLabel={t('users.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: () => {
            ok(t('users.deleted', { nickname: user.nickname }));
            onDone();
          },
          onError: failed(t('users.deleteFailed')),
        })
      }
    />
  );
}
