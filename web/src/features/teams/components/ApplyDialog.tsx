import { ApplyBody, TEAM_LIMITS, type ApplicationRole, type Team } from '@esn/contract';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FormAlert, SelectField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useAuth } from '../../auth';
import { useApply } from '../api';
import { applicationRoles } from '../lib/permissions';

/**
 * "Apply to team": the role and a message, checked by the contract before sending. The role follows the account
 * type (a player applies to play, a coach to coach), so it is shown, not chosen, when there is only one.
 */
export function ApplyDialog({ team }: { team: Pick<Team, 'id' | 'name'> }) {
  const { t } = useTranslation('teams');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const roles = applicationRoles(user?.userType);
  const [role, setRole] = useState<ApplicationRole>(roles[0] ?? 'player');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = useApply(team.id);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setErrors({});
      apply.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApplyBody.safeParse({ role, message });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('apply.sent') });
        setMessage('');
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Send className="h-4 w-4" aria-hidden="true" />
          {t('apply.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('apply.title', { team: team.name })} description={t('apply.description')}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert>{apply.error ? errorMessage(apply.error, t) : null}</FormAlert>
          {roles.length > 1 ? (
            <SelectField
              label={t('apply.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as ApplicationRole)}
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="text-sm text-zinc-300">{t('apply.roleFixed', { role: t(`roles.${role}`) })}</p>
          )}
          <TextAreaField
            label={t('apply.message')}
            hint={t('apply.messageHint', { max: TEAM_LIMITS.applicationMessage })}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={errors.message}
            maxLength={TEAM_LIMITS.applicationMessage}
            required
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={apply.isPending}>
              {t('apply.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
