import type { Profile, UserSummary } from '@esn/contract';
import { BadgeCheck, FileText, MapPin, Pencil, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '../../../shared/lib/format';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { buttonClasses } from '../../../shared/ui/Button';
import { MessageUserButton } from '../../messages/components';
import { ConnectionControl } from '../../network/components';
import { useIsBlocked } from '../../safety';
import { BlockedNotice } from '../../safety/components';
import { FollowButton } from './FollowButton';
import { ProfileActionsMenu } from './ProfileActionsMenu';
import { VerifyToggle } from './VerifyToggle';

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
 * Who this is, at a glance: cover, avatar, name, role, verified and looking-for-team badges, location, counts
 * (and profile views for the owner), then follow and connect for others or "edit" for the owner. `children` is
 * room for more lines without reshaping the header. Someone the reader blocked gets a notice with "unblock"
 * instead of follow and connect; the ⋯ menu blocks, unblocks and reports.
 */
export function ProfileHeader({
  user,
  profile,
  isOwn,
  viewerId,
  viewerIsAdmin = false,
  children,
}: {
  user: UserSummary;
  profile?: Profile;
  isOwn: boolean;
  viewerId: string | undefined;
  viewerIsAdmin?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const name = displayName(user);
  const cover = profile?.coverImageUrl;
  const canAct = !isOwn && Boolean(viewerId);
  const blocked = useIsBlocked(user.id, canAct) === true;
  return (
    // Not `Card`: the cover runs to the edges, so the frame has no padding of its own. A container: the actions sit
    // beside the name only where the header itself is wide enough for both (a tablet's page squeezed the name to "J…").
    <div className="@container overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 shadow-xl shadow-black/30">
      <div className="relative h-32 bg-gradient-to-r from-violet-900 via-zinc-900 to-cyan-900 sm:h-48">
        {cover && <img src={cover} alt="" className="h-full w-full object-cover" data-testid="profile-cover" />}
      </div>
      <div className="flex flex-col gap-5 px-6 pb-6 @4xl:flex-row @4xl:items-end">
        <Avatar
          user={user}
          className="relative -mt-12 h-24 w-24 border-4 border-zinc-900 text-2xl sm:-mt-14 sm:h-28 sm:w-28"
        />
        <div className="min-w-0 flex-1 space-y-3 @4xl:pt-4">
          <div>
            <h1 id="page-title" className="flex items-center gap-2 text-3xl font-bold tracking-tight text-white">
              <span className="truncate">{name}</span>
              {profile?.verified && (
                <BadgeCheck className="h-6 w-6 shrink-0 text-cyan-300" aria-label={t('verified.badge')} role="img" />
              )}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-400">
              {name !== user.nickname && <span>@{user.nickname}</span>}
              <span className="rounded-full bg-violet-600/20 px-2 py-0.5 text-xs font-medium text-violet-200">
                {t(`roles.${user.userType ?? 'user'}`)}
              </span>
              {profile?.lookingForTeam && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600/20 px-2 py-0.5 text-xs font-medium text-emerald-200">
                  <Search className="h-3 w-3" aria-hidden="true" />
                  {t('header.lookingForTeam')}
                </span>
              )}
              {profile?.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="sr-only">{t('about.location')}: </span>
                  {profile.location}
                </span>
              )}
            </p>
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <Stat value={user.followers} label={t('stats.followers')} />
            <Stat value={user.following} label={t('stats.following')} />
            {isOwn && profile && <Stat value={profile.profileViews} label={t('stats.views')} />}
          </dl>
          {children}
          {canAct && blocked && <BlockedNotice person={user} viewerId={viewerId} />}
        </div>
        <div className="flex flex-wrap gap-2 @4xl:shrink-0">
          {isOwn ? (
            <Link to={`/profile/${encodeURIComponent(user.id)}/edit`} className={buttonClasses('secondary')}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('editProfile')}
            </Link>
          ) : blocked ? null : (
            <>
              <FollowButton user={user} viewerId={viewerId} />
              <ConnectionControl userId={user.id} name={name} />
              {canAct && (
                <MessageUserButton userId={user.id} label={t('message')} ariaLabel={t('messageUser', { name })} />
              )}
            </>
          )}
          <Link to={`/cv/${encodeURIComponent(user.id)}`} className={buttonClasses('ghost')}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t('header.cv')}
          </Link>
          {viewerIsAdmin && profile && <VerifyToggle userId={user.id} verified={profile.verified} />}
          {canAct && <ProfileActionsMenu user={user} viewerId={viewerId} blocked={blocked} />}
        </div>
      </div>
    </div>
  );
}
