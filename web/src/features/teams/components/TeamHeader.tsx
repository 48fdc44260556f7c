import type { TeamDetail } from '@esn/contract';
import { BadgeCheck, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName } from '../../../shared/ui/Avatar';
import { buttonClasses } from '../../../shared/ui/Button';
import { Chip } from './TeamCard';
import { TeamLogo } from './TeamLogo';

/** Cover, logo, name with the verified badge, type, country, founding year, games, followers and the actions. */
export function TeamHeader({ detail, children }: { detail: TeamDetail; children?: ReactNode }) {
  const { t } = useTranslation(['teams', 'common']);
  const { team, viewer } = detail;
  return (
    // A container, as the profile's header: the actions sit beside the name only where the header is wide enough.
    <div className="@container overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 shadow-xl shadow-black/30">
      <div className="h-28 bg-gradient-to-r from-cyan-900 via-zinc-900 to-violet-900 sm:h-40">
        {team.coverUrl && <img src={team.coverUrl} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="flex flex-col gap-5 px-6 pb-6 @4xl:flex-row @4xl:items-end">
        <TeamLogo team={team} className="-mt-10 h-24 w-24 rounded-2xl border-4 border-zinc-900 text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="page-title" className="flex items-center gap-2 text-3xl font-bold tracking-tight text-white">
            <span className="truncate">{team.name}</span>
            {team.verified && (
              <BadgeCheck className="h-6 w-6 shrink-0 text-cyan-400" role="img" aria-label={t('teams:team.verified')} />
            )}
          </h1>
          <p className="text-sm text-zinc-400">
            {[
              t(`teams:types.${team.type}`),
              team.country,
              team.founded ? t('teams:team.founded', { year: team.founded }) : null,
              team.status !== 'active' ? t(`teams:statuses.${team.status}`) : null,
              t('teams:team.followers', { count: team.followers }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-zinc-400">
            <Link to={`/profile/${encodeURIComponent(team.owner.id)}`} className="hover:underline">
              {t('teams:team.owner', { name: displayName(team.owner) })}
            </Link>
            {viewer.role && <> · {t('teams:team.yourRole', { role: t(`teams:roles.${viewer.role}`) })}</>}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {team.games.map((game) => (
              <Chip key={game}>{t(`common:games.${game}`, { defaultValue: game })}</Chip>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {children}
          {viewer.canManage && (
            <Link to={`/team/${encodeURIComponent(team.slug)}/manage`} className={buttonClasses('secondary')}>
              <Settings className="h-4 w-4" aria-hidden="true" />
              {t('teams:team.manage')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
