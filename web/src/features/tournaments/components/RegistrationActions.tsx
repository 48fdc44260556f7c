import type { TournamentDetail, TournamentParticipant } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { cn } from '../../../shared/lib/cn';
import { useNow } from '../../../shared/hooks/useNow';
import { useCheckIn, useRegister, useRemoveRegistration } from '../api';
import { canLeaveRunning, canWithdraw } from '../lib/permissions';
import { WithdrawalBadge } from './WithdrawalBadge';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { ConfirmButton } from './ConfirmButton';

/** Why the register button is disabled, as a `tournaments:register.*` key, or null when it is not. */
function blockedReason(detail: TournamentDetail, now: number): string | null {
  const { tournament: t, viewer } = detail;
  if (viewer.canRegister) return null;
  if (t.participantsCount >= t.maxParticipants) return 'full';
  if (now >= Date.parse(t.registrationDeadline)) return 'deadlinePassed';
  if (t.participantKind === 'team' && viewer.registrableTeams.length === 0)
    return viewer.registrations.length > 0 ? 'allRegistered' : 'noTeams';
  if (t.participantKind === 'solo' && viewer.registrations.length > 0) return null;
  return 'notAllowed';
}

/**
 * The reader's part in the tournament: register (a team owner or manager picks which of their teams that play
 * the game; a solo event registers the reader), see their registrations, withdraw before the deadline, and
 * check in during the window. Buttons that cannot work are disabled with the reason written next to them; the
 * server's refusal (full, late, duplicate…) arrives as its own translated message in a toast.
 */
export function RegistrationActions({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { tournament, viewer } = detail;
  const now = useNow();
  const open = tournament.status === 'registration_open';
  const reason = open ? blockedReason(detail, now) : null;
  const soloRegistered = tournament.participantKind === 'solo' && viewer.registrations.length > 0;
  return (
    <div className="flex flex-col items-start gap-2">
      {open && !soloRegistered && (
        <>
          {tournament.participantKind === 'team' ? (
            <RegisterTeamDialog detail={detail} disabled={!viewer.canRegister} />
          ) : (
            <RegisterSoloButton tournamentId={tournament.id} disabled={!viewer.canRegister} />
          )}
          {reason && <p className="text-xs text-zinc-400">{t(`register.blocked.${reason}`)}</p>}
        </>
      )}
      {viewer.registrations.length > 0 && (
        <ul aria-label={t('register.mine')} className="space-y-2">
          {viewer.registrations.map((registration) => (
            <MyRegistration key={registration.id} detail={detail} registration={registration} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MyRegistration({ detail, registration }: { detail: TournamentDetail; registration: TournamentParticipant }) {
  const { t } = useTranslation('tournaments');
  const { tournament, viewer } = detail;
  const withdraw = useRemoveRegistration(tournament.id);
  const checkIn = useCheckIn(tournament.id);
  const { onError, success } = useToasts();
  const now = useNow();
  const running = canLeaveRunning(tournament, registration);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-zinc-800 bg-zinc-950/50 px-3 py-2 text-sm">
      <span className="font-medium text-white">{registration.name}</span>
      <span className={cn('text-xs', registration.checkedInAt ? 'text-emerald-300' : 'text-zinc-400')}>
        {registration.checkedInAt ? t('register.checkedIn') : t('register.registered')}
      </span>
      {viewer.canCheckIn && !registration.checkedInAt && (
        <Button
          size="sm"
          loading={checkIn.isPending}
          onClick={() =>
            checkIn.mutate(
              { participantId: registration.id },
              { onSuccess: () => success(t('register.checkInDone', { name: registration.name })), onError },
            )
          }
        >
          {t('register.checkIn')}
        </Button>
      )}
      {registration.withdrawal && <WithdrawalBadge withdrawal={registration.withdrawal} />}
      {(canWithdraw(tournament, now) || running) && (
        <ConfirmButton
          size="sm"
          variant="ghost"
          title={t('register.withdrawTitle')}
          description={t(running ? 'register.withdrawRunningBody' : 'register.withdrawBody', {
            name: registration.name,
            tournament: tournament.name,
          })}
          confirmLabel={t('register.withdraw')}
          pending={withdraw.isPending}
          aria-label={t('register.withdrawOf', { name: registration.name })}
          onConfirm={(close) =>
            withdraw.mutate(registration.id, {
              onSuccess: () => {
                close();
                success(t('register.withdrawn', { name: registration.name }));
              },
              onError,
            })
          }
        >
          {t('register.withdraw')}
        </ConfirmButton>
      )}
    </li>
  );
}

function RegisterSoloButton({ tournamentId, disabled }: { tournamentId: string; disabled: boolean }) {
  const { t } = useTranslation('tournaments');
  const register = useRegister(tournamentId);
  const { onError, success } = useToasts();
  return (
    <Button
      disabled={disabled}
      loading={register.isPending}
      onClick={() => register.mutate({}, { onSuccess: () => success(t('register.doneSolo')), onError })}
    >
      {t('register.solo')}
    </Button>
  );
}

function RegisterTeamDialog({ detail, disabled }: { detail: TournamentDetail; disabled: boolean }) {
  const { t } = useTranslation('tournaments');
  const { tournament, viewer } = detail;
  const [open, setOpen] = useState(false);
  const [teamId, setTeamId] = useState('');
  const register = useRegister(tournament.id);
  const { onError, success } = useToasts();
  const teams = viewer.registrableTeams;
  const picked = teamId || (teams.length === 1 ? (teams[0]?.id ?? '') : '');
  const submit = () => {
    const team = teams.find((x) => x.id === picked);
    if (!team) return;
    register.mutate(
      { teamId: team.id },
      {
        onSuccess: () => {
          setOpen(false);
          setTeamId('');
          success(t('register.doneTeam', { name: team.name }));
        },
        onError,
      },
    );
  };
  return (
    <>
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t('register.team')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('register.pickTitle')}
          description={t('register.pickBody', { tournament: tournament.name })}
        >
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('register.pickLegend')}</legend>
            {teams.map((team) => (
              <label
                key={team.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-zinc-700 px-3 py-2 text-sm text-zinc-100 has-[:checked]:border-violet-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400"
              >
                <input
                  type="radio"
                  name="register-team"
                  value={team.id}
                  checked={picked === team.id}
                  onChange={() => setTeamId(team.id)}
                  className="accent-violet-500"
                />
                {team.name}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('confirm.cancel')}</Button>
            </DialogClose>
            <Button disabled={!picked} loading={register.isPending} onClick={submit}>
              {t('register.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
