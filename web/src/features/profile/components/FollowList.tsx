import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { PagedList } from '../../../shared/ui/PagedList';
import { PersonName } from '../../../shared/ui/PersonName';
import { useFollowList, type FollowListKind } from '../api';

const EMPTY_KEY = { followers: 'lists.emptyFollowers', following: 'lists.emptyFollowing' } as const;

export function FollowList({ userId, kind }: { userId: string; kind: FollowListKind }) {
  const { t } = useTranslation('profile');
  const texts = {
    loading: t('lists.loading'),
    error: t('lists.error'),
    retry: t('retry'),
    empty: t(EMPTY_KEY[kind]),
    loadMore: t('lists.loadMore'),
  };
  return (
    <PagedList
      query={useFollowList(userId, kind)}
      texts={texts}
      listClassName="grid gap-2 sm:grid-cols-2"
      renderItem={(person) => (
        <li key={person.id}>
          <Link
            to={`/profile/${encodeURIComponent(person.id)}`}
            className={cn(
              'flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3 transition-colors hover:border-zinc-600',
              focusRing,
            )}
          >
            <Avatar user={person} />
            <PersonName person={person} />
          </Link>
        </li>
      )}
    />
  );
}
