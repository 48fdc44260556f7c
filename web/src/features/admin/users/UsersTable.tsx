import type { AdminUser } from '@esn/contract';
import { Link } from 'react-router';
import { Ban, MoreHorizontal, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { useAdminViewerId } from '../adminViewer';
import { RowSwitch } from '../components/RowSwitch';
import { AdminTable, td } from '../components/AdminTable';

export type UserAction =
  | { kind: 'verify'; user: AdminUser; verified: boolean }
  | { kind: 'suspend'; user: AdminUser }
  | { kind: 'unsuspend'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser };

const COLUMNS = ['nickname', 'name', 'email', 'type', 'verified', 'suspension', 'joined', 'actions'] as const;

interface UsersTableProps {
  items: AdminUser[];
  fetching: boolean;
  /** The row whose change is on its way (its switch waits). */
  busyId: string | null;
  onAction: (action: UserAction) => void;
}

export function UsersTable({ items, fetching, busyId, onAction }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      id="admin-users"
      caption={t('users.caption')}
      minWidth="min-w-[68rem]"
      fetching={fetching}
      columns={COLUMNS.map((c) => ({
        key: c,
        label: t(`users.columns.${c}`),
        align: c === 'actions' ? 'right' : undefined,
      }))}
    >
      {items.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <tr key={user.id} className="hover:bg-zinc-900/60">
            <th scope="row" className={cn(td, 'text-left font-medium text-white')}>
              <span className="flex items-center gap-2">
                <Avatar user={user} className="h-8 w-8" />
                {/* The person's public profile, as a team's name opens its page. */}
                <Link to={`/profile/${encodeURIComponent(user.id)}`} className="max-w-[12rem] truncate hover:underline">
                  @{user.nickname}
                </Link>
              </span>
            </th>
            <td className={cn(td, 'max-w-[12rem] truncate')}>{name || <span className="text-zinc-500">—</span>}</td>
            <td className={cn(td, 'max-w-[16rem] truncate')}>{user.email}</td>
            <td className={td}>{t(`users.types.${user.userType ?? 'none'}`)}</td>
            <td className={td}>
              <RowSwitch
                label={t('users.verifiedNamed', { nickname: user.nickname })}
                checked={user.verified}
                disabled={busyId === user.id}
                onCheckedChange={(verified) => onAction({ kind: 'verify', user, verified })}
              />
            </td>
            <td className={cn(td, 'max-w-[16rem]')}>
              {user.suspension ? (
                <span className="block">
                  <span className="inline-flex whitespace-nowrap rounded-full bg-rose-950/70 px-2 py-0.5 text-xs font-medium text-rose-200">
                    {t('users.suspendedSince', {
                      date: formatDate(user.suspension.at, { dateStyle: 'medium' }),
                    })}
                  </span>
                  <span className="mt-1 block text-xs text-zinc-400">
                    {t('users.suspendedReason', { reason: user.suspension.reason })}
                  </span>
                </span>
              ) : (
                <span className="text-zinc-500">{t('users.active')}</span>
              )}
            </td>
            <td className={cn(td, 'whitespace-nowrap')}>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt, { dateStyle: 'medium' })}</time>
            </td>
            <td className={cn(td, 'text-right')}>
              <UserRowActions user={user} onAction={onAction} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function UserRowActions({ user, onAction }: { user: AdminUser; onAction: (action: UserAction) => void }) {
  const { t } = useTranslation('admin');
  const self = useAdminViewerId() === user.id;
  // An admin can be neither suspended nor deleted by another (the server refuses), nor delete his own account here.
  const canSuspend = user.userType !== 'admin';
  if (self) return <span className="text-xs text-zinc-500">{t('users.you')}</span>;
  if (!canSuspend && !user.suspension)
    return <span className="text-xs text-zinc-500">{t('users.protectedAdmin')}</span>;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('area.actionsFor', { name: `@${user.nickname}` })}>
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user.suspension ? (
          <DropdownMenuItem onSelect={() => onAction({ kind: 'unsuspend', user })}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {t('users.unsuspend')}
          </DropdownMenuItem>
        ) : (
          canSuspend && (
            <DropdownMenuItem onSelect={() => onAction({ kind: 'suspend', user })}>
              <Ban className="h-4 w-4" aria-hidden="true" />
              {t('users.suspend')}
            </DropdownMenuItem>
          )
        )}
        {(user.suspension || canSuspend) && <DropdownMenuSeparator />}
        <DropdownMenuItem
          onSelect={() => onAction({ kind: 'delete', user })}
          className="text-rose-300 data-[highlighted]:bg-rose-950/60 data-[highlighted]:text-rose-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('users.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
