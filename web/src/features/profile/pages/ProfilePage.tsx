import type { ProfileResponse } from '@esn/contract';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { displayName } from '../../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { ProfileAchievements, UserLevel } from '../../achievements/components';
import { useAuth } from '../../auth';
import { UserPosts } from '../../posts/components';
import { useDocumentTitle } from '../../settings';
import { isNotFound, useProfile, useTrackProfileView, useUserSummary } from '../api';
import { ProfileAbout } from '../components/ProfileAbout';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabs } from '../components/ProfileTabs';
import { UserTeams } from '../../teams/components';
import { UserTournaments } from '../../tournaments/components';
import { ProfileTransfers } from '../../transfers/components';
import { RatingsCard } from '../../ratings/components';
import { SELF } from '../lib/self';

/** `/profile/:id?`: someone's profile, or one's own without an id or with `me` (spec §2). */
export function ProfileRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  // `/profile/me` (the help pages link there) is one's own: read by id, so it is "own" and counts no view.
  const profileId = id === undefined || id === SELF ? user?.id : id;
  if (!profileId) return null;
  // `/profile/edit` is what people type for their own settings; the spec's address is `/profile/{id}/edit`.
  if (id === 'edit' && user) return <Navigate to={`/profile/${user.id}/edit`} replace />;
  // A new key per person: tabs and lists start fresh instead of showing the previous person's data.
  return (
    <ProfilePage key={profileId} userId={profileId} viewerId={user?.id} viewerIsAdmin={user?.userType === 'admin'} />
  );
}

function ProfilePage({
  userId,
  viewerId,
  viewerIsAdmin = false,
}: {
  userId: string;
  viewerId: string | undefined;
  viewerIsAdmin?: boolean;
}) {
  const { t } = useTranslation('profile');
  const query = useProfile(userId);
  const notFound = isNotFound(query.error);
  const isOwn = userId === viewerId;
  useTrackProfileView(userId, Boolean(viewerId) && !isOwn && query.isSuccess);
  useDocumentTitle(query.data ? displayName(query.data.user) : notFound ? t('notFound.title') : undefined);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
        <Spinner />
        {t('loading')}
      </p>
    );
  }
  if (notFound || (query.isSuccess && !query.data)) {
    return (
      <section aria-labelledby="page-title" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
        <UserX className="h-12 w-12 text-zinc-600" aria-hidden="true" />
        <h1 id="page-title" className="mt-4 text-2xl font-bold text-white">
          {t('notFound.title')}
        </h1>
        <p className="mt-2 text-zinc-400">{t('notFound.body')}</p>
        <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('notFound.back')}
        </Link>
      </section>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
        <p role="alert">{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <ProfileView data={query.data} viewerId={viewerId} viewerIsAdmin={viewerIsAdmin} />;
}

function ProfileView({
  data,
  viewerId,
  viewerIsAdmin,
}: {
  data: ProfileResponse;
  viewerId: string | undefined;
  viewerIsAdmin: boolean;
}) {
  const { t } = useTranslation('profile');
  // The follow button changes the cached summary; the profile answer filled it, so this reads without a request.
  const summary = useUserSummary(data.user.id);
  const user = summary.data ?? data.user;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <ProfileHeader
        user={user}
        profile={data.profile}
        isOwn={user.id === viewerId}
        viewerId={viewerId}
        viewerIsAdmin={viewerIsAdmin}
      >
        <UserLevel userId={user.id} />
      </ProfileHeader>
      <ProfileTabs
        userId={user.id}
        leading={[
          { value: 'posts', label: t('tabs.posts'), content: <UserPosts userId={user.id} /> },
          {
            value: 'about',
            label: t('tabs.about'),
            content: (
              <>
                <ProfileAbout user={user} profile={data.profile} />
                <ProfileAchievements userId={user.id} />
                <RatingsCard subject={{ kind: 'user', id: user.id }} />
                <UserTeams userId={user.id} />
                <UserTournaments userId={user.id} variant="profile" />
                <ProfileTransfers user={user} isOwn={user.id === viewerId} games={data.profile.games} />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
