import { CalendarDays, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useAuth } from '../../auth/api';
import { useDocumentTitle } from '../../settings/useDocumentTitle';

export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  const formatDate = useFormatDate();
  useDocumentTitle(t('titles.dashboard'));
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('dashboard.greeting', { nickname: user?.nickname ?? '' })}
        </h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-zinc-400">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {formatDate(new Date(), { dateStyle: 'full' })}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="flex items-center gap-2 font-semibold text-white">
            <Sparkles className="h-5 w-5 text-cyan-300" aria-hidden="true" />
            {t('dashboard.profileTipTitle')}
          </h2>
          <p className="mt-2 text-sm text-zinc-400">{t('dashboard.profileTip')}</p>
          {user && (
            <Link to={`/profile/${user.id}/edit`} className={buttonClasses('primary', 'sm', 'mt-4')}>
              {t('dashboard.completeProfile')}
            </Link>
          )}
        </Card>
        <Card>
          <h2 className="font-semibold text-white">{t('later.title')}</h2>
          <p className="mt-2 text-sm text-zinc-400">{t('dashboard.later')}</p>
        </Card>
      </div>
    </section>
  );
}
