import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatRelativeTime } from '../../../shared/lib/relativeTime';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { useNow } from '../../../shared/hooks/useNow';
import type { PostCore } from '../cache';

export const profilePath = (id: string) => `/profile/${encodeURIComponent(id)}`;

/** Author (linking to their profile) and when it was posted, relative with the exact date on hover. */
export function PostHeader({ post, nameId, small = false }: { post: PostCore; nameId?: string; small?: boolean }) {
  const { i18n } = useTranslation();
  const formatDate = useFormatDate();
  const now = useNow();
  const name = displayName(post.author);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to={profilePath(post.author.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar user={post.author} className={small ? 'h-7 w-7' : 'h-10 w-10'} />
      </Link>
      <div className="min-w-0">
        <Link
          id={nameId}
          to={profilePath(post.author.id)}
          className={cn(
            'block truncate rounded font-semibold text-white hover:underline',
            focusRing,
            small && 'text-sm',
          )}
        >
          {name}
        </Link>
        <p className="truncate text-xs text-zinc-400">
          <span>@{post.author.nickname}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.createdAt} title={formatDate(post.createdAt, { dateStyle: 'long', timeStyle: 'short' })}>
            {formatRelativeTime(post.createdAt, now, i18n.resolvedLanguage)}
          </time>
        </p>
      </div>
    </div>
  );
}
