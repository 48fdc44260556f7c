import { RegisterBody } from '@esn/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useRegister } from '../api';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RegisterBody.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    register.mutate(parsed.data, {
      onError: (error) => {
        const message = errorMessage(error, t);
        const conflict = CONFLICT_FIELDS[errorCode(error) ?? ''];
        const fields = conflict ? { [conflict]: message } : serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(message);
      },
    });
  };

  const set = (field: keyof Values) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signUp.title')}>
      <FormAlert>{formError}</FormAlert>
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
        label={t('fields.nickname')}
        autoComplete="username"
        value={values.nickname}
        onChange={set('nickname')}
        error={errors.nickname}
        hint={t('hints.nickname')}
        required
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('hints.password')}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
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
