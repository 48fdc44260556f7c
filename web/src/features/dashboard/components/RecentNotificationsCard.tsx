import type { Notification } from '@esn/contract';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatDate } from '../../../shared/lib/format';
import { formatRelativeTime } from '../../../shared/lib/relativeTime';
import { Avatar } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { useNotifications, renderNotificationText, useOpenNotification } from '../../notifications';
import { CardStates, DashboardCard } from './DashboardCard';

const RECENT_NOTIFICATIONS = 5;

/**
 * The latest notifications, from the same cached list as the bell (no second request); opening one does what
 * the bell does: marks it read, then opens its dialog or page.
 */
export function RecentNotificationsCard() {
  const { t } = useTranslation('dashboard');
  const notifications = useNotifications(true);
  const open = useOpenNotification();
  const [now] = useState(() => Date.now());
  const items = (notifications.data?.pages.flat() ?? []).slice(0, RECENT_NOTIFICATIONS);
  return (
    <DashboardCard id="recent-notifications" icon={Bell} title={t('notifications.title')}>
      <CardStates
        query={notifications}
        empty={items.length === 0 ? <p>{t('notifications.empty')}</p> : null}
        texts={{ loading: t('notifications.loading'), error: t('notifications.error') }}
      >
        <ul className="-mx-2 space-y-1" aria-labelledby="recent-notifications-title">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} now={now} onOpen={open} />
            </li>
          ))}
        </ul>
      </CardStates>
    </DashboardCard>
  );
}

function NotificationRow({
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
  return (
    <button
      type="button"
      onClick={() => void onOpen(n)}
      data-read={n.read}
      className={cn(
        'flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-zinc-800/80',
        n.read ? 'bg-transparent' : 'bg-violet-500/10',
        focusRing,
      )}
    >
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
        <span className={cn('truncate text-sm', n.read ? 'text-zinc-300' : 'font-semibold text-white')}>{title}</span>
        <span className="line-clamp-2 text-xs text-zinc-400">{message}</span>
        <time
          dateTime={n.createdAt}
          title={formatDate(n.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
          className="text-xs text-zinc-400"
        >
          {formatRelativeTime(n.createdAt, now, language)}
        </time>
      </span>
      {!n.read && (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-violet-400">
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </button>
  );
}
