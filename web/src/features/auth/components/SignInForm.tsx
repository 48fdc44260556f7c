import { LoginBody } from '@esn/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useLogin } from '../api';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginBody.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  const set = (field: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signIn.title')}>
      <FormAlert>{login.isError ? errorMessage(login.error, t) : null}</FormAlert>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <div className="flex justify-end">
        <ForgotPasswordDialog initialEmail={values.email} />
      </div>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
