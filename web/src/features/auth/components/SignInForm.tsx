import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorMessage, serverFieldProblems } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { CredentialFields } from '../../../shared/ui/CredentialFields';
import { FormAlert } from '../../../shared/ui/Field';
import { useLogin } from '../api';
import { loadAuthSchemas, prefetchAuthSchemas } from '../schemas';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useFormFields({ email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { LoginBody } = await loadAuthSchemas();
    const body = form.validate(LoginBody);
    if (body) login.mutate(body, { onError: (error) => form.setErrors(serverFieldProblems(error)) });
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prefetchAuthSchemas}
      noValidate
      className="space-y-4"
      aria-label={t('signIn.title')}
    >
      <FormAlert>{login.isError ? errorMessage(login.error, t) : null}</FormAlert>
      <CredentialFields
        emailLabel={t('fields.email')}
        passwordLabel={t('fields.password')}
        email={form.bind('email')}
        password={form.bind('password')}
      />
      <div className="flex justify-end">
        <ForgotPasswordDialog initialEmail={form.values.email} />
      </div>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
