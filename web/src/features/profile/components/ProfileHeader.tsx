import type { UserSummary } from '@esn/contract';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '../../../shared/lib/format';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FollowButton } from './FollowButton';

function Stat({ value, label }: { value: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col">
      <dd className="text-xl font-bold text-white">
        {new Intl.NumberFormat(localeFor(i18n.resolvedLanguage ?? i18n.language)).format(value)}
      </dd>
      <dt className="order-first text-xs uppercase tracking-wide text-zinc-400">{label}</dt>
    </div>
  );
}

/**
 * Who this is, at a glance. `children` is where the profiles feature adds its own lines (bio, verified badge,
 * completeness) without reshaping the header.
 */
export function ProfileHeader({
  user,
  isOwn,
  viewerId,
  children,
}: {
  user: UserSummary;
  isOwn: boolean;
  viewerId: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const name = displayName(user);
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <Avatar user={user} className="h-24 w-24 text-2xl" />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h1 id="page-title" className="truncate text-3xl font-bold tracking-tight text-white">
            {name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-400">
            {name !== user.nickname && <span>@{user.nickname}</span>}
            <span className="rounded-full bg-violet-600/20 px-2 py-0.5 text-xs font-medium text-violet-200">
              {t(`roles.${user.userType ?? 'user'}`)}
            </span>
          </p>
        </div>
        <dl className="flex gap-8">
          <Stat value={user.followers} label={t('stats.followers')} />
          <Stat value={user.following} label={t('stats.following')} />
        </dl>
        {children}
      </div>
      <div className="flex shrink-0 gap-2">
        {isOwn ? (
          <Link to={`/profile/${encodeURIComponent(user.id)}/edit`} className={buttonClasses('secondary')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('editProfile')}
          </Link>
        ) : (
          <FollowButton user={user} viewerId={viewerId} />
        )}
      </div>
    </Card>
  );
}
