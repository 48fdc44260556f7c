import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/Button';
import { Tooltip } from '../../../shared/ui/Tooltip';
import { formatBadgeCount } from '../../../shared/lib/badge';
import { CountBadge } from '../../../shared/ui/CountBadge';

export function MessagesLink({ count }: { count: number }) {
  const { t } = useTranslation('nav');
  const badge = formatBadgeCount(count);
  return (
    <Tooltip content={t('messages')}>
      <Link
        to="/messages"
        className={buttonClasses('ghost', 'icon', 'relative')}
        aria-label={badge ? t('messagesUnread', { count: badge }) : t('messages')}
      >
        <MessageSquare className="h-5 w-5" aria-hidden="true" />
        <CountBadge count={count} />
      </Link>
    </Tooltip>
  );
}
