import { TeamStatus, TeamType, UpdateAdminTeamBody, type AdminTeam } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { useAdminFeedback } from '../components/feedback';
import { useUpdateAdminTeam } from './api';

/** Name, status and type, as an admin corrects them; only what changed is sent. */
export function TeamEditorDialog({ team, onDone }: { team: AdminTeam; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'teams']);
  const update = useUpdateAdminTeam();
  const { ok, failed } = useAdminFeedback();
  const [name, setName] = useState(team.name);
  const [status, setStatus] = useState<TeamStatus>(team.status);
  const [type, setType] = useState<TeamType>(team.type);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      name: name.trim() !== team.name ? name.trim() : undefined,
      status: status !== team.status ? status : undefined,
      type: type !== team.type ? type : undefined,
    };
    if (Object.values(changes).every((v) => v === undefined)) {
      onDone();
      return;
    }
    const parsed = UpdateAdminTeamBody.safeParse(changes);
    if (!parsed.success) {
      setError(t('teams.nameInvalid'));
      return;
    }
    update.mutate(
      { id: team.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          ok(t('teams.saved', { name: saved.name }));
          onDone();
        },
        onError: failed(t('teams.updateFailed')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onDone()}>
      <DialogContent title={t('teams.editTitle', { name: team.name })}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t('teams.form.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            maxLength={60}
            required
            error={error ?? undefined}
          />
          <SelectField
            label={t('teams.form.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as TeamStatus)}
          >
            {TeamStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`teams:statuses.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('teams.form.type')} value={type} onChange={(e) => setType(e.target.value as TeamType)}>
            {TeamType.options.map((s) => (
              <option key={s} value={s}>
                {t(`teams:types.${s}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={update.isPending}>
                {t('area.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending}>
              {t('teams.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
