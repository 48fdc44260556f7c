import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { useBlocks, type BlockedUser, useUnblock } from '../../safety';

/** The people the reader blocked, newest first, each with "unblock". */
export function BlockedPeople({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('account');
  const blocks = useBlocks();
  if (blocks.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('blocked.loading')}
      </p>
    );
  }
  if (blocks.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('blocked.error')}</p>
        <Button variant="secondary" size="sm" loading={blocks.isFetching} onClick={() => void blocks.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const items = blocks.data.items;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-zinc-800 p-4 text-sm text-zinc-400">
        <UserRoundX className="h-5 w-5 shrink-0 text-zinc-500" aria-hidden="true" />
        {t('blocked.empty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('blocked.listLabel')} className="divide-y divide-zinc-800 rounded-xl border border-zinc-800">
      {items.map((person) => (
        <BlockedRow key={person.id} person={person} viewerId={viewerId} />
      ))}
    </ul>
  );
}

function BlockedRow({ person, viewerId }: { person: BlockedUser; viewerId: string }) {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
  const { unblock, isPending } = useUnblock(person, viewerId);
  const name = displayName(person);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Avatar user={person} className="h-10 w-10" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${encodeURIComponent(person.id)}`}
          className={cn('block truncate rounded font-medium text-white hover:underline', focusRing)}
        >
          {name}
        </Link>
        <p className="truncate text-xs text-zinc-400">
          @{person.nickname}
          <span aria-hidden="true"> · </span>
          <time dateTime={person.blockedAt}>
            {t('blocked.since', { date: formatDate(person.blockedAt, { dateStyle: 'medium' }) })}
          </time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={isPending}
        aria-label={t('blocked.unblockLabel', { name })}
        onClick={unblock}
        className="w-full sm:w-auto"
      >
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}
