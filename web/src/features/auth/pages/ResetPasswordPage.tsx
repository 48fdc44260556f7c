import { password as passwordRule } from '@esn/contract';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorMessage } from '../../../shared/lib/errorMessage';
import type { Problem } from '../../../shared/lib/errorMessage';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useDocumentTitle } from '../../settings';
import { useResetPassword } from '../api';
import { authTabPath } from '../authTab';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useFormFields({ password: '', confirm: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { password, confirm } = form.values;
    const parsed = passwordRule.safeParse(password);
    const next: Record<string, Problem> = {};
    if (!parsed.success)
      next.password = parsed.error.issues[0] ? { issue: parsed.error.issues[0] } : { key: 'errors:validation.invalid' };
    if (password !== confirm) next.confirm = { key: 'auth:reset.mismatch' };
    form.setErrors(next);
    if (Object.keys(next).length === 0) reset.mutate({ token, password });
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
            <Link to={authTabPath('signIn')} className={buttonClasses('primary')}>
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
              hint={t('hints.password')}
              required
              {...form.bind('password')}
            />
            <TextField
              label={t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              {...form.bind('confirm')}
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
