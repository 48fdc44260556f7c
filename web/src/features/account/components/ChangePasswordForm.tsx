import { ChangePasswordBody } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorMessage, type Problem } from '../../../shared/lib/errorMessage';
import { fieldIssuesFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useChangePassword } from '../api';
import { placeError } from '../lib/errors';

/** Current password, the new one twice; the contract's rules, checked before anything is sent. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <div className="space-y-4">
      <FormAlert tone="success">{done ? t('password.done') : null}</FormAlert>
      <PasswordFields
        key={round}
        onChanged={() => {
          setDone(true);
          setRound((n) => n + 1);
        }}
        onEdit={() => setDone(false)}
      />
    </div>
  );
}

function PasswordFields({ onChanged, onEdit }: { onChanged: () => void; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useFormFields({ currentPassword: '', newPassword: '', confirm: '' });
  // The refusal itself, worded at render so that it follows a language switch.
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { currentPassword, newPassword, confirm } = form.values;
    const parsed = ChangePasswordBody.safeParse({ currentPassword, newPassword });
    const errors: Record<string, Problem> = parsed.success ? {} : fieldIssuesFromZod(parsed.error);
    if (!errors.newPassword && currentPassword && newPassword === currentPassword) {
      errors.newPassword = { key: 'account:password.same' };
    }
    if (!errors.newPassword && confirm !== newPassword) errors.confirm = { key: 'account:password.mismatch' };
    form.setErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    change.mutate(parsed.data, {
      onSuccess: onChanged,
      onError: (error) => {
        const placed = placeError(error, { wrong_password: 'currentPassword' });
        form.setErrors(placed.fields);
        setFailure(placed.failure);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} onChange={onEdit} noValidate className="space-y-4" aria-label={t('password.title')}>
      <FormAlert>{failure ? errorMessage(failure, t) : null}</FormAlert>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.hint')}
          required
          {...form.bind('newPassword')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('confirm')}
        />
      </div>
      <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
        {t('password.submit')}
      </Button>
    </form>
  );
}
