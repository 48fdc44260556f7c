import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../../../shared/ui/DropdownMenu';
import { Tooltip } from '../../../shared/ui/Tooltip';
import { formatBadgeCount } from '../../../shared/lib/badge';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { useNotifications } from '../api';
import { useOpenNotification } from '../useOpenNotification';
import { NotificationPanel } from './NotificationPanel';

/**
 * The bell of the top bar with its unread badge and spec §2's dropdown. The list is fetched as soon as the
 * bar shows (spec §7: enabled when logged in), so the dropdown opens on data already there.
 */
export function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation('nav');
  const badge = formatBadgeCount(count);
  const label = badge ? t('notificationsUnread', { count: badge }) : t('notifications');
  const notifications = useNotifications(true);
  // Here rather than in the panel: the click closes the menu and unmounts the panel mid-way.
  const open = useOpenNotification();
  // Named by its own heading rather than by the trigger, whose label carries the changing count.
  const titleId = useId();
  return (
    <DropdownMenu>
      <Tooltip content={t('notifications')}>
        <DropdownMenuTrigger className={buttonClasses('ghost', 'icon', 'relative')} aria-label={label}>
          <Bell className="h-5 w-5" aria-hidden="true" />
          <CountBadge count={count} />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent aria-labelledby={titleId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationPanel titleId={titleId} query={notifications} unreadCount={count} onOpen={open} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
