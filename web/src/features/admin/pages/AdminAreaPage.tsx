import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useAuth } from '../../auth';
import { AdminArea } from '../components/AdminArea';

/**
 * /admin in the signed-in app (spec §2's "Yönetici Paneli", the top bar's admin link): the same area as
 * /eadmincv/dashboard, for a person whose type is admin, on his session. Anyone else is told plainly.
 */
export function AdminAreaPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();

  if (user?.userType !== 'admin') {
    return (
      <Card className="mx-auto flex max-w-xl items-start gap-4" role="alert">
        <ShieldAlert className="h-6 w-6 shrink-0 text-amber-300" aria-hidden="true" />
        <div>
          <h1 className="text-lg font-semibold text-white">{t('area.forbiddenTitle')}</h1>
          <p className="mt-1 text-sm text-zinc-400">{t('area.forbiddenBody')}</p>
          <Link to="/dashboard" className={buttonClasses('secondary', 'sm', 'mt-4')}>
            {t('area.backHome')}
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold tracking-tight text-white">{t('dashboard.title')}</h1>
      <p className="mt-1 text-sm text-zinc-400">{t('area.signedInAs', { nickname: user.nickname })}</p>
      <AdminArea viewerId={user.id} />
    </div>
  );
}
