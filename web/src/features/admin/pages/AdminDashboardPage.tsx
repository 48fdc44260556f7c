import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AuthSpinner } from '../../../app/loading/AuthSpinner';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { BrandMark } from '../../../shared/ui/BrandMark';
import { Button } from '../../../shared/ui/Button';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { useSiteName, useDocumentTitle } from '../../settings';
import { clearAdminToken, readAdminToken } from '../adminToken';
import { useAdminLogout, useAdminMe } from '../api';
import { AdminArea } from '../components/AdminArea';
import { ErrorState } from '../components/ListStates';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const navigate = useNavigate();
  const siteName = useSiteName();
  const hasToken = readAdminToken() !== null;
  const me = useAdminMe(hasToken);
  const logout = useAdminLogout();

  // An expired or revoked token: forget it and go back to the admin login.
  const rejected = me.isSuccess && me.data === null;
  useEffect(() => {
    if (rejected) clearAdminToken();
  }, [rejected]);

  if (!hasToken || rejected) return <Navigate to="/eadmincv" replace />;
  if (me.isPending) return <AuthSpinner />;

  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate('/eadmincv', { replace: true }) });

  return (
    <div className="min-h-screen bg-zinc-950">
      <header className="border-b border-zinc-800">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <BrandMark name={siteName} className="text-lg" />
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('dashboard.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-white">{t('dashboard.title')}</h1>
        {me.data && <p className="mt-1 text-sm text-zinc-400">{t('dashboard.signedInAs', { email: me.data.email })}</p>}
        {me.isError && (
          <ErrorState retry={t('area.retry')} onRetry={() => void me.refetch()}>
            {errorMessage(me.error, t)}
          </ErrorState>
        )}
        {me.data && <AdminArea viewerId={me.data.id} />}
      </main>
    </div>
  );
}
