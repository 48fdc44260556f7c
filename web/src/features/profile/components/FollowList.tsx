import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFollowList, type FollowListKind } from '../api';

const EMPTY_KEY = { followers: 'lists.emptyFollowers', following: 'lists.emptyFollowing' } as const;

export function FollowList({ userId, kind }: { userId: string; kind: FollowListKind }) {
  const { t } = useTranslation('profile');
  const list = useFollowList(userId, kind);
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('lists.loading')}
      </p>
    );
  }
  if (list.isError && people.length === 0) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('lists.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (people.length === 0) return <p className="py-6 text-sm text-zinc-400">{t(EMPTY_KEY[kind])}</p>;

  return (
    <div className="space-y-4">
      <ul className="grid gap-2 sm:grid-cols-2">
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={`/profile/${encodeURIComponent(person.id)}`}
              className={cn(
                'flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3 transition-colors hover:border-zinc-600',
                focusRing,
              )}
            >
              <Avatar user={person} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-white">{displayName(person)}</span>
                <span className="block truncate text-xs text-zinc-400">@{person.nickname}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('lists.loadMore')}
        </Button>
      )}
    </div>
  );
}
