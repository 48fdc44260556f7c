import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorCode, errorMessage, serverFieldProblems } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { CredentialFields } from '../../../shared/ui/CredentialFields';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { focusFirstInvalid } from '../../../shared/lib/focusFirstInvalid';
import { useRegister } from '../api';
import { loadAuthSchemas, prefetchAuthSchemas } from '../schemas';

type Values = { email: string; password: string; nickname: string; firstName: string; lastName: string };

const EMPTY: Values = { email: '', password: '', nickname: '', firstName: '', lastName: '' };

/** Which field a 409 is about, so the message sits under it. */
const CONFLICT_FIELDS: Record<string, keyof Values> = { email_taken: 'email', nickname_taken: 'nickname' };

/** Optional names are left out when empty rather than sent as "". */
function toBody(values: Values) {
  return {
    email: values.email,
    password: values.password,
    nickname: values.nickname,
    ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
    ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
  };
}

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useFormFields<Values>(EMPTY);
  // The failure itself, not its text: the text is made at render, so it follows a language switch.
  const [formFailure, setFormFailure] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const element = event.currentTarget as HTMLFormElement; // gone from the event after the await
    setFormFailure(null);
    const { RegisterBody } = await loadAuthSchemas();
    const body = form.validate(RegisterBody, toBody(form.values));
    if (!body) return focusFirstInvalid(element);
    register.mutate(body, {
      onError: (error) => {
        // The server's message, worded at render; a conflict is shown under the field it is about.
        const conflict = CONFLICT_FIELDS[errorCode(error) ?? ''];
        const fields = conflict ? { [conflict]: { error } } : serverFieldProblems(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) setFormFailure(error);
        else focusFirstInvalid(element);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prefetchAuthSchemas}
      noValidate
      className="space-y-4"
      aria-label={t('signUp.title')}
    >
      <FormAlert>{formFailure ? errorMessage(formFailure, t) : null}</FormAlert>
      <CredentialFields
        emailLabel={t('fields.email')}
        passwordLabel={t('fields.password')}
        email={form.bind('email')}
        password={form.bind('password')}
        newPassword={{ hint: t('hints.password') }}
        between={
          <TextField
            label={t('fields.nickname')}
            autoComplete="username"
            hint={t('hints.nickname')}
            required
            {...form.bind('nickname')}
          />
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.bind('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
      </div>
      <p className="text-xs text-zinc-400">
        <Trans
          t={t}
          i18nKey="signUp.consent"
          components={{
            terms: <Link to="/legal/terms-of-service" className="text-violet-300 underline hover:text-violet-200" />,
            privacy: <Link to="/legal/privacy-policy" className="text-violet-300 underline hover:text-violet-200" />,
          }}
        />
      </p>
      <Button type="submit" className="w-full" loading={register.isPending}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
