import type { Notification } from '@esn/contract';
import { BellOff, CheckCheck, ChevronDown, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuBareItem, DropdownMenuItem, DropdownMenuLabel } from '../../../shared/ui/DropdownMenu';
import { Spinner } from '../../../shared/ui/Spinner';
import { useMarkAllNotificationsRead, type useNotifications } from '../api';
import { keepFocusInMenu } from './focusMenu';
import { NotificationItem } from './NotificationItem';

export interface NotificationPanelProps {
  /** Id of the title, which names the menu. */
  titleId: string;
  query: ReturnType<typeof useNotifications>;
  /** From the unread-count query, which is what spec §2 ties "mark all read" to. */
  unreadCount: number;
  onOpen: (notification: Notification) => Promise<void>;
}

const footerItem = 'justify-center text-xs font-medium text-violet-300';

/** Spec §2's dropdown body: header, scrolling list (about 20rem), loading and empty states, "load more". */
export function NotificationPanel({ titleId, query, unreadCount, onOpen }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const markAll = useMarkAllNotificationsRead();
  // One clock for the whole list while it is open, so neighbouring "2 minutes ago" agree.
  const [now] = useState(() => Date.now());
  const items = query.data?.pages.flat() ?? [];
  const list = useRef<HTMLDivElement>(null);
  // Opened from the keyboard, the menu puts focus on its first item, "mark all read": one Enter would clear the bell.
  // The newest notification takes that place (after the menu's own focus, hence the frame).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (!(document.activeElement instanceof HTMLElement) || !('markAll' in document.activeElement.dataset)) return;
      list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 px-3 py-8 text-zinc-400">
        <Spinner size="sm" />
        {t('loading')}
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="grid gap-2 px-3 py-6 text-center text-zinc-400">
        <p role="alert">{t('loadError')}</p>
        <DropdownMenuItem
          className={footerItem}
          onSelect={(event) => {
            event.preventDefault();
            void query.refetch();
          }}
        >
          <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
          {t('retry')}
        </DropdownMenuItem>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <BellOff className="h-8 w-8 text-zinc-600" aria-hidden="true" />
        <p className="font-medium text-zinc-200">{t('empty')}</p>
        <p className="text-xs text-zinc-500">{t('emptyHint')}</p>
      </div>
    );
  } else {
    body = items.map((notification) => (
      <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
    ));
  }

  return (
    <>
      <div className="flex min-h-12 items-center justify-between gap-2 border-b border-zinc-800 px-1.5 py-1">
        <DropdownMenuLabel id={titleId} className="text-sm font-semibold text-white">
          {t('title')}
        </DropdownMenuLabel>
        {unreadCount > 0 && (
          <DropdownMenuBareItem
            data-mark-all=""
            className="flex cursor-pointer select-none items-center gap-1.5 rounded-lg px-2 py-1.5 text-xs font-medium text-violet-300 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white"
            disabled={markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate(undefined, { onSuccess: keepFocusInMenu(event) });
            }}
          >
            {markAll.isPending ? <Spinner size="sm" /> : <CheckCheck className="h-4 w-4" aria-hidden="true" />}
            {t('markAllRead')}
          </DropdownMenuBareItem>
        )}
      </div>
      <div ref={list} className="max-h-80 overflow-y-auto overscroll-contain p-1.5">
        {body}
        {query.hasNextPage && (
          <DropdownMenuItem
            className={footerItem}
            disabled={query.isFetchingNextPage}
            onSelect={(event) => {
              event.preventDefault();
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? <Spinner size="sm" /> : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
            {t('loadMore')}
          </DropdownMenuItem>
        )}
      </div>
    </>
  );
}
