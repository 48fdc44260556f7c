import type { LeagueStatus, LeagueSummary } from '@esn/contract';
import { CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { Chip } from '../../teams/components';
import { TournamentBanner } from '../../tournaments/components';
import { leaguePath } from '../../tournaments';

const TONES: Record<LeagueStatus, string> = {
  upcoming: 'border-emerald-600 bg-emerald-950/60 text-emerald-200',
  in_progress: 'border-cyan-600 bg-cyan-950/60 text-cyan-200',
  completed: 'border-violet-600 bg-violet-950/60 text-violet-200',
};

export function LeagueStatusBadge({ status, className }: { status: LeagueStatus; className?: string }) {
  const { t } = useTranslation('leagues');
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium', TONES[status], className)}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** One league in a list: banner, name (the link), game, season, status, teams and first week. */
export function LeagueCard({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation(['leagues', 'common']);
  const formatDate = useFormatDate();
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900/60 hover:border-zinc-600">
      <TournamentBanner url={league.bannerUrl} className="h-24" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold text-white">
            <Link
              to={leaguePath(league.id)}
              className={cn('line-clamp-2 rounded after:absolute after:inset-0', focusRing)}
            >
              {league.name}
            </Link>
          </h3>
          <LeagueStatusBadge status={league.status} className="shrink-0" />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Chip>{t(`common:games.${league.game}`, { defaultValue: league.game })}</Chip>
          <Chip tone="cyan">{league.season}</Chip>
          <Chip>{t(`leagues:rounds.${league.rounds}`)}</Chip>
        </div>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-zinc-400">
          <span className="flex items-center gap-1.5">
            <Users className="h-3.5 w-3.5" aria-hidden="true" />
            {t('leagues:card.teams', { count: league.teamsCount })}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
            {t('leagues:card.starts', { date: formatDate(league.startsAt, { dateStyle: 'medium' }) })}
          </span>
        </p>
      </div>
    </li>
  );
}
