import type { Tournament, TournamentViewer } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Spinner } from '../../../shared/ui/Spinner';
import { useNow } from '../../../shared/hooks/useNow';
import { useParticipants } from '../api';
import { manageControls } from '../lib/permissions';
import { DeleteTournament } from './DeleteTournament';
import { DisputedMatches } from './DisputedMatches';
import { DisqualifyEntrants } from './DisqualifyEntrants';
import { GenerateBracket } from './GenerateBracket';
import { ManagePanel } from './ManagePanel';
import { PendingResults } from './PendingResults';
import { SeedingEditor, seedingKey } from './SeedingEditor';
import { StatusControls } from './StatusControls';

/**
 * The organizer's (and admins') tab: status moves, registrations with seeding, removal and check-in, bracket
 * generation, the matches waiting for a result, and deleting. Only controls that can work now are enabled.
 */
export function ManageTab({ tournament, viewer }: { tournament: Tournament; viewer: TournamentViewer }) {
  const { t } = useTranslation('tournaments');
  const now = useNow();
  const controls = manageControls(tournament, viewer, now);
  const participants = useParticipants(tournament.id);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <ManagePanel id="manage-registrations" title={t('manage.registrations')}>
          <CheckInSummary tournament={tournament} />
          {participants.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
              <Spinner size="sm" />
              {t('participants.loading')}
            </p>
          ) : participants.isError ? (
            <p role="alert" className="text-sm text-zinc-400">
              {t('participants.error')}
            </p>
          ) : (
            <SeedingEditor
              key={seedingKey(participants.data)}
              tournament={tournament}
              participants={participants.data}
              controls={controls}
            />
          )}
        </ManagePanel>
        {participants.data && <DisqualifyEntrants tournament={tournament} participants={participants.data} />}
        {tournament.bracketGeneratedAt && <DisputedMatches tournament={tournament} />}
        {tournament.bracketGeneratedAt && <PendingResults tournament={tournament} />}
      </div>
      <div className="space-y-6">
        <ManagePanel id="manage-status" title={t('manage.status')}>
          <StatusControls tournament={tournament} controls={controls} />
        </ManagePanel>
        <ManagePanel id="manage-bracket" title={t('manage.bracket')}>
          <GenerateBracket tournament={tournament} controls={controls} />
        </ManagePanel>
        <DeleteTournament tournament={tournament} />
      </div>
    </div>
  );
}

function CheckInSummary({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const formatDate = useFormatDate();
  if (!tournament.checkInOpensAt || !tournament.checkInClosesAt) {
    return <p className="text-sm text-zinc-400">{t('manage.noCheckIn')}</p>;
  }
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="text-sm text-zinc-300">
      {t('manage.checkInWindow', { opens: when(tournament.checkInOpensAt), closes: when(tournament.checkInClosesAt) })}{' '}
      <strong className="text-white">
        {t('overview.checkedIn', { count: tournament.checkedInCount, total: tournament.participantsCount })}
      </strong>
    </p>
  );
}
