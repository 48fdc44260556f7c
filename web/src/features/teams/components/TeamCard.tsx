import type { TeamListStats, TeamSummary } from '@esn/contract';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { TeamLogo } from './TeamLogo';

export function Chip({ children, tone = 'zinc' }: { children: React.ReactNode; tone?: 'zinc' | 'emerald' | 'cyan' }) {
  const tones = {
    zinc: 'border-zinc-700 text-zinc-300',
    emerald: 'border-emerald-700 bg-emerald-950/40 text-emerald-200',
    cyan: 'border-cyan-700 bg-cyan-950/40 text-cyan-200',
  };
  return <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs', tones[tone])}>{children}</span>;
}

const STAT_KEYS = ['matches', 'wins', 'tournaments'] as const satisfies readonly (keyof TeamListStats)[];

/** The list's compact record: the number large, its name under it (read name first, as a `dl` is). */
function CardStats({ stats }: { stats: TeamListStats }) {
  const { t, i18n } = useTranslation('teams');
  const format = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <dl className="flex gap-4 border-t border-zinc-800 pt-2">
      {STAT_KEYS.map((key) => (
        <div key={key} className="flex flex-col-reverse">
          <dt className="text-[11px] uppercase tracking-wide text-zinc-400">{t(`stats.${key}`)}</dt>
          <dd className="text-sm font-semibold tabular-nums text-white">{format.format(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One team in a list: logo, name (the link), verified badge, type, country, games, size, what it seeks and,
 * from `GET /api/teams`, its matches, wins and tournaments.
 */
export function TeamCard({ team }: { team: TeamSummary & { stats?: TeamListStats } }) {
  const { t } = useTranslation(['teams', 'common']);
  return (
    <li className="relative flex gap-4 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 hover:border-zinc-600">
      <TeamLogo team={team} />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="flex items-center gap-1.5 font-semibold text-white">
          <Link
            to={`/team/${encodeURIComponent(team.slug)}`}
            className={cn('truncate rounded after:absolute after:inset-0', focusRing)}
          >
            {team.name}
          </Link>
          {team.verified && (
            <BadgeCheck className="h-4 w-4 shrink-0 text-cyan-400" aria-label={t('teams:card.verified')} role="img" />
          )}
        </h3>
        <p className="text-xs text-zinc-400">
          {t(`teams:types.${team.type}`)} · {team.country} · {t('teams:card.members', { count: team.members })}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {team.games.map((game) => (
            <Chip key={game}>{t(`common:games.${game}`, { defaultValue: game })}</Chip>
          ))}
          {team.lookingForPlayers && <Chip tone="emerald">{t('teams:card.recruitingPlayers')}</Chip>}
          {team.lookingForCoach && <Chip tone="cyan">{t('teams:card.recruitingCoach')}</Chip>}
        </div>
        {team.stats && <CardStats stats={team.stats} />}
      </div>
    </li>
  );
}
