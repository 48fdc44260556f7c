import { ChangeEmailBody, type User } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useChangeEmail } from '../api';
import { placeError } from '../lib/errors';

/** A new address, confirmed with the current password; other sessions end on the server. */
export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  // A new form after each change: the fields start empty again.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300">
        {t('email.current')} <span className="break-all font-medium text-white">{user.email}</span>
      </p>
      <FormAlert tone="success">{done ? t('email.done', { email: done }) : null}</FormAlert>
      <EmailFields
        key={round}
        currentEmail={user.email}
        onChanged={(email) => {
          setDone(email);
          setRound((n) => n + 1);
        }}
        onEdit={() => setDone(null)}
      />
    </div>
  );
}

function EmailFields({
  currentEmail,
  onChanged,
  onEdit,
}: {
  currentEmail: string;
  onChanged: (email: string) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const form = useFormFields({ email: '', password: '' });
  // The refusal itself, worded at render so that it follows a language switch.
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = form.validate(ChangeEmailBody);
    if (!body) return;
    if (body.email === currentEmail.trim().toLowerCase()) {
      form.setErrors({ email: { key: 'account:email.same' } });
      return;
    }
    change.mutate(body, {
      onSuccess: (user) => onChanged(user.email),
      onError: (error) => {
        const placed = placeError(error, { wrong_password: 'password', email_taken: 'email' });
        form.setErrors(placed.fields);
        setFailure(placed.failure);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} onChange={onEdit} noValidate className="space-y-4" aria-label={t('email.title')}>
      <FormAlert>{failure ? errorMessage(failure, t) : null}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('email.new')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind('email')}
        />
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.bind('password')}
        />
      </div>
      <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
        {t('email.submit')}
      </Button>
    </form>
  );
}
