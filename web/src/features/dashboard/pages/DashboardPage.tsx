import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { useAuth } from '../../auth/api';
import { SuggestionsCard } from '../../network/components/SuggestionsCard';
import { CompletenessCard } from '../../profile/components/CompletenessCard';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { FeedPreview } from '../components/FeedPreview';
import { SlotCard, type DashboardVariant, type SlotKind } from '../components/SlotCard';

const TITLE_KEYS = { unified: 'titles.dashboard', player: 'titles.dashboardPlayer', coach: 'titles.dashboardCoach' } as const;
const SLOTS: SlotKind[] = ['teams', 'tournaments', 'challenges'];

/** `/dashboard` (unified), `/dashboard/player` and `/dashboard/coach`: they differ only in their texts for now. */
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
          {t('dashboard.greeting', { nickname: user?.nickname ?? '' })}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">{tDashboard(`intro.${variant}`)}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-zinc-400">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {formatDate(new Date(), { dateStyle: 'full' })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CompletenessCard />
          <FeedPreview />
        </div>
        <div className="space-y-6">
          <SuggestionsCard />
          {SLOTS.map((kind) => (
            <SlotCard key={kind} kind={kind} variant={variant} />
          ))}
        </div>
      </div>
    </section>
  );
}
