import { TRANSFER_LIMITS, type Game, type TransferRole } from '@esn/contract';
import type { NamedPerson } from '@esn/contract/users/display-name';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { ROLE_SUGGESTIONS } from '../../profile';
import { useCreateOffer } from '../api';
import { serverMessageOr } from '../lib/messages';
import { validateOfferForm, type OfferFormValues } from '../lib/offerForm';
import { gamesOf } from '../lib/teams';

interface OfferTeam {
  id: string;
  name: string;
  games: readonly string[];
}

/**
 * Who the offer is for. `person`: a team the reader leads offers him a place (the reader picks which team);
 * `team`: the reader offers himself to that team.
 */
export type OfferSubject =
  | {
      kind: 'person';
      person: NamedPerson & { id: string; games?: readonly { game: string }[] };
      teams: readonly OfferTeam[];
    }
  | { kind: 'team'; team: OfferTeam };

const COACH_POSITIONS = ['Head Coach', 'Assistant Coach', 'Analyst', 'Performance Coach'];

function firstGame(team: OfferTeam | undefined, preferred: readonly { game: string }[] = []): Game | '' {
  const games = gamesOf(team);
  return games.find((g) => preferred.some((p) => p.game === g)) ?? games[0] ?? '';
}

/**
 * The offer form (spec §3: position/role, salary offer in dollars, contract duration, message; the team picked
 * from those the reader leads, the game one of the team's). Spec §8's messages: "offer sent", or "Offer could not
 * be sent." with the server's reason or "An error occurred while sending the transfer offer.".
 */
function OfferDialog({ subject, role, trigger }: { subject: OfferSubject; role: TransferRole; trigger: ReactNode }) {
  const { t } = useTranslation(['transfers', 'common']);
  const create = useCreateOffer();
  const listId = useId();
  const teams = subject.kind === 'person' ? subject.teams : [subject.team];
  const preferred = subject.kind === 'person' ? subject.person.games : [];
  const initial = (): OfferFormValues => {
    // A team that plays one of the person's games first.
    const team = teams.find((item) => gamesOf(item).some((g) => preferred?.some((p) => p.game === g))) ?? teams[0];
    return {
      teamId: team?.id ?? '',
      game: firstGame(team, preferred),
      position: '',
      salary: '',
      contractMonths: '',
      message: '',
    };
  };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof OfferFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const team = teams.find((item) => item.id === values.teamId);
  const games = gamesOf(team);
  const suggestions = role === 'coach' ? COACH_POSITIONS : values.game ? (ROLE_SUGGESTIONS[values.game] ?? []) : [];
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      // The teams may have arrived since the first render.
      if (!teams.some((item) => item.id === values.teamId)) setValues(initial());
    } else {
      setValues(initial());
      setErrors({});
      setFailure(null);
      create.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = { userId: subject.kind === 'person' ? subject.person.id : undefined, role };
    const result = validateOfferForm(values, target, t);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(result.body, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('offerForm.sent') });
        changeOpen(false);
      },
      onError: (error) => {
        const reason = serverMessageOr(error, t('offerForm.sendError'));
        setFailure(reason);
        toast({ variant: 'error', title: t('offerForm.notSent'), description: reason });
      },
    });
  };

  const title =
    subject.kind === 'person'
      ? t(role === 'coach' ? 'offerForm.titleCoach' : 'offerForm.titlePerson', { name: displayName(subject.person) })
      : t(role === 'coach' ? 'offerForm.titleCoachToTeam' : 'offerForm.titleSelf', { team: subject.team.name });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={t('offerForm.description')} className="max-w-lg">
        <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
          <FormAlert>{failure ? `${t('offerForm.notSent')} ${failure}` : null}</FormAlert>
          {subject.kind === 'person' && (
            <SelectField
              label={t('offerForm.team')}
              value={values.teamId}
              error={errors.teamId}
              onChange={(e) => {
                const next = teams.find((item) => item.id === e.target.value);
                setValues((current) => ({ ...current, teamId: e.target.value, game: firstGame(next, preferred) }));
              }}
            >
              {teams.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={t('offerForm.game')}
            value={values.game}
            error={errors.game}
            disabled={games.length <= 1}
            onChange={(e) => set('game', e.target.value as Game)}
          >
            {games.length === 0 && <option value="">{t('offerForm.noGame')}</option>}
            {games.map((game) => (
              <option key={game} value={game}>
                {t(`common:games.${game}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t(role === 'coach' ? 'offerForm.positionCoach' : 'offerForm.position')}
            value={values.position}
            error={errors.position}
            maxLength={TRANSFER_LIMITS.position}
            list={suggestions.length > 0 ? listId : undefined}
            autoComplete="off"
            required
            onChange={(e) => set('position', e.target.value)}
          />
          {suggestions.length > 0 && (
            <datalist id={listId}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('offerForm.salary')}
              hint={t('offerForm.salaryHint')}
              inputMode="numeric"
              value={values.salary}
              error={errors.salary}
              onChange={(e) => set('salary', e.target.value)}
            />
            <TextField
              label={t('offerForm.contract')}
              hint={t('offerForm.contractHint', { max: TRANSFER_LIMITS.maxContractMonths })}
              type="number"
              min={1}
              max={TRANSFER_LIMITS.maxContractMonths}
              inputMode="numeric"
              value={values.contractMonths}
              error={errors.contractMonths}
              onChange={(e) => set('contractMonths', e.target.value)}
            />
          </div>
          <TextAreaField
            label={t('offerForm.message')}
            hint={t('offerForm.messageHint', { max: TRANSFER_LIMITS.message })}
            value={values.message}
            error={errors.message}
            maxLength={TRANSFER_LIMITS.message}
            onChange={(e) => set('message', e.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('offerForm.cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              {t('offerForm.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A button that opens the offer form; `children` is its label. */
export function OfferButton({
  subject,
  role,
  children,
  variant = 'primary',
  size = 'sm',
  icon,
  'aria-label': ariaLabel,
}: {
  subject: OfferSubject;
  role: TransferRole;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
  icon?: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <OfferDialog
      subject={subject}
      role={role}
      trigger={
        <Button variant={variant} size={size} aria-label={ariaLabel}>
          {icon}
          {children}
        </Button>
      }
    />
  );
}
