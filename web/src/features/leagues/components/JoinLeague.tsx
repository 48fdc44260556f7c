import type { LeagueDetail } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { useAddLeagueTeam } from '../api';

/** A team owner or manager adds one of their teams of the game while the league is upcoming. */
export function JoinLeague({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  const teams = detail.viewer.registrableTeams;
  const [picked, setPicked] = useState(teams[0]?.id ?? '');
  const add = useAddLeagueTeam(detail.league.id);
  const { onError, success } = useToasts();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('join.button')}</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('join.title')} description={t('join.body', { league: detail.league.name })}>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('join.legend')}</legend>
            {teams.map((team) => (
              <label
                key={team.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-zinc-700 px-3 py-2 text-sm text-zinc-100 has-[:checked]:border-violet-400"
              >
                <input
                  type="radio"
                  name="league-team"
                  checked={picked === team.id}
                  onChange={() => setPicked(team.id)}
                  className="accent-violet-500"
                />
                {team.name}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('join.cancel')}</Button>
            </DialogClose>
            <Button
              disabled={!picked}
              loading={add.isPending}
              onClick={() => {
                const team = teams.find((x) => x.id === picked);
                if (!team) return;
                add.mutate(team.id, {
                  onSuccess: () => {
                    setOpen(false);
                    success(t('join.done', { name: team.name }));
                  },
                  onError,
                });
              }}
            >
              {t('join.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
