import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useForgotPassword } from '../api';
import { loadAuthSchemas } from '../schemas';

interface ForgotPasswordPanelProps {
  /** The address typed in the sign-in form, if any. */
  initialEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link that opened it: focus goes back there on close (there is no Radix trigger to do it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The forgot-password dialog itself, lazily loaded by ForgotPasswordDialog; remounted (fresh) for each opening. */
export function ForgotPasswordPanel({ initialEmail, open, onOpenChange, returnFocusTo }: ForgotPasswordPanelProps) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the sign-in form in the DOM but not in React's tree, where the
    // submit event would otherwise bubble on to the sign-in form's handler.
    event.stopPropagation();
    const { ForgotPasswordBody } = await loadAuthSchemas();
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
      <DialogContent
        title={t('forgot.title')}
        description={t('forgot.description')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {forgot.isSuccess ? (
          <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
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
