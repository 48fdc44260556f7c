import type { League } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { displayName } from '../../../shared/ui/Avatar';
import { Chip } from '../../teams/components';
import { TournamentBanner } from '../../tournaments/components';
import { LeagueStatusBadge } from './LeagueCard';

export function LeagueHeader({ league, children }: { league: League; children?: ReactNode }) {
  const { t } = useTranslation(['leagues', 'common']);
  const formatDate = useFormatDate();
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 shadow-xl shadow-black/30">
      <TournamentBanner url={league.bannerUrl} className="h-28 sm:h-40" />
      <div className="flex flex-col gap-5 p-6 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <LeagueStatusBadge status={league.status} />
            <Chip>{t(`common:games.${league.game}`, { defaultValue: league.game })}</Chip>
            <Chip tone="cyan">{league.season}</Chip>
            <Chip>{t(`leagues:rounds.${league.rounds}`)}</Chip>
            <Chip>{t('leagues:header.bestOf', { bestOf: league.bestOf })}</Chip>
          </div>
          <h1 id="page-title" className="break-words text-3xl font-bold tracking-tight text-white">
            {league.name}
          </h1>
          <p className="text-sm text-zinc-400">
            <Link to={`/profile/${encodeURIComponent(league.organizer.id)}`} className="hover:underline">
              {t('leagues:header.organizer', { name: displayName(league.organizer) })}
            </Link>
            {' · '}
            {t('leagues:card.teams', { count: league.teamsCount })}
            {' · '}
            {t('leagues:card.starts', { date: formatDate(league.startsAt, { dateStyle: 'medium' }) })}
            {league.weeks > 0 && <> · {t('leagues:header.weeks', { count: league.weeks })}</>}
          </p>
          {league.description && <p className="whitespace-pre-line text-sm text-zinc-300">{league.description}</p>}
        </div>
        {children && <div className="flex flex-wrap items-start gap-2">{children}</div>}
      </div>
    </div>
  );
}
