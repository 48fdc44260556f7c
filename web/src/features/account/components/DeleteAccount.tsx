import { DeleteAccountBody } from '@esn/contract';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import { errorCode, errorMessage } from '../../../shared/lib/errorMessage';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { useDeleteAccount } from '../api';
import { goToLanding } from '../lib/browser';
import { placeError } from '../lib/errors';

const GONE = ['profile', 'posts', 'network', 'offers', 'records'] as const;

/**
 * Deleting the account (KVKK/GDPR): what goes, that it cannot be undone, and the password, in a dialog; a team
 * owner is told to hand the teams over first. Afterwards the session is gone, and so is the app: the landing page.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300">{t('delete.teamsFirst')}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger" className="w-full sm:w-auto">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('delete.open')}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('delete.confirmTitle')}
          description={t('delete.confirmBody')}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <DeleteForm />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function DeleteForm() {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const form = useFormFields({ password: '' });
  // The refusal itself, worded at render so that it follows a language switch.
  const [failure, setFailure] = useState<unknown>(null);
  const [ownsTeams, setOwnsTeams] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = form.validate(DeleteAccountBody);
    if (!body) return;
    remove.mutate(body.password, {
      onSuccess: goToLanding,
      onError: (error) => {
        const placed = placeError(error, { wrong_password: 'password' });
        form.setErrors(placed.fields);
        setFailure(placed.failure);
        setOwnsTeams(errorCode(error) === 'owns_teams');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('delete.confirmTitle')}>
      <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-300">
        {GONE.map((item) => (
          <li key={item}>{t(`delete.gone.${item}`)}</li>
        ))}
      </ul>
      {failure != null && (
        <FormAlert>
          {errorMessage(failure, t)}
          {ownsTeams && (
            <>
              {' '}
              <Link to="/teams?tab=mine" className="font-medium underline">
                {t('delete.toTeams')}
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClasses('secondary')}>{t('delete.cancel')}</DialogClose>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </div>
    </form>
  );
}
