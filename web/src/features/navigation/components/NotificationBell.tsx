import { Bell, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { Tooltip } from '../../../shared/ui/Tooltip';
import { formatBadgeCount } from '../badge';
import { CountBadge } from './CountBadge';

/** The bell with its unread badge; the notification list itself arrives with the notifications feature. */
export function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation('nav');
  const badge = formatBadgeCount(count);
  const label = badge ? t('notificationsUnread', { count: badge }) : t('notifications');
  return (
    <DropdownMenu>
      <Tooltip content={t('notifications')}>
        <DropdownMenuTrigger className={buttonClasses('ghost', 'icon', 'relative')} aria-label={label}>
          <Bell className="h-5 w-5" aria-hidden="true" />
          <CountBadge count={count} />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent className="w-80">
        <DropdownMenuLabel className="text-sm font-semibold text-white">{t('notifications')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex max-h-80 items-center gap-2 overflow-y-auto px-3 py-6 text-sm text-zinc-400">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('notificationsLater')}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
