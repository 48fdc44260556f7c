import { password as passwordRule } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { useResetPassword } from '../api';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordRule.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = fieldErrorsFromZod(parsed.error, t)[''];
    if (password !== confirm) next.confirm = t('reset.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate({ token, password });
  };

  return (
    <section className="mx-auto max-w-md" aria-labelledby="reset-title">
      <Card>
        <h1 id="reset-title" className="text-2xl font-bold text-white">
          {t('reset.title')}
        </h1>
        {!token ? (
          <div className="mt-4 space-y-4">
            <FormAlert>{t('reset.missingToken')}</FormAlert>
            <Link to="/" className={buttonClasses('secondary')}>
              {t('reset.backHome')}
            </Link>
          </div>
        ) : reset.isSuccess ? (
          <div className="mt-4 space-y-4">
            <FormAlert tone="success">{t('reset.done')}</FormAlert>
            <Link to="/" className={buttonClasses('primary')}>
              {t('reset.signIn')}
            </Link>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <p className="text-sm text-zinc-400">{t('reset.description')}</p>
            <FormAlert>{reset.isError ? errorMessage(reset.error, t) : null}</FormAlert>
            <TextField
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={t('hints.password')}
              required
            />
            <TextField
              label={t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
              required
            />
            <Button type="submit" className="w-full" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
