import type { Tournament } from '@esn/contract';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { displayName } from '../../../shared/ui/Avatar';
import { buttonClasses } from '../../../shared/ui/Button';
import { Chip } from '../../teams/components';
import { TournamentBanner } from './TournamentBanner';
import { TournamentStatusBadge } from './TournamentStatusBadge';

/** Banner, name, game, format, status, organizer, start and places; the reader's actions at the side. */
export function TournamentHeader({
  tournament,
  canEdit,
  children,
}: {
  tournament: Tournament;
  canEdit: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['tournaments', 'common']);
  const formatDate = useFormatDate();
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 shadow-xl shadow-black/30">
      <TournamentBanner url={tournament.bannerUrl} className="h-32 sm:h-48" />
      <div className="flex flex-col gap-5 p-6 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <TournamentStatusBadge status={tournament.status} />
            <Chip>{t(`common:games.${tournament.game}`, { defaultValue: tournament.game })}</Chip>
            <Chip tone="cyan">{t(`tournaments:formats.${tournament.format}`)}</Chip>
            <Chip>{t(`tournaments:kinds.${tournament.participantKind}`)}</Chip>
          </div>
          <h1 id="page-title" className="break-words text-3xl font-bold tracking-tight text-white">
            {tournament.name}
          </h1>
          <p className="text-sm text-zinc-400">
            <Link to={`/profile/${encodeURIComponent(tournament.organizer.id)}`} className="hover:underline">
              {t('tournaments:header.organizer', { name: displayName(tournament.organizer) })}
            </Link>
            {' · '}
            {t('tournaments:header.starts', {
              date: formatDate(tournament.startsAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
            {' · '}
            {t('tournaments:card.places', { count: tournament.participantsCount, max: tournament.maxParticipants })}
          </p>
          {tournament.champion && (
            <p className="text-sm font-medium text-amber-200">
              {t('tournaments:header.champion', { name: tournament.champion.name })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {children}
          {canEdit && (
            <Link to={`/tournaments/${encodeURIComponent(tournament.id)}/edit`} className={buttonClasses('secondary')}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('tournaments:header.edit')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
