import type { UserType } from '@esn/contract';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../../app/useIdle';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { displayName } from '../../../shared/ui/Avatar';
import { useAuth } from '../../auth';
import { SuggestionsCard } from '../../network/components';
import { CompletenessCard } from '../../profile/components';
import { useDocumentTitle } from '../../settings';
import { UpcomingMatchesCard } from '../../tournaments/components';
import { CoachOffersCard } from '../components/CoachOffersCard';
import { FeedPreview } from '../components/FeedPreview';
import { MyTeamsCard } from '../components/MyTeamsCard';
import { RecentNotificationsCard } from '../components/RecentNotificationsCard';

export type DashboardVariant = 'unified' | 'player' | 'coach';

const TITLE_KEYS = {
  unified: 'titles.dashboard',
  player: 'titles.dashboardPlayer',
  coach: 'titles.dashboardCoach',
} as const;

/**
 * `/dashboard` (unified), `/dashboard/player` and `/dashboard/coach`: they differ only in their texts for now.
 * Every card shows the person's real data (or says there is none yet); a feature that is not built has no card,
 * and gets one here when it lands. A coach also sees his coaching offers beside his teams (whatever the variant:
 * what he is decides, not the address).
 */
export function DashboardPage({ variant = 'unified' }: { variant?: DashboardVariant }) {
  const { t } = useTranslation('pages');
  const { t: tDashboard } = useTranslation('dashboard');
  const { user } = useAuth();
  const formatDate = useFormatDate();
  useDocumentTitle(t(TITLE_KEYS[variant]));
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('dashboard.greeting', { name: user ? displayName(user) : '' })}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">{tDashboard(`intro.${variant}`)}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-zinc-400">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {formatDate(new Date(), { dateStyle: 'full' })}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <CompletenessCard />
          <FeedPreview />
        </div>
        <SideColumn userType={user?.userType ?? null} />
      </div>
    </section>
  );
}

/** Where the side column sits beside the main one (Tailwind's `lg`, the grid above); below it, it comes after. */
const TWO_COLUMNS = '(min-width: 1024px)';

/**
 * The side column's cards. On a phone they come below the first screen, after the feed: they render at the first
 * idle moment (their data is already asked for, see prefetch.ts), so that the first screen shows sooner and its
 * render is not one long task. Beside the main column (wide screens) they render with it.
 */
function SideColumn({ userType }: { userType: UserType | null }) {
  const [besideMain] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(TWO_COLUMNS).matches,
  );
  const idle = useIdle();
  return (
    <div className="min-w-0 space-y-6">
      {(besideMain || idle) && (
        <>
          <MyTeamsCard userType={userType} />
          {userType === 'coach' && <CoachOffersCard />}
          <UpcomingMatchesCard />
          <RecentNotificationsCard />
          <SuggestionsCard />
        </>
      )}
    </div>
  );
}
