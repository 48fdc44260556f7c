import { ForgotPasswordBody } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { useForgotPassword } from '../api';

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setEmail(initialEmail);
      setError(undefined);
      forgot.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the sign-in form in the DOM but not in React's tree, where the
    // submit event would otherwise bubble on to the sign-in form's handler.
    event.stopPropagation();
    const parsed = ForgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFromZod(parsed.error, t).email);
      return;
    }
    setError(undefined);
    forgot.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={cn('rounded text-sm text-violet-300 hover:text-violet-200', focusRing)}>
        {t('forgot.link')}
      </DialogTrigger>
      <DialogContent title={t('forgot.title')} description={t('forgot.description')}>
        {forgot.isSuccess ? (
          <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert>{forgot.isError ? errorMessage(forgot.error, t) : null}</FormAlert>
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
              required
            />
            <Button type="submit" className="w-full" loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
