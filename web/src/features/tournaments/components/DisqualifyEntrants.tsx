import type { Tournament, TournamentParticipant } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { toast } from '../../../shared/ui/toast';
import { useDisqualify } from '../api';
import { ConfirmButton } from './ConfirmButton';
import { ManagePanel } from './ManagePanel';
import { WithdrawalBadge } from './WithdrawalBadge';

/** While the bracket runs an entrant can be taken out; before it, registrations are removed in the seeding list. */
const entrantsCanLeave = (t: Tournament) =>
  t.bracketGeneratedAt !== null && (t.status === 'registration_closed' || t.status === 'in_progress');

function EntrantRow({ tournament, entrant }: { tournament: Tournament; entrant: TournamentParticipant }) {
  const { t } = useTranslation('tournaments');
  const disqualify = useDisqualify(tournament.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-800 px-3 py-2">
      <span className="min-w-0 truncate text-sm text-white">{entrant.name}</span>
      {entrant.withdrawal ? (
        <WithdrawalBadge withdrawal={entrant.withdrawal} />
      ) : (
        <ConfirmButton
          size="sm"
          aria-label={t('disqualify.action', { name: entrant.name })}
          title={t('disqualify.title', { name: entrant.name })}
          description={t('disqualify.body', { name: entrant.name })}
          confirmLabel={t('disqualify.confirm')}
          pending={disqualify.isPending}
          onConfirm={(close) =>
            disqualify.mutate(entrant.id, {
              onSuccess: () => {
                close();
                toast({ variant: 'success', description: t('disqualify.done', { name: entrant.name }) });
              },
              onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
            })
          }
        >
          {t('disqualify.short')}
        </ConfirmButton>
      )}
    </li>
  );
}

/**
 * The organizer's list of the bracket's entrants while it runs: disqualifying one (after a confirmation) gives its
 * open and later matches to the opponents as walkovers, and the bracket moves on.
 */
export function DisqualifyEntrants({
  tournament,
  participants,
}: {
  tournament: Tournament;
  participants: TournamentParticipant[];
}) {
  const { t } = useTranslation('tournaments');
  const inBracket = participants.filter((p) => p.seed !== null);
  if (!entrantsCanLeave(tournament) || inBracket.length === 0) return null;
  return (
    <ManagePanel id="manage-entrants" title={t('disqualify.panel')}>
      <p className="text-sm text-zinc-400">{t('disqualify.intro')}</p>
      <ul aria-label={t('disqualify.panel')} className="grid gap-2">
        {inBracket.map((p) => (
          <EntrantRow key={p.id} tournament={tournament} entrant={p} />
        ))}
      </ul>
    </ManagePanel>
  );
}
