import { SearchInput } from '../../../shared/ui/SearchInput';
import { InviteBody, TEAM_LIMITS, type AssignableRole, type TeamViewer } from '@esn/contract';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { FormAlert, SelectField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useInvite, useInviteCandidates } from '../api';
import { invitableRoles } from '../lib/permissions';

interface Picked {
  id: string;
  name: string;
}

/**
 * "Invite someone": choose the role the reader may invite to (a manager: player or coach), then pick someone
 * among the people who may take that role (the server's candidate search: a coach account for coach, players
 * for player or manager), and add an optional note. Changing the role clears the pick.
 */
export function InviteDialog({ teamId, viewer }: { teamId: string; viewer: TeamViewer }) {
  const { t } = useTranslation('teams');
  const roles = invitableRoles(viewer);
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [role, setRole] = useState<AssignableRole>('player');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInvite(teamId);

  const reset = () => {
    setQ('');
    setPicked(null);
    setRole('player');
    setMessage('');
    setProblem(null);
    invite.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setProblem(t('invite.pickSomeone'));
      return;
    }
    const parsed = InviteBody.safeParse({ userId: picked.id, role, ...(message.trim() ? { message } : {}) });
    if (!parsed.success) return;
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('invite.sent', { name: picked.name }) });
        setOpen(false);
        reset();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {t('invitations.invite')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('invite.title')} description={t('invite.description')} className="max-w-lg">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert>{problem ?? (invite.error ? errorMessage(invite.error, t) : null)}</FormAlert>
          <SelectField
            label={t('invite.role')}
            hint={t('invite.roleHint')}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as AssignableRole);
              setPicked(null);
            }}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <PersonSearch teamId={teamId} role={role} q={q} onQ={setQ} picked={picked} onPick={setPicked} />
          <TextAreaField
            label={t('invite.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={TEAM_LIMITS.invitationMessage}
            className="min-h-20"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PersonSearch({
  teamId,
  role,
  q,
  onQ,
  picked,
  onPick,
}: {
  teamId: string;
  role: AssignableRole;
  q: string;
  onQ: (q: string) => void;
  picked: Picked | null;
  onPick: (person: Picked) => void;
}) {
  const { t } = useTranslation('teams');
  const query = useDebouncedValue(q.trim());
  const results = useInviteCandidates(teamId, role, query);
  const people = results.data?.items ?? [];
  return (
    <div className="space-y-2">
      <label htmlFor="invite-search" className="block text-sm font-medium text-zinc-200">
        {t('invite.search')}
      </label>
      <SearchInput id="invite-search" value={q} onValue={onQ} placeholder={t('invite.searchPlaceholder')} />
      {results.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('list.loading')}
        </p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('list.error')}
        </p>
      ) : people.length === 0 ? (
        <p className="text-sm text-zinc-400">{query ? t('invite.noResults') : t('invite.typeToSearch')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('invite.results')}</legend>
          <ul className="max-h-56 space-y-1 overflow-y-auto">
            {people.map((person) => {
              const name = displayName(person);
              return (
                <li key={person.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
                      picked?.id === person.id
                        ? 'border-violet-400 bg-violet-600/20'
                        : 'border-zinc-800 hover:border-zinc-600',
                    )}
                  >
                    <input
                      type="radio"
                      name="invitee"
                      className="sr-only"
                      checked={picked?.id === person.id}
                      onChange={() => onPick({ id: person.id, name })}
                    />
                    <Avatar user={person} className="h-8 w-8" />
                    <span className="min-w-0">
                      <span className="block truncate text-white">{name}</span>
                      <span className="block truncate text-xs text-zinc-400">@{person.nickname}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {picked && (
        <p role="status" className="text-xs text-violet-200">
          {t('invite.selected', { name: picked.name })}
        </p>
      )}
    </div>
  );
}
