import type { TournamentSummary } from '@esn/contract';
import { CalendarDays, Gift, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { Chip } from '../../teams/components';
import { tournamentPath } from '../lib/links';
import { TournamentBanner } from './TournamentBanner';
import { TournamentStatusBadge } from './TournamentStatusBadge';

/** One tournament in a list: banner, name (the link), game, format, status, places taken, start and prize. */
export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation(['tournaments', 'common']);
  const formatDate = useFormatDate();
  const full = tournament.participantsCount >= tournament.maxParticipants;
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900/60 hover:border-zinc-600">
      <TournamentBanner url={tournament.bannerUrl} className="h-28" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold text-white">
            <Link
              to={tournamentPath(tournament.id)}
              className={cn('line-clamp-2 rounded after:absolute after:inset-0', focusRing)}
            >
              {tournament.name}
            </Link>
          </h3>
          <TournamentStatusBadge status={tournament.status} className="shrink-0" />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Chip>{t(`common:games.${tournament.game}`, { defaultValue: tournament.game })}</Chip>
          <Chip tone="cyan">{t(`tournaments:formats.${tournament.format}`)}</Chip>
          {tournament.participantKind === 'solo' && <Chip>{t('tournaments:kinds.solo')}</Chip>}
        </div>
        <dl className="mt-auto grid gap-1 pt-1 text-xs text-zinc-400">
          <div className="flex items-center gap-1.5">
            <dt>
              <Users className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t('tournaments:card.participants')}</span>
            </dt>
            <dd className={cn(full && 'text-amber-300')}>
              {t('tournaments:card.places', { count: tournament.participantsCount, max: tournament.maxParticipants })}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t('tournaments:card.starts')}</span>
            </dt>
            <dd>{formatDate(tournament.startsAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </div>
          {tournament.prizePool && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Gift className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">{t('tournaments:card.prize')}</span>
              </dt>
              <dd className="text-zinc-200">{tournament.prizePool}</dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}
