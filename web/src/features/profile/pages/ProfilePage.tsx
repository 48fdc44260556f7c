import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName } from '../../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth/api';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { isNotFound, useUserSummary } from '../api';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabs } from '../components/ProfileTabs';

/** `/profile/:id?`: someone's profile, or one's own without an id (spec §2). */
export function ProfileRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  const profileId = id ?? user?.id;
  if (!profileId) return null;
  // A new key per person: tabs and lists start fresh instead of showing the previous person's data.
  return <ProfilePage key={profileId} userId={profileId} viewerId={user?.id} />;
}

export function ProfilePage({ userId, viewerId }: { userId: string; viewerId: string | undefined }) {
  const { t } = useTranslation('profile');
  const summary = useUserSummary(userId);
  const user = summary.data;
  const notFound = isNotFound(summary.error);
  useDocumentTitle(user ? displayName(user) : notFound ? t('notFound.title') : undefined);

  if (summary.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
        <Spinner />
        {t('loading')}
      </p>
    );
  }
  if (notFound || (summary.isSuccess && !user)) {
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
  if (!user) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
        <p role="alert">{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <ProfileHeader user={user} isOwn={user.id === viewerId} viewerId={viewerId} />
      <ProfileTabs userId={user.id} />
    </section>
  );
}
