import { TIMINGS, type Notification } from '@esn/contract';
import { Bell, Check, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatDate } from '../../../shared/lib/format';
import { formatRelativeTime } from '../../../shared/lib/relativeTime';
import { Avatar } from '../../../shared/ui/Avatar';
import { DropdownMenuBareItem, DropdownMenuGroup } from '../../../shared/ui/DropdownMenu';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDeleteNotification, useMarkNotificationRead } from '../api';
import { renderNotificationText } from '../text';
import { keepFocusInMenu } from './focusMenu';

const rowClasses =
  'flex min-w-0 flex-1 cursor-pointer select-none items-start gap-3 rounded-lg px-2.5 py-2 outline-none data-[highlighted]:bg-zinc-800';
const actionClasses =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-zinc-400 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One row: the whole row opens the notification; "mark read" and "delete" are menu items of their own so
 * the arrow keys reach them too (a menu does not let Tab move inside it).
 */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { title, message } = renderNotificationText(n, t);
  const titleId = useId();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  // Spec §9: the mark-read spinner shows for a second even when the server answers sooner.
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return undefined;
    const timer = setTimeout(() => setSpinning(false), TIMINGS.markReadSpinnerMs);
    return () => clearTimeout(timer);
  }, [spinning]);
  const marking = spinning || markRead.isPending;
  const markDisabled = n.read || marking;

  return (
    <DropdownMenuGroup
      aria-labelledby={titleId}
      className={cn('mb-1 flex items-start gap-1 rounded-lg last:mb-0', n.read ? 'bg-transparent' : 'bg-violet-500/10')}
      data-read={n.read}
    >
      <DropdownMenuBareItem className={rowClasses} onSelect={() => void onOpen(n)}>
        {n.sender ? (
          <Avatar user={n.sender} />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-violet-300"
          >
            <Bell className="h-4 w-4" />
          </span>
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span id={titleId} className={cn('truncate text-sm', n.read ? 'text-zinc-300' : 'font-semibold text-white')}>
            {title}
          </span>
          <span className="line-clamp-2 text-xs text-zinc-400">{message}</span>
          <time
            dateTime={n.createdAt}
            title={formatDate(n.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
            className="text-[11px] text-zinc-500"
          >
            {formatRelativeTime(n.createdAt, now, language)}
          </time>
        </span>
        {!n.read && (
          <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-violet-400" data-testid="unread-marker">
            <span className="sr-only">{t('unread')}</span>
          </span>
        )}
      </DropdownMenuBareItem>
      <div className="flex flex-col gap-0.5 py-1 pr-1">
        <DropdownMenuBareItem
          asChild
          disabled={markDisabled}
          onSelect={(event) => {
            event.preventDefault();
            setSpinning(true);
            markRead.mutate(n.id);
          }}
        >
          <button
            type="button"
            disabled={markDisabled}
            aria-busy={marking || undefined}
            aria-label={t('markRead')}
            title={t(n.read ? 'alreadyRead' : 'markRead')}
            className={actionClasses}
          >
            {marking ? <Spinner size="sm" /> : <Check className="h-4 w-4" aria-hidden="true" />}
          </button>
        </DropdownMenuBareItem>
        <DropdownMenuBareItem
          asChild
          disabled={remove.isPending}
          onSelect={(event) => {
            event.preventDefault();
            remove.mutate(n.id, { onSuccess: keepFocusInMenu(event) });
          }}
        >
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={t('delete')}
            title={t('delete')}
            className={cn(actionClasses, 'data-[highlighted]:text-rose-300')}
          >
            {remove.isPending ? <Spinner size="sm" /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
          </button>
        </DropdownMenuBareItem>
      </div>
    </DropdownMenuGroup>
  );
}
