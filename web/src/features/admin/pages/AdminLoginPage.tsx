import { AdminLoginBody } from '@esn/contract';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorMessage, serverFieldProblems } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { CredentialFields } from '../../../shared/ui/CredentialFields';
import { FormAlert } from '../../../shared/ui/Field';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { useDocumentTitle } from '../../settings';
import { readAdminToken } from '../adminToken';
import { useAdminLogin } from '../api';

/** /eadmincv: its own login with a bearer token; it never asks for the user session. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const login = useAdminLogin();
  const form = useFormFields({ email: '', password: '' });

  if (readAdminToken() && !login.isPending) return <Navigate to="/eadmincv/dashboard" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(AdminLoginBody);
    if (!body) return;
    login.mutate(body, {
      onSuccess: () => void navigate('/eadmincv/dashboard', { replace: true }),
      onError: (error) => form.setErrors(serverFieldProblems(error)),
    });
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-zinc-950 bg-[radial-gradient(ellipse_at_top,_rgba(34,211,238,0.15),_transparent_60%)] px-4">
      <div className="absolute right-4 top-4">
        <LanguageSwitcher />
      </div>
      <main className="w-full max-w-sm">
        <Card>
          <ShieldCheck className="h-10 w-10 text-cyan-300" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-white">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-zinc-400">{t('login.subtitle')}</p>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <FormAlert>{login.isError ? errorMessage(login.error, t) : null}</FormAlert>
            <CredentialFields
              emailLabel={t('login.email')}
              passwordLabel={t('login.password')}
              email={form.bind('email')}
              password={form.bind('password')}
              emailAutoComplete="username"
            />
            <Button type="submit" className="w-full" loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </form>
        </Card>
      </main>
    </div>
  );
}
